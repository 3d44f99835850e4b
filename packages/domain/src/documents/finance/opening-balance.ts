import type { Permission } from '../../permissions.ts';
import { type DocumentDef, defineDocument, type TypedDocumentDef } from '../define.ts';
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
import { financeReviewTransitions } from './finance-transitions.ts';

/**
 * 期初应收 / 期初应付 (issue 18 items 4 and 5): what a party owed (or was owed) on the day the system
 * went live, per party and currency, with its due date — one declaration factory for both sides.
 * Imported from Excel with the engine's own template and import (all or nothing), reviewed (复核)
 * by finance, then counted in the receivable (payable) and its aging like an invoice and written
 * off by receipts (payments) through the write-off pair (`write-off.ts`), its 已核销 / 未核销 kept
 * the same way. 反审核 is refused once anything is written off.
 */
export interface OpeningBalanceOptions<P extends string> {
  key: string;
  title: string;
  table: string;
  screen: string;
  api: { prefix: string; name: string };
  /** The party field (`customerId`, `supplierId`), the declaration it names and its label. */
  party: { field: P; target: string; label: string };
  /** The permission that shows amounts of this side (SPEC §6). */
  money: Permission;
  numberPrefix: string;
}

const edit = { permission: 'finance-document-edit' } as const;

/** The fields of an opening balance whose party field is `P`. */
export type OpeningFields<P extends string> = Record<P | 'currencyId', RefField> &
  Record<'number' | 'remark', TextField> &
  Record<'openDate' | 'dueDate', DateField> &
  Record<'amount' | 'verifiedAmount' | 'openAmount', ScaledField>;

export function openingBalance<P extends string>(
  o: OpeningBalanceOptions<P>,
): TypedDocumentDef<OpeningFields<P>, Record<never, never>, 'invoice'> {
  // The party field's name is the caller's (customerId / supplierId): the declaration is built
  // untyped and typed by its fields above, which are exactly the ones built here.
  return declare(o) as TypedDocumentDef<OpeningFields<P>, Record<never, never>, 'invoice'>;
}

function declare(o: OpeningBalanceOptions<string>): DocumentDef {
  const fields = {
    number: text('期初单号', { max: 30, immutable: true }),
    openDate: date('期初日期', { required: true, closedBy: 'ACCOUNTS', help: '系统启用日期：余额截至此日' }),
    [o.party.field]: ref(o.party.target, o.party.label, { required: true }),
    currencyId: ref('currency', '币种', { required: true }),
    amount: amount('期初金额', { required: true, decimals: 2, permission: o.money }),
    dueDate: date('到期日', { help: '账龄按到期日计算；不填为期初日期' }),
    verifiedAmount: amount('已核销金额', { readOnly: true, permission: o.money }),
    openAmount: amount('未核销金额', { derived: true, permission: o.money }),
    remark: text('备注', { max: 200 }),
  };
  const party = o.party.field;
  return defineDocument({
    key: o.key,
    title: o.title,
    table: o.table,
    screen: o.screen,
    api: o.api,
    fields,
    display: ['number'],
    statuses: 'invoice',
    initialStatus: 'APPROVAL_PENDING',
    // 待复核 keeps its month of the 往来 book open (month close).
    pendingPosting: ['APPROVAL_PENDING'],
    draftStatuses: ['APPROVAL_PENDING'],
    transitions: financeReviewTransitions({ invalidate: edit }),
    numbering: { field: 'number', prefix: o.numberPrefix, period: 'day', width: 3 },
    access: { view: 'session', edit },
    recordRule: { follows: party },
    importable: true,
    list: {
      filters: ['number', 'openDate', party, 'currencyId', 'dueDate', 'status'],
      columns: [
        'number',
        'openDate',
        party,
        'currencyId',
        'amount',
        'dueDate',
        'verifiedAmount',
        'openAmount',
        'remark',
        'status',
      ],
      defaultSort: { field: 'number', order: 'desc' },
    },
  });
}

/** 期初应收 (/sales-opening-balance): a customer's receivable on the go-live date. */
export const salesOpeningBalance = openingBalance({
  key: 'sales-opening-balance',
  title: '期初应收',
  table: 'fin_sales_openings',
  screen: '/sales-opening-balance',
  api: { prefix: '/finance', name: 'SalesOpeningBalance' },
  party: { field: 'customerId', target: 'customer', label: '客户' },
  money: 'sale-bill-price-amount',
  numberPrefix: 'QCYS',
});

/**
 * 期初应付 (/purchase-opening-balance): what the company owed a supplier on the go-live date; its
 * amounts are seen by those who see purchase invoices' (material-bill-price-amount).
 */
export const purchaseOpeningBalance = openingBalance({
  key: 'purchase-opening-balance',
  title: '期初应付',
  table: 'fin_purchase_openings',
  screen: '/purchase-opening-balance',
  api: { prefix: '/purchaseInvoice', name: 'PurchaseOpeningBalance' },
  party: { field: 'supplierId', target: 'supplier', label: '供应商' },
  money: 'material-bill-price-amount',
  numberPrefix: 'QCYF',
});
