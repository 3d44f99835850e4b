import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { postMoves } from './stock-ledger.service.ts';
import { ledgerViolations, noViolations } from './testing/ledger-invariants.ts';
import { KG, materialFixture, YUAN } from './testing/material-fixture.ts';

/** 包装改装: the packing of a batch changes, the ledger moves only by a packing loss. */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
const id: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  const rows = await queryRows<{ code: string; id: number }>(
    t.database.db,
    sql`select code, id from md_products union all select code, id from md_allocations
        union all select 'spec:' || code, id from md_package_specs`,
  );
  for (const r of rows) id[r.code] = r.id;
  // 100 kg of blue paste in 25 kg drums, received straight on the ledger.
  await t.database.db.transaction((tx) =>
    postMoves(tx, [
      {
        itemKind: 'PRODUCT',
        itemId: id['SJ-B15-01'],
        warehouseId: f.ids.product,
        allocationId: id['CP-B-01'],
        batchNo: 'PK-1',
        qty: 100 * KG,
        unitCost: 0,
        value: 3_850 * YUAN,
        docKey: 'test-product-receipt',
        docId: 1,
        businessDate: '20261103',
      },
    ]),
  );
}, 60_000);
afterAll(() => t.close());

const P = '/productionPack';

function save(line: Record<string, unknown>) {
  return f.store.post<{ id: number }>(`${P}/addOrUpdateProductPackaging`, {
    packDate: '20261110',
    warehouseId: f.ids.product,
    productId: id['SJ-B15-01'],
    packer: '李师傅',
    items: [{ batchNo: 'PK-1', allocationId: id['CP-B-01'], ...line }],
  });
}

async function cost() {
  const [row] = await queryRows<{ qty: number; value: number }>(
    t.database.db,
    sql`select qty, value from item_costs where item_kind = 'PRODUCT' and item_id = ${id['SJ-B15-01']}`,
  );
  return [Number(row.qty) / KG, Number(row.value) / YUAN];
}

async function packing() {
  const rows = await queryRows<{ spec: string; packages: number }>(
    t.database.db,
    sql`select s.code as spec, p.packages from stock_packings p join md_package_specs s on s.id = p.package_spec_id
        where p.item_kind = 'PRODUCT' and p.batch_no = 'PK-1' order by s.code`,
  );
  return Object.fromEntries(rows.map((r) => [r.spec, r.packages]));
}

describe('包装改装', () => {
  it('re-packs drums into 1 kg bottles with a loss at average; 作废 puts everything back', async () => {
    // Two 25 kg drums (the product's usual packing) into 49 bottles, 1 kg lost.
    const saved = await save({
      qty: 50 * KG,
      fromPackages: 2,
      toPackageSpecId: id['spec:P1'],
      toPackages: 49,
      lossQty: KG,
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    const doc = await f.store.get<{
      status: string;
      version: number;
      items: { fromPackageSpecId: number }[];
    }>(`${P}/queryProductPackagingDetail`, { id: String(saved.result.id) });
    expect(doc.result.status).toBe('NEW');
    expect(doc.result.items[0].fromPackageSpecId).toBe(id['spec:T25']);
    expect(await cost()).toEqual([99, 3_811.5]);
    expect(await packing()).toEqual({ P1: 49 });
    // The stock detail says what the batch is packed in now.
    const detail = await f.store.post<{ requestList: { batchNo: string; packing: string | null }[] }>(
      '/productStock/queryProductStockDetailList',
      {
        page: { pageIndex: 1, pageSize: 50 },
        queryParameterVo: { productId: id['SJ-B15-01'], batchNo: 'PK-1' },
      },
    );
    expect(detail.result.requestList.map((r) => r.packing)).toEqual([expect.stringMatching(/ × 49$/)]);

    // Recorded means done: no edit, only 作废.
    const edit = await f.store.post(`${P}/addOrUpdateProductPackaging`, {
      id: saved.result.id,
      version: doc.result.version,
      packDate: '20261110',
      warehouseId: f.ids.product,
      productId: id['SJ-B15-01'],
      packer: '王师傅',
      items: [{ batchNo: 'PK-1', qty: KG, toPackageSpecId: id['spec:P1'], toPackages: 1 }],
    });
    expect(edit.result).toBe('包装改装单登记后即生效，不能修改；如有错误请作废后重新登记');

    const discarded = await f.store.post(`${P}/changeProductPackagingState`, {
      id: saved.result.id,
      version: doc.result.version,
      action: 'INVALIDATE',
    });
    expect(discarded.resultCode, JSON.stringify(discarded)).toBe('0');
    expect(await cost()).toEqual([100, 3_850]);
    expect(await packing()).toEqual({ T25: 2 });
    expect(await ledgerViolations(t.database.db)).toEqual(noViolations);
  });

  it('refuses in Chinese: more than the batch holds, a loss above the re-pack, packages too small, no change', async () => {
    const refused = async (line: Record<string, unknown>) => String((await save(line)).result);
    expect(await refused({ qty: 101 * KG, toPackageSpecId: id['spec:P1'], toPackages: 101 })).toBe(
      '第1行：批号 PK-1 库存 100 kg，不足 101 kg',
    );
    expect(await refused({ qty: KG, lossQty: 2 * KG, toPackageSpecId: id['spec:P1'], toPackages: 1 })).toBe(
      '第1行：包装损耗不能大于改装数量',
    );
    expect(await refused({ qty: 50 * KG, toPackageSpecId: id['spec:P1'], toPackages: 3 })).toBe(
      '第1行：3 件「1kg瓶装」装不下改装后的数量',
    );
    expect(
      await refused({ qty: 50 * KG, fromPackages: 2, toPackageSpecId: id['spec:T25'], toPackages: 2 }),
    ).toBe('第1行：新旧包装相同，没有改装');
    // The packing the books know: 2 drums are on record now, 3 cannot leave them.
    expect(
      await refused({ qty: 75 * KG, fromPackages: 3, toPackageSpecId: id['spec:T200'], toPackages: 1 }),
    ).toBe('第1行：该批号此包装规格只记有 2 件，不足 3 件');
    const wrongWarehouse = await f.store.post(`${P}/addOrUpdateProductPackaging`, {
      packDate: '20261110',
      warehouseId: f.ids.raw,
      productId: id['SJ-B15-01'],
      items: [{ batchNo: 'PK-1', qty: KG, toPackageSpecId: id['spec:P1'], toPackages: 1 }],
    });
    expect(wrongWarehouse.result).toBe('「原料仓」不是成品仓，不能做包装改装');
    expect(await ledgerViolations(t.database.db)).toEqual(noViolations);
  });
});
