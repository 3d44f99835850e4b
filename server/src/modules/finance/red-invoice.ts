import {
  type DocumentDef,
  type DraftOf,
  financeDocuments,
  formatQty,
  inventoryDocuments,
  quantityBackReasons,
  type RecordOf,
  ResultCode,
  salesDocuments,
  writeOffLinks,
} from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { divRound } from '../../platform/documents/amounts.ts';
import { saveDocument, transitionDocument } from '../../platform/documents/document.service.ts';
import { columnName, itemsTableName } from '../../platform/documents/document-table.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import type { DocumentRegistry } from '../../platform/documents/registry.ts';
import { fail } from '../../platform/http/app-error.ts';
import { assertReturnNamed, type ReturnSide } from './return-invoice.ts';

/**
 * One side of the red-letter invoices (红字发票, 红字采购发票), made by `redInvoiceSide` from the
 * declarations: the red one (made by `redInvoiceDocument`), its blue invoices' tables, the party,
 * the line's item and source columns (each a column and its field), the write-off declaration whose
 * write-offs a red invoice may reverse and the returns a red invoice of reason RETURN names.
 */
export interface RedInvoiceSide {
  def: DocumentDef;
  blue: { table: string; items: string };
  party: { column: string; field: string; noun: string };
  item: { column: string; field: string };
  source: { column: string; field: string };
  /** The write-off declaration whose write-offs of the blue a red invoice may reverse. */
  writeOffs: DocumentDef;
  returns: ReturnSide;
  /**
   * The source lines' tables where a 反审核 may not bill again what went back since (已开票 +
   * 已退货 ≤ 入库): the link has given the quantity back to 已开票 when the hook runs.
   */
  rebill: { items: string; docs: string; noun: string };
}

/**
 * A side read off its declarations: the blue is what its amount link draws on, the write-offs
 * those whose invoice link draws on the blue, the party the amount link's, the item the lines' one
 * reference, the source line the field of the link giving the quantity back (the lines a 反审核
 * may not bill again).
 */
export function redInvoiceSide(def: DocumentDef, returns: ReturnSide): RedInvoiceSide {
  const all = [...financeDocuments, ...salesDocuments, ...inventoryDocuments];
  const amount = def.amountLinks?.[0];
  const blue = all.find((d) => d.key === amount?.source.key);
  const writeOffs = financeDocuments.find((d) =>
    d.amountLinks?.some((l) => l.key === writeOffLinks.invoice && l.source.key === blue?.key),
  );
  const item = Object.entries(def.items?.fields ?? {}).find(([, f]) => f.kind === 'ref')?.[0];
  const back = def.links?.find((l) => l.returns);
  const rebill = all.find((d) => d.key === back?.source.key);
  const party = amount?.party;
  if (!blue || !writeOffs || !party || !item || !back || !rebill)
    throw new Error(`${def.key} is not a red invoice declaration`);
  const named = (field: string) => ({ field, column: columnName(field) });
  return {
    def,
    blue: { table: blue.table, items: itemsTableName(blue) },
    party: { ...named(party), noun: def.fields[party].label },
    item: named(item),
    source: named(back.line),
    writeOffs,
    returns,
    rebill: { items: itemsTableName(rebill), docs: rebill.table, noun: back.source.noun },
  };
}

interface BlueLine {
  id: number;
  doc_id: number;
  item_id: number;
  price: string | null;
  source_id: number | null;
  party: number;
  currency_id: number | null;
  status: string;
  number: string;
  invoice_date: string;
}

interface Blue {
  id: number;
  number: string;
  invoice_date: string;
  status: string;
  total: string;
  verified: string;
  red: string;
}

type Line = Record<string, number | null | undefined>;
const id = (name: string) => sql.identifier(name);
/** One fen in amounts scaled ×1e6. */
const FEN = 10_000n;

