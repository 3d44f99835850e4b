import type { EnumKey } from '../../enums.ts';
import type { Permission } from '../../permissions.ts';
import { type DocumentDef, defineDocument, type TypedDocumentDef } from '../define.ts';
import {
  amount,
  type DateField,
  date,
  type EnumField,
  enumOf,
  type IntField,
  int,
  price,
  quantity,
  type RefField,
  ref,
  type ScaledField,
  type TextField,
  text,
} from '../fields.ts';
import { drawsOn, type LinkSourceDef } from '../links.ts';
import type { RecordRule } from '../record-rules.ts';
import { financeReviewTransitions } from './finance-transitions.ts';

/** Red-letter reasons (both sides' enums) that give the quantity back to be billed again. */
export const quantityBackReasons: readonly string[] = ['WRONG', 'RETURN'];

/**
 * 红字发票 (issue 18 item 2), declared once for both sides: a red-letter invoice reverses lines of
 * one issued blue invoice of its party (a customer's sales invoice, a supplier's purchase invoice),
 * always naming it (number and date) and why (开票有误, 退货, 服务终止, 折让). Its lines draw on the
 * blue lines (已红冲数量: never more than the blue one still has) at the blue price; 复核 takes its
 * amount off the blue invoice's open amount — reversing the blue's write-offs, newest first, where
 * the blue was already paid — and, for reasons that take goods back (开票有误, 退货:
 * `quantityBackReasons`), gives the quantity back to the source lines' 已开票数量 (the delivery's,
 * the warehouse-in's), so goods invoiced wrongly can be invoiced again (returned goods cannot); a
 * 折让 or 服务终止 lowers the amount only, its goods stay billed (DESIGN §5a). One of reason 退货
 * names the return whose lines it reverses. The server's rules are one set too
 * (`modules/finance/red-invoice.ts`).
 */
export interface RedInvoiceSpec<P extends string, I extends string, S extends string> {
  key: string;
  title: string;
  table: string;
  screen: string;
  api: { prefix: string; name: string };
  /** The party field of the header (customerId, supplierId), the declaration it names and its label. */
  party: { field: P; target: string; label: string };
  /** The blue invoice declaration: its lines carry `redQty`, its header `redAmount`. */
  blue: DocumentDef;
  /** The line's item field (productId, materielId), as on the blue line. */
  item: { field: I; target: string; label: string };
  /** The blue line's source line (deliveryLineId, warehouseInLineId) and the source it gives back to. */
  source: {
    field: S;
    label: string;
    /** The link giving the quantity back to the source line's 已开票数量. */
    link: string;
    drawsOn: LinkSourceDef;
  };
  /** The return a red invoice of reason RETURN names. */
  returns: { target: string; label: string };
  /** The enum of reasons (its RETURN is the return's). */
  reasons: EnumKey;
  /** The line's price label (as on the blue line). */
  priceLabel: string;
  money: Permission;
  edit: Permission;
  numberPrefix: string;
  recordRule?: RecordRule;
}

export type RedInvoiceFields<P extends string> = Record<
  P | 'blueInvoiceId' | 'returnId' | 'currencyId',
  RefField
> &
  Record<'number' | 'invoiceNo' | 'remark', TextField> &
  Record<'redDate' | 'blueDate', DateField> &
  Record<'redReason', EnumField> &
  Record<'totalAmount', ScaledField>;

export type RedInvoiceLines<I extends string, S extends string> = Record<I, RefField> &
  Record<'qty' | 'price' | 'amount', ScaledField> &
  Record<'blueLineId' | S, IntField>;

export function redInvoiceDocument<const P extends string, const I extends string, const S extends string>(
  o: RedInvoiceSpec<P, I, S>,
): TypedDocumentDef<RedInvoiceFields<P>, RedInvoiceLines<I, S>, 'invoice'> {
  // The party, item and source field names are the caller's: the declaration is built untyped and
  // typed by its fields above, which are exactly the ones built here.
  return declare(o) as unknown as TypedDocumentDef<RedInvoiceFields<P>, RedInvoiceLines<I, S>, 'invoice'>;
}

