import {
  type AmountLinkDef,
  type DocumentDef,
  purchaseWriteOff,
  ResultCode,
  salesWriteOff,
  writeOffLinks,
} from '@tiangong/domain';
import { columnName } from '../../platform/documents/document-table.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import type { DocumentRegistry } from '../../platform/documents/registry.ts';
import { fail } from '../../platform/http/app-error.ts';

/**
 * 核销 (DESIGN §4, `writeOffDocument` in the domain): a write-off's amount is drawn on its invoice
 * (or opening balance, 期初) and on its payment by the engine's amount links — both locked (the
 * invoice first), issued (复核), of the write-off's party and one currency, never past what either
 * has open, the write-off dated on or after both; an edit gives back first, 撤销 gives it all back,
 * and each side reads 已核销 once nothing is left open. What stays here is the write-off's own
 * rule and what 自动核销 reads of the two sides.
 */

/** One side of a write-off, as 自动核销 reads it: its table and columns, and what refusals call it. */
export interface WriteOffSide {
  /** The write-off's field naming it (invoiceId, openingId, receiptId). */
  field: string;
  table: string;
  /** Its amount column, and the columns taken off it besides what is written off (已红冲). */
  total: string;
  less: readonly string[];
  /** Its date column: 自动核销 takes the oldest payment first and dates on or after both sides. */
  date: string;
  noun: string;
}

/** A write-off declaration and its sides: what is owed (invoices, opening balances) and what paid it. */
export interface WriteOffPair {
  def: DocumentDef;
  /** The party's field and column on the write-off and both sides (customerId, supplier_id). */
  partyField: string;
  party: string;
  invoices: WriteOffSide;
  openings?: WriteOffSide;
  payments: WriteOffSide;
}

/** The sides of a write-off, read from its amount links. */
export function writeOffPair(registry: DocumentRegistry, def: DocumentDef): WriteOffPair {
  const side = (key: string): WriteOffSide | undefined => {
    const link = def.amountLinks?.find((l) => l.key === key);
    return link && sideOf(registry, link);
  };
  const invoice = def.amountLinks?.find((l) => l.key === writeOffLinks.invoice);
  if (!invoice?.party) throw new Error(`${def.key} declares no write-off of an invoice`);
  return {
    def,
    partyField: invoice.party,
    party: columnName(invoice.party),
    invoices: side(writeOffLinks.invoice)!,
    openings: side(writeOffLinks.opening),
    payments: side(writeOffLinks.payment)!,
  };
}

function sideOf(registry: DocumentRegistry, link: AmountLinkDef): WriteOffSide {
  const s = link.source;
  return {
    field: link.field,
    table: registry.get(s.key).def.table,
    total: columnName(s.amount),
    less: (s.spent ?? []).map(columnName),
    date: columnName(s.date ?? 'createAt'),
    noun: s.noun,
  };
}

/** A write-off record made by 自动核销, of an invoice or (`opening`) an opening balance. */
export function writeOffRecord(
  pair: WriteOffPair,
  party: number,
  owed: { id: number; opening: boolean },
  paymentId: number,
  amount: number,
  writeDate: string,
) {
  const owedSide = owed.opening && pair.openings ? pair.openings : pair.invoices;
  return {
    writeDate,
    [pair.partyField]: party,
    [owedSide.field]: owed.id,
    [pair.payments.field]: paymentId,
    amount,
    remark: '自动核销',
  };
}

/** What both write-off declarations' drafts hold under the same names. */
interface WriteOffDraft {
  amount: number | null;
  invoiceId: number | null;
  openingId: number | null;
}

/** 核销 rules beyond its amount links: an amount above zero; an invoice or an opening balance, not both. */
function checkWriteOff(def: DocumentDef, doc: WriteOffDraft) {
  const noun = (key: string) => def.amountLinks?.find((l) => l.key === key)?.source.noun;
  if (doc.amount == null || doc.amount <= 0) fail(ResultCode.VALIDATION, '核销金额必须大于0');
  if ((doc.invoiceId == null) === (doc.openingId == null))
    fail(
      ResultCode.VALIDATION,
      `请选择${noun(writeOffLinks.invoice)}或${noun(writeOffLinks.opening)}（二选一）`,
    );
}

export const salesWriteOffHooks: DocumentHooks<typeof salesWriteOff> = {
  beforeSave: (_ctx, doc) => checkWriteOff(salesWriteOff, doc),
};
export const purchaseWriteOffHooks: DocumentHooks<typeof purchaseWriteOff> = {
  beforeSave: (_ctx, doc) => checkWriteOff(purchaseWriteOff, doc),
};

/**
 * The rules of a side written off (销售收款, 采购付款, 期初): its amount above zero (收款金额必须大于0);
 * a new one has nothing written off. Its 反审核 while written off is refused by the write-off's
 * amount link (`held`).
 */
export function writtenOffRules(
  def: DocumentDef,
  created: boolean,
  doc: { amount: number | null; verifiedAmount: number | null },
): void {
  if (doc.amount == null || doc.amount <= 0)
    fail(ResultCode.VALIDATION, `${def.fields.amount.label}必须大于0`);
  if (created) doc.verifiedAmount = 0;
}