/**
 * 红字发票 rules, for either side. Every line reverses a line of one issued blue invoice of the
 * party (选单 / 下推): item, price and source line come from it; the blue invoice, its date and
 * currency on the header follow. 复核 settles the red's shares under the blue's row lock and, where
 * the blue's open amount is short, reverses its write-offs newest first (a part of one is kept) so
 * the payments they used are open again; the amount link (`invoice-red-amount`, the engine's)
 * then takes the red amount off the blue — never more than 价税合计 − 已红冲, dated on or after it —
 * and the blue reads 已核销 when nothing is left open; 反审核 gives the amount back. One
 * of reason RETURN names the return it reverses and draws on its lines (`return-invoice.ts`).
 */
export function redInvoiceHooks(side: RedInvoiceSide): DocumentHooks {
  // The reason and the return named, read from the document (merged or stored).
  const returns = (doc: DraftOf<DocumentDef> | RecordOf<DocumentDef>) => ({
    redReason: typeof doc.redReason === 'string' ? doc.redReason : null,
    returnId: typeof doc.returnId === 'number' ? doc.returnId : null,
  });
  return {
    async beforeSave({ db, before, patch }, doc) {
      const party = doc[side.party.field];
      const lines = patch.items as Line[] | undefined;
      if (!lines) {
        if (before && party !== before[side.party.field])
          fail(ResultCode.BUSINESS_RULE, `修改${side.party.noun}后请重新选单`);
        if (before)
          await assertReturnNamed(db, side.returns, returns(doc), await storedLines(db, side, before.id));
        return;
      }
      if (lines.length === 0) fail(ResultCode.VALIDATION, '请至少填写1行红冲明细');
      const ids = lines.flatMap((l) => (l.blueLineId == null ? [] : [l.blueLineId]));
      const found = new Map((await blueLines(db, side, ids)).map((r) => [r.id, r]));
      const blues = new Set<number>();
      let total = 0;
      let blue: BlueLine | undefined;
      for (const [index, line] of lines.entries()) {
        const at = `第${index + 1}行：`;
        const source = line.blueLineId == null ? undefined : found.get(line.blueLineId);
        if (!source) fail(ResultCode.VALIDATION, `${at}请从已复核的蓝字发票选单`);
        if (source.party !== party)
          fail(ResultCode.BUSINESS_RULE, `${at}蓝字发票 ${source.number} 不是所选${side.party.noun}的发票`);
        if (source.status !== 'UNVERIFIED' && source.status !== 'VERIFIED')
          fail(ResultCode.BUSINESS_RULE, `${at}蓝字发票 ${source.number} 未复核，不能红冲`);
        line[side.item.field] = source.item_id;
        line.price = source.price == null ? null : Number(source.price);
        line[side.source.field] = source.source_id;
        blues.add(source.doc_id);
        blue = source;
      }
      if (blues.size > 1) fail(ResultCode.BUSINESS_RULE, '一张红字发票只能红冲一张蓝字发票');
      const amounts = await redShares(
        db,
        side,
        lines.map((l) => ({ blueLineId: l.blueLineId ?? 0, qty: l.qty ?? 0 })),
        before?.id,
      );
      for (const [index, line] of lines.entries()) {
        line.amount = amounts[index];
        total += line.amount ?? 0;
      }
      await assertReturnNamed(
        db,
        side.returns,
        returns(doc),
        lines.map((l) => ({ sourceLineId: l[side.source.field] ?? null, qty: l.qty ?? 0 })),
        before?.id,
      );
      doc.blueInvoiceId = blue!.doc_id;
      doc.blueDate = blue!.invoice_date;
      doc.currencyId = blue!.currency_id;
      doc.totalAmount = total;
    },

    async beforeTransition({ db, request, documents, before, action }) {
      if (action !== 'AUDIT' && action !== 'DISCARD') return;
      const blue = await lockBlue(db, side, Number(before.blueInvoiceId ?? 0));
      // Under the blue's lock the reds issued before this one are settled: its shares again.
      const total =
        action === 'AUDIT' ? await settleShares(db, side, before.id) : Number(before.totalAmount ?? 0);
      if (action === 'DISCARD') {
        // Only a red that gave quantity back takes it again (a 折让 gave none).
        if (quantityBackReasons.includes(String(before.redReason)))
          await assertNotRebilled(db, side, before.id);
        return;
      }
      // What the return sent back may have been red-lettered by another since this one was saved.
      await assertReturnNamed(
        db,
        side.returns,
        returns(before),
        await storedLines(db, side, before.id),
        before.id,
        true,
      );
      // The engine's amount link then takes the total off the blue's 价税合计 − 已红冲 (refusing what
      // is past it), dates it and settles the blue's status: room for it is made here first.
      const open = Number(blue.total) - Number(blue.verified) - Number(blue.red);
      if (open < total) await reverseWriteOffs(db, request, documents, side.writeOffs, blue.id, total - open);
    },
  };
}

