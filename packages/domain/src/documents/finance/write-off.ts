import type { Permission } from '../../permissions.ts';
import { type AmountLinkDef, type AmountSourceDef, drawsAmountOn } from '../amount-links.ts';
import type { DocumentDef, Fields, TypedDocumentDef } from '../define.ts';
import {
  amount,
  type DateField,
  date,
  type RefField,
  ref,
  type ScaledField,
  type TextField,
  text,
} from '../fields.ts';
import type { RecordRule } from '../record-rules.ts';

/**
 * 核销 (issue 18 item 4), declared once for both sides: a payment (a customer's receipt, or a
 * payment to a supplier) applied to an invoice of the same party and currency, by hand or
 * oldest-first (自动核销). Saving it moves both sides' 已核销金额 (an edit moves them by the
 * difference); neither side may go past its amount; 撤销 restores both exactly. An invoice or
 * payment with nothing left open reads 已核销. The server's rules are one set too
 * (`modules/finance/write-off.ts`, a `WriteOffPair` per side). Where the side has opening balances
 * (期初应收), a write-off names either an invoice or an opening balance (`opening`), never both.
 * Dated in the 往来 book: nothing is written off or reversed in a closed month.
 */
export type WriteOffFields<P extends string, R extends string, O extends string = never> = {
  number: TextField;
  writeDate: DateField;
  invoiceId: RefField;
  amount: ScaledField;
  remark: TextField;
} & Record<P, RefField> &
  Record<R, RefField> &
  Record<O, RefField>;

interface Named<K extends string> {
  /** Field of the write-off (its column: customer_id, receipt_id …). */
  field: K;
  /** Declaration key it references. */
  target: string;
  label: string;
  /** The open amount the write-off draws on (`drawsAmountOn` the referenced declaration). */
  draws: AmountSourceDef;
}

/**
 * What a write-off draws on: the open amount of an issued (复核) invoice, opening balance or
 * payment — its amount less what is written off (and red-lettered, `spent`), its 未核销金额
 * (`openAmount`, derived by the engine from this link) — whose status reads 已核销 once nothing is
 * left open, and which is not taken back while anything is written off.
 */
export function writtenOff<
  D extends {
    key: string;
    fields: Fields & Record<'verifiedAmount' | 'openAmount', ScaledField>;
    statuses: 'invoice' | 'sales-receipt' | 'purchase-payment';
  },
>(
  source: D,
  spec: {
    noun: string;
    amount: keyof D['fields'] & string;
    party: keyof D['fields'] & string;
    date: keyof D['fields'] & string;
    spent?: readonly (keyof D['fields'] & string)[];
  },
): AmountSourceDef {
  // Every catalogue named in D has 未核销 / 已核销: the checked status names of `drawsAmountOn` in a
  // generic function are these two.
  return {
    ...drawsAmountOn(source, {
      ...spec,
      drawn: 'verifiedAmount',
      open: 'openAmount',
      statuses: [],
      unready: '未复核',
    }),
    statuses: ['UNVERIFIED', 'VERIFIED'],
    settle: { open: 'UNVERIFIED', done: 'VERIFIED' },
    held: '已有核销，请先撤销核销再反审核',
  };
}

/** The links of a write-off, by what they draw on (write-offs of the server find them so). */
export const writeOffLinks = {
  invoice: 'writeoff-invoice',
  opening: 'writeoff-opening',
  payment: 'writeoff-payment',
};

export function writeOffDocument<
  const P extends string,
  const R extends string,
  const O extends string = never,
>(spec: {
  key: string;
  title: string;
  table: string;
  screen: string;
  api: { prefix: string; name: string };
  /** The party both sides must be of (客户 / 供应商). */
  party: Omit<Named<P>, 'draws'>;
  invoice: Omit<Named<'invoiceId'>, 'field'>;
  payment: Named<R>;
  /** Opening balances (期初) written off like invoices: the field naming one instead of an invoice. */
  opening?: Named<O>;
  /** Who sees the amount. */
  money: Permission;
  edit: Permission;
  numberPrefix: string;
  recordRule?: RecordRule;
}): TypedDocumentDef<WriteOffFields<P, R, O>, Record<never, never>, 'write-off', 'INVALIDATE'> {
  const edit = { permission: spec.edit } as const;
  const ofParty = { field: spec.party.field, param: spec.party.field };
  const opening = spec.opening;
  // The invoice (or 期初) first, then the payment: the order the engine locks them in, as 自动核销 does.
  const link = (key: string, field: string, draws: AmountSourceDef): AmountLinkDef => ({
    key,
    verb: '核销',
    open: '未核销',
    source: draws,
    field,
    amount: 'amount',
    counts: ['NORMAL'],
    party: spec.party.field,
    date: 'writeDate',
    compare: ['currencyId'],
  });
  const amountLinks = [
    link(writeOffLinks.invoice, 'invoiceId', spec.invoice.draws),
    ...(opening ? [link(writeOffLinks.opening, opening.field, opening.draws)] : []),
    link(writeOffLinks.payment, spec.payment.field, spec.payment.draws),
  ];
  const fields: WriteOffFields<P, R, O> = {
    number: text('核销单号', { max: 30, immutable: true }),
    writeDate: date('核销日期', { required: true, default: 'today', closedBy: 'ACCOUNTS' }),
    [spec.party.field]: ref(spec.party.target, spec.party.label, { required: true }),
    invoiceId: opening
      ? ref(spec.invoice.target, spec.invoice.label, {
          dependsOn: ofParty,
          help: `${spec.invoice.label}与${opening.label}选其一`,
        })
      : ref(spec.invoice.target, spec.invoice.label, { required: true, dependsOn: ofParty }),
    ...(opening ? { [opening.field]: ref(opening.target, opening.label, { dependsOn: ofParty }) } : {}),
    [spec.payment.field]: ref(spec.payment.target, spec.payment.label, {
      required: true,
      dependsOn: ofParty,
    }),
    amount: amount('核销金额', { required: true, decimals: 2, permission: spec.money }),
    remark: text('备注', { max: 200 }),
  } as WriteOffFields<P, R, O>; // computed keys widen to string: the spec names them P, R and O
  const names = [
    'number',
    'writeDate',
    spec.party.field,
    'invoiceId',
    ...(opening ? [opening.field] : []),
    spec.payment.field,
  ];
  const def: DocumentDef = {
    key: spec.key,
    title: spec.title,
    table: spec.table,
    screen: spec.screen,
    api: spec.api,
    fields,
    display: ['number'],
    statuses: 'write-off',
    initialStatus: 'NORMAL',
    draftStatuses: ['NORMAL'],
    transitions: [{ action: 'INVALIDATE', label: '撤销', from: ['NORMAL'], to: 'DISCARDED', allow: edit }],
    numbering: { field: 'number', prefix: spec.numberPrefix, period: 'day', width: 3 },
    access: { view: 'session', edit },
    amountLinks,
    ...(spec.recordRule ? { recordRule: spec.recordRule } : {}),
    list: {
      filters: [...names, 'status'],
      columns: [...names, 'amount', 'remark', 'status'],
      defaultSort: { field: 'number', order: 'desc' },
    },
  };
  // What defineDocument does, for keys the compiler cannot check while they are parameters: the
  // computed fields are the record type's P, R and O, the rest is written out above.
  return def as TypedDocumentDef<WriteOffFields<P, R, O>, Record<never, never>, 'write-off', 'INVALIDATE'>;
}
