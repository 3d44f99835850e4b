import { materialWarehouseIn, ResultCode, savedValue } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { openLines } from '../../platform/documents/document-chain.service.ts';
import { findLink } from '../../platform/documents/document-links.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import type { DocumentRegistry } from '../../platform/documents/registry.ts';
import { fail } from '../../platform/http/app-error.ts';
import {
  assertAllocations,
  assertDateOpen,
  assertMaterialWarehouse,
  lineMove,
  loadLines,
  setColumns,
  today,
} from './material-rules.ts';
import { divRound, postMoves } from './stock-ledger.service.ts';
import { reverseDocument } from './stock-reversal.service.ts';

type WarehouseIn = typeof materialWarehouseIn;
const ACCEPTED = ['ACCEPTANCE_QUALIFIED', 'ACCEPTANCE_CONCESSIOND'];

interface Acceptance {
  id: number;
  number: string;
  status: string;
  warehouse_id: number;
  supplier_id: number;
}

async function acceptanceOf(db: DbOrTx, id: number | null | undefined): Promise<Acceptance | undefined> {
  if (id == null) return undefined;
  const [row] = await queryRows<Acceptance>(
    db,
    sql`select id, number, status, warehouse_id, supplier_id from inv_material_acceptances where id = ${id} for update`,
  );
  return row;
}

function assertAccepted(a: Acceptance) {
  if (!ACCEPTED.includes(a.status))
    fail(ResultCode.BUSINESS_RULE, `验收单 ${a.number} 未验收合格，只有验收合格或让步接收的物料才能入库`);
}

/** What an acceptance still has to put in, line by line: the link's 下推 lines. */
async function remainingLines(db: DbOrTx, registry: DocumentRegistry, acceptanceId: number) {
  const link = findLink(materialWarehouseIn, 'acceptance-in');
  const { requestList } = await openLines(db, registry, materialWarehouseIn, link, ['SuperAdmin'], {
    sourceIds: [acceptanceId],
  });
  return requestList.map((l) => ({
    materielId: l.line.materielId as number,
    batchNo: l.line.batchNo as string,
    qty: l.open,
    supplierBatch: (l.line.supplierBatch as string | null) ?? null,
    productionDate: (l.line.productionDate as string | null) ?? null,
    expiryDate: (l.line.expiryDate as string | null) ?? null,
    acceptanceLineId: l.lineId,
  }));
}

/**
 * 物料入库单 rules: a material warehouse, slots of that warehouse, amounts = quantity × price
 * (rounded once). Received from an acceptance, only a qualified or concession one; how much of
 * each acceptance line is put in is the engine's `acceptance-in` link (drawn on 入库, given back
 * on 红冲). 入库 posts every line with its batch attributes; 红冲 reverses the posting.
 */
export const materialWarehouseInHooks: DocumentHooks<WarehouseIn> = {
  async beforeSave({ db, documents, before }, values) {
    const warehouseId = savedValue(values, before, 'warehouseId');
    await assertMaterialWarehouse(db, warehouseId, '物料入库');
    await assertDateOpen(db, savedValue(values, before, 'inDate'));
    const acceptance = await acceptanceOf(db, savedValue(values, before, 'acceptanceId'));
    if (acceptance) {
      assertAccepted(acceptance);
      if (acceptance.warehouse_id !== warehouseId)
        fail(ResultCode.BUSINESS_RULE, `入库仓库须与验收单 ${acceptance.number} 的收货仓库一致`);
      values.supplierId ??= acceptance.supplier_id;
      if (values.items?.length === 0) values.items = await remainingLines(db, documents, acceptance.id);
    }
    const lines = values.items ?? [];
    if (values.items && lines.length === 0) fail(ResultCode.VALIDATION, '请至少填写1行入库明细');
    await assertAllocations(db, warehouseId, lines);
    for (const line of lines) {
      if (line.price != null && line.qty != null)
        line.amount = Number(divRound(BigInt(line.qty) * BigInt(line.price), 1_000_000n));
    }
  },

  async beforeTransition({ db, before }, action) {
    const docId = before.id;
    if (action === 'RED-FLUSH') {
      await reverseDocument(db, { docKey: 'material-warehouse-in', docId, businessDate: today() });
      await setColumns(db, 'inv_material_ins', docId, { red_flush_date: today() });
      return;
    }
    if (action !== 'WAREHOUSE-IN') return;
    const lines = await loadLines(db, 'inv_material_ins_items', docId);
    if (lines.length === 0) fail(ResultCode.BUSINESS_RULE, '入库单没有明细，不能入库');
    const acceptance = await acceptanceOf(db, before.acceptanceId);
    if (acceptance) assertAccepted(acceptance);
    // The engine has drawn every line on its acceptance line; what a line leaves empty, that
    // acceptance line knows.
    const accepted = new Map(
      (
        await queryRows<{
          id: number;
          production_date: string | null;
          expiry_date: string | null;
          supplier_batch: string | null;
        }>(
          db,
          sql`select a.id, a.production_date, a.expiry_date, a.supplier_batch
              from inv_material_acceptances_items a join inv_material_ins_items i on i.acceptance_line_id = a.id
              where i.doc_id = ${docId}`,
        )
      ).map((r) => [r.id, r]),
    );
    const attr = (l: (typeof lines)[number], column: 'production_date' | 'expiry_date' | 'supplier_batch') =>
      (l[column] as string | null) ?? accepted.get(l.acceptance_line_id as number)?.[column] ?? null;
    await postMoves(
      db,
      lines.map((l) => ({
        ...lineMove(
          l,
          { docKey: 'material-warehouse-in', docId, businessDate: before.inDate ?? today() },
          { warehouseId: before.warehouseId ?? 0, allocationId: l.allocation_id, qty: Number(l.qty) },
        ),
        unitCost: Number(l.price ?? 0),
        batch: {
          productionDate: attr(l, 'production_date'),
          expiryDate: attr(l, 'expiry_date'),
          supplierBatch: attr(l, 'supplier_batch'),
          supplierId: before.supplierId,
        },
      })),
    );
  },
};
