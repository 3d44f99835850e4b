import {
  companyToday,
  type productPackaging,
  productSide,
  type RecordOf,
  ResultCode,
} from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import {
  loadProductLines,
  type ProductLine,
  productBalance,
  productLabel,
  refuseMore,
} from './product-rules.ts';
import { postMoves } from './stock-ledger.service.ts';
import { reverseDocument } from './stock-reversal.service.ts';
import { assertDateOpen, assertWarehouseOf } from './stock-rules.ts';

const DOC_KEY = 'product-packaging';
const ITEMS = 'inv_product_packagings_items';

interface PackLine extends ProductLine {
  from_package_spec_id: number | null;
  from_packages: number | null;
  to_package_spec_id: number;
  to_packages: number;
  loss_qty: number | null;
}

export interface Key {
  productId: number;
  warehouseId: number;
  allocationId: number;
  batchNo: string;
}

/**
 * Adds (or takes) packages of one spec on a stock key. Taking from a packing the books know
 * refuses more than they hold; taking from one they never knew (stock received before any
 * re-pack) only records what is added, since there is nothing to take it from.
 */
async function shiftPackages(db: DbOrTx, key: Key, specId: number, delta: number, where: string) {
  const match = sql`item_kind = 'PRODUCT' and item_id = ${key.productId} and warehouse_id = ${key.warehouseId}
    and allocation_id = ${key.allocationId} and batch_no = ${key.batchNo} and package_spec_id = ${specId}`;
  if (delta > 0) {
    await db.execute(sql`
      insert into stock_packings (item_kind, item_id, warehouse_id, allocation_id, batch_no, package_spec_id, packages)
      values ('PRODUCT', ${key.productId}, ${key.warehouseId}, ${key.allocationId}, ${key.batchNo}, ${specId}, ${delta})
      on conflict (item_kind, item_id, warehouse_id, allocation_id, batch_no, package_spec_id)
      do update set packages = stock_packings.packages + excluded.packages`);
    return;
  }
  const [row] = await queryRows<{ packages: number }>(
    db,
    sql`select packages from stock_packings where ${match} for update`,
  );
  if (!row) return;
  if (row.packages < -delta)
    fail(ResultCode.BUSINESS_RULE, `${where}该批号此包装规格只记有 ${row.packages} 件，不足 ${-delta} 件`);
  // A spec with no package left is no packing of the key any more.
  await db.execute(
    row.packages === -delta
      ? sql`delete from stock_packings where ${match}`
      : sql`update stock_packings set packages = packages + ${delta} where ${match}`,
  );
}

/**
 * Packages of a spec received onto a product stock key (production's packing, issue 30 item 3):
 * the shelf knows the batch is held in them, as a re-pack's new packages.
 */
export async function receivePackages(db: DbOrTx, key: Key, specId: number, packages: number): Promise<void> {
  if (packages > 0) await shiftPackages(db, key, specId, packages, '');
}

const keyOf = (doc: RecordOf<typeof productPackaging>, l: PackLine): Key => ({
  productId: doc.productId ?? 0,
  warehouseId: doc.warehouseId ?? 0,
  allocationId: l.allocation_id ?? 0,
  batchNo: l.batch_no,
});

/**
 * A re-pack takes effect when it is recorded: the old packages leave the shelf's packing, the new
 * ones join it, and a packing loss goes out at the moving average (the only quantity change).
 */
async function apply(db: DbOrTx, doc: RecordOf<typeof productPackaging>) {
  const lines = (await loadProductLines(db, ITEMS, doc.id)) as PackLine[];
  for (const l of lines) {
    const key = keyOf(doc, l);
    const where = `第${l.line_no}行：`;
    if (l.from_package_spec_id && l.from_packages)
      await shiftPackages(db, key, l.from_package_spec_id, -l.from_packages, where);
    await shiftPackages(db, key, l.to_package_spec_id, l.to_packages, where);
  }
  const lossy = lines.filter((l) => Number(l.loss_qty ?? 0) > 0);
  if (lossy.length === 0) return;
  const label = await productLabel(db, doc.productId ?? 0);
  await postMoves(
    db,
    lossy.map((l) => ({
      ...keyOf(doc, l),
      itemKind: 'PRODUCT' as const,
      itemId: doc.productId ?? 0,
      qty: -Number(l.loss_qty),
      docKey: DOC_KEY,
      docId: doc.id,
      docLine: l.line_no,
      businessDate: doc.packDate ?? companyToday(),
      itemLabel: label,
    })),
  );
}

