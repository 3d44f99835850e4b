import {
  companyToday,
  type DocumentOf,
  type DraftOf,
  formatQty,
  materialSide,
  materialWarehouseIn,
  type productWarehouseIn,
  ResultCode,
  type SaveValues,
  type StockSide,
  statusLabel,
  type trustedWarehouseIn,
} from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import type { PurchaseReceipts } from './bridges.ts';
import { divRound, postMoves } from './stock-ledger.service.ts';
import { assertReceiptOwner } from './stock-owners.ts';
import { reverseDocument } from './stock-reversal.service.ts';
import {
  assertAllocations,
  assertDateOpen,
  assertWarehouseOf,
  itemIdOf,
  lineMove,
  loadLines,
  setColumns,
} from './stock-rules.ts';

/** The warehouse-ins of every side share their field names but the item's and the extras. */
type WarehouseIn = typeof materialWarehouseIn | typeof productWarehouseIn | typeof trustedWarehouseIn;
/** The owner an owned side's document names (受托入库单's 委托客户); undefined elsewhere. */
const ownerOf = (values: object | undefined, before?: object) =>
  (values as { customerId?: number | null } | undefined)?.customerId ??
  (before as { customerId?: number | null } | undefined)?.customerId;
type MaterialIn = typeof materialWarehouseIn;
/** Acceptance statuses whose passing lines may go in (部分合格: its lines judged 合格 or 让步接收). */
const ACCEPTED = ['ACCEPTANCE_QUALIFIED', 'ACCEPTANCE_CONCESSIOND', 'ACCEPTANCE_PARTIAL'];

/**
 * 入库单 rules, on any side: a warehouse of the side, slots of that warehouse, an open month,
 * amounts = quantity × price (rounded once). 入库 posts every line with its batch attributes; 红冲
 * reverses the posting. On an owned side (受托仓) the goods come in at no value and each batch is
 * the named customer's (`stock-owners.ts`). On the material side goods may come from an
 * acceptance: which one, of which warehouse and supplier, which line a line keyed on it is, and
 * how much of each acceptance line is put in are the engine's `acceptance-in` link (checked at
 * save, drawn on 入库, given back on 红冲); a material that needs incoming inspection comes only
 * that way (`assertInspected`, before the link's line checks at save, and at 入库).
 */