/** 反审核 would bill goods again that went back since: refused, naming the line and quantities. */
async function assertNotRebilled(db: DbOrTx, side: RedInvoiceSide, docId: number) {
  const { rebill } = side;
  const [over] = await queryRows<{
    line_no: number;
    number: string;
    qty: string;
    invoiced: string;
    returned: string;
  }>(
    db,
    sql`select r.line_no, d.number, l.qty, coalesce(l.invoiced_qty, 0) as invoiced, coalesce(l.returned_qty, 0) as returned
        from ${id(`${side.def.table}_items`)} r join ${id(rebill.items)} l on l.id = r.${id(side.source.column)}
        join ${id(rebill.docs)} d on d.id = l.doc_id
        where r.doc_id = ${docId} and coalesce(l.invoiced_qty, 0) + coalesce(l.returned_qty, 0) > l.qty
        order by r.line_no limit 1`,
  );
  if (over)
    fail(
      ResultCode.BUSINESS_RULE,
      `第${over.line_no}行：${rebill.noun} ${over.number} 已退货 ${formatQty(Number(over.returned))} kg，反审核后已开票 ${formatQty(Number(over.invoiced))} kg 将超出可开票数量，不能反审核`,
    );
}

/**
 * What comes back takes its share of what went out (DESIGN §5a): a red line of q kg against a blue
 * line of Q kg and 价税合计 A takes round(A × q / Q) to the fen, and the line that brings back the
 * blue line's last unit takes what the issued (复核) reds of that line left — so red-lettering a line
 * in parts comes to exactly its amount. Lines of one red on one blue line count in their order.
 */
async function redShares(
  db: DbOrTx,
  side: RedInvoiceSide,
  lines: { blueLineId: number; qty: number }[],
  redId: number | undefined,
): Promise<(number | null)[]> {
  const ids = [...new Set(lines.map((l) => l.blueLineId))];
  if (ids.length === 0) return [];
  const reds = id(`${side.def.table}_items`);
  const rows = await queryRows<{
    id: number;
    qty: string;
    amount: string | null;
    red_qty: string;
    red_amount: string;
  }>(
    db,
    sql`select b.id, b.qty, b.amount,
               coalesce(sum(r.qty) filter (where d.id is not null), 0) as red_qty,
               coalesce(sum(r.amount) filter (where d.id is not null), 0) as red_amount
          from ${id(side.blue.items)} b
          left join ${reds} r on r.blue_line_id = b.id
          left join ${id(side.def.table)} d on d.id = r.doc_id and d.status = 'VERIFIED' and d.id <> ${redId ?? 0}
         where b.id in (${sql.join(
           ids.map((x) => sql`${x}`),
           sql`, `,
         )})
         group by b.id, b.qty, b.amount`,
  );
  const taken = new Map(
    rows.map((r) => [
      r.id,
      {
        Q: BigInt(r.qty),
        A: r.amount == null ? null : BigInt(r.amount),
        qty: BigInt(r.red_qty),
        amount: BigInt(r.red_amount),
      },
    ]),
  );
  return lines.map((l) => {
    const line = taken.get(l.blueLineId);
    if (!line || line.A == null || line.Q === 0n) return null;
    const q = BigInt(l.qty);
    const share = line.qty + q >= line.Q ? line.A - line.amount : divRound(line.A * q, line.Q * FEN) * FEN;
    line.qty += q;
    line.amount += share;
    return Number(share);
  });
}