/** 作废: the loss comes back at the value it took, the packing returns to what it was. */
async function undo(db: DbOrTx, doc: RecordOf<typeof productPackaging>) {
  const lines = (await loadProductLines(db, ITEMS, doc.id)) as PackLine[];
  for (const l of lines) {
    const key = keyOf(doc, l);
    const where = `第${l.line_no}行：改装后的包装已有变动，不能作废。`;
    await shiftPackages(db, key, l.to_package_spec_id, -l.to_packages, where);
    if (l.from_package_spec_id && l.from_packages)
      await shiftPackages(db, key, l.from_package_spec_id, l.from_packages, where);
  }
  if (lines.some((l) => Number(l.loss_qty ?? 0) > 0))
    await reverseDocument(db, { docKey: DOC_KEY, docId: doc.id, businessDate: companyToday() });
}

/** The new packages must hold what is left after the loss (the last one may be part-full). */
async function assertFits(db: DbOrTx, line: number, specId: number, packages: number, kept: number) {
  const [spec] = await queryRows<{ name: string; net_weight: number }>(
    db,
    sql`select name, net_weight from md_package_specs where id = ${specId}`,
  );
  if (spec && Number(spec.net_weight) * packages < kept)
    fail(ResultCode.BUSINESS_RULE, `第${line}行：${packages} 件「${spec.name}」装不下改装后的数量`);
}

/**
 * 包装改装单 rules: a product warehouse and an open month; each line re-packs at most what its
 * batch holds at its slot, loses at most what it re-packs, and really changes the packing. A
 * recorded re-pack is not edited (the books have followed it): it is discarded and recorded anew.
 */
export const productPackagingHooks: DocumentHooks<typeof productPackaging> = {
  async beforeSave({ db, before, patch }, doc) {
    if (before) fail(ResultCode.BUSINESS_RULE, '包装改装单登记后即生效，不能修改；如有错误请作废后重新登记');
    const warehouseId = doc.warehouseId ?? 0;
    const productId = doc.productId ?? 0;
    await assertWarehouseOf(db, productSide, warehouseId, '包装改装');
    await assertDateOpen(db, productSide, doc.packDate);
    const [product] = await queryRows<{ package_spec_id: number | null }>(
      db,
      sql`select package_spec_id from md_products where id = ${productId}`,
    );
    for (const [i, line] of (patch.items ?? []).entries()) {
      const batchNo = line.batchNo ?? '';
      const qty = line.qty ?? 0;
      const loss = line.lossQty ?? 0;
      const key = { productId, warehouseId, allocationId: line.allocationId ?? 0, batchNo };
      const { onHand } = await productBalance(db, key);
      if (onHand <= 0 || qty > onHand) refuseMore(i + 1, batchNo, '库存', onHand, qty);
      if (loss > qty) fail(ResultCode.BUSINESS_RULE, `第${i + 1}行：包装损耗不能大于改装数量`);
      // The packing it comes out of is the product's usual one unless the clerk says otherwise.
      line.fromPackageSpecId ??= product?.package_spec_id ?? null;
      if (
        line.fromPackageSpecId === line.toPackageSpecId &&
        (line.fromPackages ?? null) === (line.toPackages ?? null) &&
        loss === 0
      )
        fail(ResultCode.BUSINESS_RULE, `第${i + 1}行：新旧包装相同，没有改装`);
      if (!line.toPackages) fail(ResultCode.VALIDATION, `第${i + 1}行：请输入新包装件数`);
      await assertFits(db, i + 1, line.toPackageSpecId ?? 0, line.toPackages, qty - loss);
    }
  },

  async afterSave({ db }, saved) {
    await apply(db, saved);
  },

  async beforeTransition({ db, before, action }) {
    if (action === 'INVALIDATE') await undo(db, before);
  },
};