function declare(o: RedInvoiceSpec<string, string, string>): DocumentDef {
  const edit = { permission: o.edit } as const;
  const ofParty = { field: o.party.field, param: o.party.field };
  const party = o.party.field;
  return defineDocument({
    key: o.key,
    title: o.title,
    table: o.table,
    screen: o.screen,
    api: o.api,
    fields: {
      number: text('红冲单号', { max: 30, immutable: true }),
      redDate: date('红冲日期', { required: true, default: 'today', closedBy: 'ACCOUNTS' }),
      [party]: ref(o.party.target, o.party.label, { required: true }),
      blueInvoiceId: ref(o.blue.key, '蓝字发票', { required: true, dependsOn: ofParty }),
      blueDate: date('蓝字发票日期', { readOnly: true }),
      redReason: enumOf(o.reasons, '红冲原因', { required: true }),
      returnId: ref(o.returns.target, o.returns.label, {
        dependsOn: ofParty,
        help: `红冲原因为${o.returns.label.replace(/单$/, '')}时必选：本单冲减该退货单的开票`,
      }),
      invoiceNo: text('红字发票号码', { max: 30, format: 'digits' }),
      currencyId: ref('currency', '币种', { readOnly: true }),
      totalAmount: amount('红冲金额', { readOnly: true, permission: o.money }),
      remark: text('备注', { max: 200, multiline: true, list: false }),
    },
    items: {
      title: '红冲明细',
      fields: {
        [o.item.field]: ref(o.item.target, o.item.label, { required: true }),
        qty: quantity('红冲数量（kg）', { required: true }),
        price: price(o.priceLabel, { readOnly: true, permission: o.money }),
        amount: amount('红冲金额', { readOnly: true, permission: o.money }),
        blueLineId: int('蓝字发票行', { readOnly: true, help: '选单或下推时自动关联' }),
        [o.source.field]: int(o.source.label, { readOnly: true, help: '随蓝字发票行带出' }),
      },
    },
    display: ['number'],
    statuses: 'invoice',
    initialStatus: 'APPROVAL_PENDING',
    draftStatuses: ['APPROVAL_PENDING'],
    // 待复核 keeps its month of 往来 open (a month closes only when every document in it is 复核).
    pendingPosting: ['APPROVAL_PENDING'],
    transitions: financeReviewTransitions({ invalidate: edit, issuedAs: 'VERIFIED' }),
    numbering: { field: 'number', prefix: o.numberPrefix, period: 'day', width: 3 },
    access: { view: 'session', edit },
    ...(o.recordRule ? { recordRule: o.recordRule } : {}),
    list: {
      filters: ['number', 'redDate', party, 'blueInvoiceId', 'redReason', 'returnId', 'status'],
      columns: [
        'number',
        'redDate',
        party,
        'blueInvoiceId',
        'blueDate',
        'redReason',
        'invoiceNo',
        'currencyId',
        'totalAmount',
        'status',
      ],
      defaultSort: { field: 'number', order: 'desc' },
    },
    links: [
      {
        key: 'invoice-red',
        verb: '红冲',
        source: drawsOn(o.blue, {
          noun: '蓝字发票',
          qty: 'qty',
          drawn: 'redQty',
          statuses: ['UNVERIFIED', 'VERIFIED'],
          party,
        }),
        line: 'blueLineId',
        qty: 'qty',
        counts: ['VERIFIED'],
        header: 'blueInvoiceId',
        copy: { [o.item.field]: o.item.field, price: 'price', [o.source.field]: o.source.field },
        headerCopy: { [party]: party, currencyId: 'currencyId' },
        party,
      },
      // …and, when it takes goods back, gives the quantity back to the source line's 已开票数量.
      {
        key: o.source.link,
        verb: '红冲',
        returns: {},
        when: { field: 'redReason', in: quantityBackReasons },
        source: o.source.drawsOn,
        line: o.source.field,
        qty: 'qty',
        counts: ['VERIFIED'],
        copy: { [o.item.field]: o.item.field },
        party,
      },
    ],
    // 复核 takes its amount off the blue's: never more than 价税合计 − 已红冲 (its write-offs are
    // reversed first where the blue was paid, red-invoice.ts), dated on or after the blue.
    amountLinks: [
      {
        key: 'invoice-red-amount',
        verb: '红冲',
        open: '还可红冲',
        source: {
          key: o.blue.key,
          noun: '蓝字发票',
          amount: 'totalAmount',
          drawn: 'redAmount',
          statuses: ['UNVERIFIED', 'VERIFIED'],
          unready: '未复核',
          party,
          date: 'invoiceDate',
          settle: { open: 'UNVERIFIED', done: 'VERIFIED' },
          held: `已有${o.title}，请先反审核${o.title}`,
        },
        field: 'blueInvoiceId',
        amount: 'totalAmount',
        counts: ['VERIFIED'],
        party,
        date: 'redDate',
      },
    ],
    print: {
      title: '红字发票通知单',
      fields: [
        'number',
        'redDate',
        party,
        'blueInvoiceId',
        'blueDate',
        'redReason',
        'invoiceNo',
        'totalAmount',
      ],
      items: [o.item.field, 'qty', 'price', 'amount'],
      signatures: ['开票人', '复核人'],
      // What it takes back prints as negatives, and it names the blue invoice it reverses.
      negative: ['totalAmount', 'qty', 'amount'],
      labels: { blueInvoiceId: '对应蓝字发票' },
      // It leaves the company like its blue invoice's 开票通知单: headed by 公司信息.
      letterhead: true,
    },
  });
}