/** A red's line amounts made its shares again at 复核 (written back where they moved); its total. */
async function settleShares(db: DbOrTx, side: RedInvoiceSide, redId: number): Promise<number> {
  const items = id(`${side.def.table}_items`);
  const lines = await queryRows<{ id: number; blue_line_id: number; qty: string; amount: string | null }>(
    db,
    sql`select id, blue_line_id, qty, amount from ${items} where doc_id = ${redId} order by line_no`,
  );
  const shares = await redShares(
    db,
    side,
    lines.map((l) => ({ blueLineId: l.blue_line_id, qty: Number(l.qty) })),
    redId,
  );
  let total = 0;
  for (const [index, line] of lines.entries()) {
    const share = shares[index];
    total += share ?? 0;
    if (share !== (line.amount == null ? null : Number(line.amount)))
      await db.execute(sql`update ${items} set amount = ${share} where id = ${line.id}`);
  }
  await db.execute(sql`update ${id(side.def.table)} set total_amount = ${total} where id = ${redId}`);
  return total;
}

async function blueLines(db: DbOrTx, side: RedInvoiceSide, ids: number[]): Promise<BlueLine[]> {
  if (ids.length === 0) return [];
  return queryRows<BlueLine>(
    db,
    sql`select i.id, i.doc_id, i.${id(side.item.column)} as item_id, i.price, i.${id(side.source.column)} as source_id,
               d.${id(side.party.column)} as party, d.currency_id, d.status, d.number, d.invoice_date
        from ${id(side.blue.items)} i join ${id(side.blue.table)} d on d.id = i.doc_id
        where i.id in (${sql.join(
          ids.map((x) => sql`${x}`),
          sql`, `,
        )})`,
  );
}

/** A stored red invoice's lines as the return check reads them. */
async function storedLines(db: DbOrTx, side: RedInvoiceSide, docId: number) {
  const rows = await queryRows<{ source: number | null; qty: string }>(
    db,
    sql`select ${id(side.source.column)} as source, qty from ${id(`${side.def.table}_items`)}
        where doc_id = ${docId} order by line_no`,
  );
  return rows.map((r) => ({ sourceLineId: r.source, qty: Number(r.qty) }));
}

async function lockBlue(db: DbOrTx, side: RedInvoiceSide, blueId: number): Promise<Blue> {
  const [blue] = await queryRows<Blue>(
    db,
    sql`select id, number, invoice_date, status, total_amount as total, coalesce(verified_amount, 0) as verified,
               coalesce(red_amount, 0) as red
        from ${id(side.blue.table)} where id = ${blueId} for update`,
  );
  if (!blue) fail(ResultCode.NOT_FOUND, '蓝字发票不存在');
  return blue;
}

/**
 * Gives back `need` of the blue invoice's write-offs, newest first, through the write-off's own
 * rules (so the payments' 已核销 follow): whole ones are 撤销, the last one is cut down.
 */
async function reverseWriteOffs(
  db: DbOrTx,
  request: FastifyRequest,
  registry: DocumentRegistry,
  writeOff: DocumentDef,
  invoiceId: number,
  need: number,
) {
  const doc = registry.get(writeOff.key);
  const writeOffs = await queryRows<{ id: number; version: number; amount: string }>(
    db,
    sql`select id, version, amount from ${id(writeOff.table)} where invoice_id = ${invoiceId} and status = 'NORMAL'
        order by id desc`,
  );
  let left = need;
  for (const w of writeOffs) {
    if (left <= 0) break;
    const amount = Number(w.amount);
    if (amount <= left) {
      await transitionDocument(db, request, registry, doc, {
        id: w.id,
        version: w.version,
        action: 'INVALIDATE',
      });
      left -= amount;
    } else {
      await saveDocument(db, request, registry, doc, {
        id: w.id,
        version: w.version,
        amount: amount - left,
        remark: '红字发票冲回部分核销',
      });
      left = 0;
    }
  }
}