export function warehouseInHooks(
  side: StockSide,
  def: WarehouseIn,
  /** Purchasing's part (material goods come against its orders), from the bridge room purchase-stock. */
  purchase?: PurchaseReceipts,
): DocumentHooks<WarehouseIn> {
  const docKey = def.key;
  const fromAcceptance = side === materialSide;
  if (fromAcceptance && !purchase)
    throw new Error(`${def.key} needs purchasing's part (modules/purchase-stock)`);
  return {
    // The inspection gate speaks before the link's own line checks: its words are the particular ones.
    async beforeLinkChecks({ db, patch }, doc) {
      if (!fromAcceptance || !patch.items) return;
      const { items } = doc as DraftOf<MaterialIn>;
      await assertInspected(
        db,
        items.map((l, i) => ({ ...l, lineNo: i + 1 })),
        true,
      );
    },

    async beforeSave({ db, before, patch }, doc) {
      const warehouseId = doc.warehouseId;
      await assertWarehouseOf(db, side, warehouseId, `${side.noun}入库`);
      await assertDateOpen(db, side, doc.inDate);
      const lines = patch.items ? doc.items : [];
      if (patch.items && lines.length === 0) fail(ResultCode.VALIDATION, '请至少填写1行入库明细');
      if (fromAcceptance)
        await purchase?.fillOrderPrices(db, lines as NonNullable<SaveValues<MaterialIn>['items']>);
      await assertAllocations(db, warehouseId, lines);
      await assertReceiptOwner(
        db,
        side,
        ownerOf(doc, before),
        lines.flatMap((l) => {
          const itemId = itemIdOf(side, l);
          return itemId != null && l.batchNo ? [{ itemId, batchNo: l.batchNo }] : [];
        }),
      );
      // Valued sides only (an owned side's lines have neither price nor amount).
      for (const line of lines as { qty?: number | null; price?: number | null; amount?: number | null }[]) {
        if (line.price != null && line.qty != null)
          line.amount = Number(divRound(BigInt(line.qty) * BigInt(line.price), 1_000_000n));
      }
    },

    async beforeTransition({ db, before, action }, doc) {
      const docId = before.id;
      if (action === 'RED-FLUSH') {
        // Goods billed by the supplier (采购发票 复核) are owed for: the invoice goes first (反审核).
        if (def.items && 'invoicedQty' in def.items.fields) {
          const [invoiced] = await queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from ${sql.identifier(`${def.table}_items`)}
                where doc_id = ${docId} and coalesce(invoiced_qty, 0) > 0`,
          );
          if (invoiced.n > 0) fail(ResultCode.BUSINESS_RULE, '入库单已开采购发票，请先反审核发票再红冲');
        }
        // Goods already sent back to the supplier (采购退货) left with their return, not here.
        if (def.items && 'returnedQty' in def.items.fields) {
          const [returned] = await queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from ${sql.identifier(`${def.table}_items`)}
                where doc_id = ${docId} and coalesce(returned_qty, 0) > 0`,
          );
          if (returned.n > 0) fail(ResultCode.BUSINESS_RULE, '入库单已有采购退货，不能红冲');
        }
        await reverseDocument(db, { docKey, docId, businessDate: companyToday() });
        await setColumns(db, def.table, docId, { red_flush_date: companyToday() });
        return;
      }
      if (action !== 'WAREHOUSE-IN') return;
      if (fromAcceptance) await purchase?.orderPricesAtPosting(db, docId);
      const lines = await loadLines(db, side, `${def.table}_items`, docId);
      if (lines.length === 0) fail(ResultCode.BUSINESS_RULE, '入库单没有明细，不能入库');
      // The engine has drawn the lines (an over-draw of an acceptance line is refused there).
      if (fromAcceptance) await assertInspected(db, (doc as DocumentOf<MaterialIn>).items);
      const accepted = fromAcceptance ? await acceptedAttributes(db, docId) : new Map<number, AcceptedLine>();
      const attr = (
        l: (typeof lines)[number],
        column: 'production_date' | 'expiry_date' | 'supplier_batch',
      ) =>
        (l[column] as string | null) ??
        (typeof l.acceptance_line_id === 'number' ? accepted.get(l.acceptance_line_id)?.[column] : null) ??
        null;
      await postMoves(
        db,
        lines.map((l) => ({
          ...lineMove(
            side,
            l,
            { docKey, docId, businessDate: before.inDate ?? companyToday() },
            { warehouseId: before.warehouseId ?? 0, allocationId: l.allocation_id, qty: Number(l.qty) },
          ),
          // An owned side's goods are not ours: they come in at no value (its lines have no price).
          unitCost: side.owned ? 0 : Number(l.price ?? 0),
          batch: {
            productionDate: attr(l, 'production_date'),
            expiryDate: attr(l, 'expiry_date'),
            supplierBatch: attr(l, 'supplier_batch'),
            supplierId: (before as { supplierId?: number | null }).supplierId ?? null,
            ownerId: side.owned ? (ownerOf(before) ?? null) : null,
          },
        })),
      );
    },
  };
}

/** A material warehouse-in line as the inspection gate reads it (the form's or the stored one). */
interface GateLine {
  lineNo: number;
  materielId?: number | null;
  batchNo?: string | null;
  qty?: number | null;
  acceptanceLineId?: number | null;
  purchaseOrderLineId?: number | null;
}

/**
 * 来料需检验 (the material's master data; DESIGN §5a): such a material enters stock only through an
 * acceptance judged 合格 or 让步接收 — of its material and batch, on that acceptance line's order
 * line (so no order line counts more put in than was accepted), never more than the line accepted
 * less what is already in. There is no other way in: not from the order line (选单 / 下推 do not
 * offer it), not keyed by hand without an acceptance (goods that come without an order — samples,
 * returns of goods from outside — are accepted without one first). Whatever the material, a line
 * naming an acceptance line is of that line's material. At save (`atSave`) a line keyed on the
 * document's acceptance has been matched to its line by material and batch (the link's `match`),
 * takes its order line after this gate, and the quantities are checked against what is left; at
 * 入库 the engine has drawn the lines.
 */
