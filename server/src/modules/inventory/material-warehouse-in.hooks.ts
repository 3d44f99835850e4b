import { ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import {
  assertAllocations,
  assertDateOpen,
  assertMaterialWarehouse,
  fieldValue,
  lineMove,
  loadLines,
  setColumns,
  today,
} from './material-rules.ts';
import { divRound, postMoves } from './stock-ledger.service.ts';
import { reverseDocument } from './stock-reversal.service.ts';

const ACCEPTED = ['ACCEPTANCE_QUALIFIED', 'ACCEPTANCE_CONCESSIOND'];

interface Acceptance {
  id: number;
  number: string;
  status: string;
  warehouse_id: number;
  supplier_id: number;
}

async function acceptanceOf(db: DbOrTx, id: unknown): Promise<Acceptance | undefined> {
  if (id == null) return undefined;
  const [row] = await queryRows<Acceptance>(
    db,
    sql`select id, number, status, warehouse_id, supplier_id from inv_material_acceptances where id = ${id as number} for update`,
  );
  return row;
}

function assertAccepted(a: Acceptance) {
  if (!ACCEPTED.includes(a.status))
    fail(ResultCode.BUSINESS_RULE, `验收单 ${a.number} 未验收合格，只有验收合格或让步接收的物料才能入库`);
}

/** What an acceptance still has to put in, line by line, as warehouse-in lines. */
async function remainingLines(db: DbOrTx, acceptanceId: number) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select materiel_id, batch_no, qty - in_qty as qty, supplier_batch, production_date, expiry_date
        from inv_material_acceptances_items where doc_id = ${acceptanceId} and qty > in_qty order by line_no`,
  );
  return rows.map((r) => ({
    materielId: r.materiel_id,
    batchNo: r.batch_no,
    qty: Number(r.qty),
    supplierBatch: r.supplier_batch,
    productionDate: r.production_date,
    expiryDate: r.expiry_date,
  }));
}

/**
 * Takes a posting's quantities from its acceptance (or gives them back on a red flush): each
 * line must match a batch of the acceptance with enough left to put in.
 */
async function drawOnAcceptance(
  db: DbOrTx,
  acceptanceId: number,
  lines: Awaited<ReturnType<typeof loadLines>>,
  sign: 1 | -1,
) {
  for (const l of lines) {
    const updated = await queryRows<{ id: number }>(
      db,
      sql`update inv_material_acceptances_items set in_qty = in_qty + ${sign * Number(l.qty)}
          where id = (select id from inv_material_acceptances_items
                      where doc_id = ${acceptanceId} and materiel_id = ${l.materiel_id} and batch_no = ${l.batch_no as string}
                        and (${sign} < 0 or qty - in_qty >= ${Number(l.qty)})
                      order by line_no limit 1)
          returning id`,
    );
    if (updated.length === 0 && sign > 0)
      fail(
        ResultCode.BUSINESS_RULE,
        `第${l.line_no}行：${l.label} 批号 ${l.batch_no} 超出验收单未入库数量或不在验收单中`,
      );
  }
}

/**
 * 物料入库单 rules: a material warehouse, slots of that warehouse, amounts = quantity × price
 * (rounded once). Received from an acceptance, only a qualified or concession one, and no more
 * than it still holds; 入库 posts every line with its batch attributes; 红冲 reverses the posting.
 */
export const materialWarehouseInHooks: DocumentHooks = {
  async beforeSave({ db, before }, values) {
    const warehouseId = fieldValue(values, before, 'warehouseId', 'warehouse_id');
    await assertMaterialWarehouse(db, warehouseId, '物料入库');
    await assertDateOpen(db, fieldValue(values, before, 'inDate', 'in_date'));
    const acceptance = await acceptanceOf(db, fieldValue(values, before, 'acceptanceId', 'acceptance_id'));
    if (acceptance) {
      assertAccepted(acceptance);
      if (acceptance.warehouse_id !== warehouseId)
        fail(ResultCode.BUSINESS_RULE, `入库仓库须与验收单 ${acceptance.number} 的收货仓库一致`);
      values.supplierId ??= acceptance.supplier_id;
      if (Array.isArray(values.items) && values.items.length === 0)
        values.items = await remainingLines(db, acceptance.id);
    }
    const lines = (values.items ?? []) as Record<string, unknown>[];
    if (values.items && lines.length === 0) fail(ResultCode.VALIDATION, '请至少填写1行入库明细');
    await assertAllocations(db, warehouseId, lines);
    for (const line of lines) {
      if (line.price != null)
        line.amount = Number(divRound(BigInt(line.qty as number) * BigInt(line.price as number), 1_000_000n));
    }
  },

  async beforeTransition({ db, before }, action) {
    if (!before) return;
    const docId = before.id as number;
    if (action === 'RED-FLUSH') {
      await reverseDocument(db, { docKey: 'material-warehouse-in', docId, businessDate: today() });
      await setColumns(db, 'inv_material_ins', docId, { red_flush_date: today() });
      if (before.acceptance_id)
        await drawOnAcceptance(
          db,
          before.acceptance_id as number,
          await loadLines(db, 'inv_material_ins_items', docId),
          -1,
        );
      return;
    }
    if (action !== 'WAREHOUSE-IN') return;
    const lines = await loadLines(db, 'inv_material_ins_items', docId);
    if (lines.length === 0) fail(ResultCode.BUSINESS_RULE, '入库单没有明细，不能入库');
    const acceptance = await acceptanceOf(db, before.acceptance_id);
    const accepted = new Map<string, Record<string, string | null>>();
    if (acceptance) {
      assertAccepted(acceptance);
      await drawOnAcceptance(db, acceptance.id, lines, 1);
      const rows = await queryRows<Record<string, string | null>>(
        db,
        sql`select materiel_id, batch_no, production_date, expiry_date, supplier_batch
            from inv_material_acceptances_items where doc_id = ${acceptance.id}`,
      );
      for (const r of rows) accepted.set(`${r.materiel_id}:${r.batch_no}`, r);
    }
    // What the line leaves empty, the acceptance of the same batch knows.
    const attr = (l: (typeof lines)[number], column: string) =>
      (l[column] as string | null) ?? accepted.get(`${l.materiel_id}:${l.batch_no}`)?.[column] ?? null;
    await postMoves(
      db,
      lines.map((l) => ({
        ...lineMove(
          l,
          { docKey: 'material-warehouse-in', docId, businessDate: before.in_date as string },
          { warehouseId: before.warehouse_id as number, allocationId: l.allocation_id, qty: Number(l.qty) },
        ),
        unitCost: Number(l.price ?? 0),
        batch: {
          productionDate: attr(l, 'production_date'),
          expiryDate: attr(l, 'expiry_date'),
          supplierBatch: attr(l, 'supplier_batch'),
          supplierId: before.supplier_id as number | null,
        },
      })),
    );
  },
};