async function assertInspected(db: DbOrTx, lines: GateLine[], atSave = false) {
  const itemIds = [...new Set(lines.flatMap((l) => (l.materielId == null ? [] : [l.materielId])))];
  if (itemIds.length === 0) return;
  const materials = new Map(
    (
      await queryRows<{ id: number; code: string; need_inspection: boolean | null }>(
        db,
        sql`select id, code, need_inspection from md_materiels where id in (${sql.join(
          itemIds.map((i) => sql`${i}`),
          sql`, `,
        )})`,
      )
    ).map((m) => [m.id, m]),
  );
  const named = lines.flatMap((l) => (l.acceptanceLineId == null ? [] : [l.acceptanceLineId]));
  const sources = await queryRows<{
    id: number;
    line_no: number;
    materiel_id: number;
    batch_no: string;
    qty: string;
    in_qty: string | null;
    purchase_order_line_id: number | null;
    status: string;
    number: string;
  }>(
    db,
    sql`select a.id, a.line_no, a.materiel_id, a.batch_no, a.qty, a.in_qty, a.purchase_order_line_id,
               d.status, d.number
        from inv_material_acceptances_items a join inv_material_acceptances d on d.id = a.doc_id
        where ${
          named.length
            ? sql`a.id in (${sql.join(
                named.map((i) => sql`${i}`),
                sql`, `,
              )})`
            : sql`false`
        }`,
  );
  /** What this document takes from each acceptance line (checked at save). */
  const taken = new Map<number, number>();
  const left = (s: (typeof sources)[number]) =>
    Number(s.qty) - Number(s.in_qty ?? 0) - (taken.get(s.id) ?? 0);
  for (const l of lines) {
    if (l.materielId == null) continue;
    const material = materials.get(l.materielId);
    const code = material?.code ?? String(l.materielId);
    const source = sources.find((s) => s.id === l.acceptanceLineId);
    if (source && source.materiel_id !== l.materielId)
      fail(
        ResultCode.BUSINESS_RULE,
        `第${l.lineNo}行：物料 ${code} 与验收单 ${source.number} 第${source.line_no}行的物料不一致`,
      );
    if (!material?.need_inspection) continue;
    const gate = `第${l.lineNo}行：物料 ${code} 来料需检验`;
    const qty = Number(l.qty ?? 0);
    if (!source) fail(ResultCode.BUSINESS_RULE, `${gate}，请先验收合格后从验收单入库`);
    if (!ACCEPTED.includes(source.status))
      fail(
        ResultCode.BUSINESS_RULE,
        `${gate}，验收单 ${source.number} ${statusLabel('warehouse-acceptance', source.status)}，请先验收合格后从验收单入库`,
      );
    const at = `验收单 ${source.number} 第${source.line_no}行`;
    if (l.batchNo !== source.batch_no)
      fail(ResultCode.BUSINESS_RULE, `${gate}，批号 ${l.batchNo} 不是${at}验收的批号 ${source.batch_no}`);
    const orderLine = l.purchaseOrderLineId ?? (atSave ? source.purchase_order_line_id : null);
    if (orderLine !== source.purchase_order_line_id)
      fail(ResultCode.BUSINESS_RULE, `${gate}，只能按${at}的采购订单行入库`);
    if (!atSave) continue;
    if (qty > left(source))
      fail(
        ResultCode.BUSINESS_RULE,
        `${gate}，本次入库 ${formatQty(qty + (taken.get(source.id) ?? 0))} kg，超出${at}尚可入库的 ${formatQty(Math.max(Number(source.qty) - Number(source.in_qty ?? 0), 0))} kg`,
      );
    taken.set(source.id, (taken.get(source.id) ?? 0) + qty);
  }
}

interface AcceptedLine {
  id: number;
  production_date: string | null;
  expiry_date: string | null;
  supplier_batch: string | null;
}

/**
 * At posting the engine has drawn every line on its acceptance line (of an acceptance still
 * judged passing): what a line leaves empty, that acceptance line knows.
 */
async function acceptedAttributes(db: DbOrTx, docId: number) {
  const rows = await queryRows<AcceptedLine>(
    db,
    sql`select a.id, a.production_date, a.expiry_date, a.supplier_batch
        from inv_material_acceptances_items a join inv_material_ins_items i on i.acceptance_line_id = a.id
        where i.doc_id = ${docId}`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

export const materialWarehouseInHooks = (purchase: PurchaseReceipts) =>
  warehouseInHooks(materialSide, materialWarehouseIn, purchase);
