import { defineDocument } from '../define.ts';
import { amount, date, enumOf, int, price, quantity, ref, text } from '../fields.ts';
import { materialWarehouseIn } from '../inventory/material-warehouse-in.doc.ts';
import { drawsOn } from '../links.ts';
import { billableRefusal } from './billable-refusal.ts';
import { financeReviewTransitions } from './finance-transitions.ts';

/**
 * 采购发票 (SPEC /purchaseInvoice, calls under /purchaseInvoice/; issue 18 item 3): the supplier's
 * VAT invoice for what came in. Its lines draw on posted material warehouse-in lines (选单 / 下推;
 * 已开票数量 on the warehouse-in line) — the three-way match: never more than received less
 * returned (采购退货). The order price comes from the warehouse-in line; the invoice price is the
 * supplier's, and a line differing from the order price by more than 采购设置's 发票价差容差 waits
 * for the purchasing manager or director (价差状态, bound to price, quantity and material). Purchasing
 * keys it and may 作废; finance 复核 it into the supplier's payable (未核销), payments are written
 * off against it (已核销 once nothing is open); 反审核 while nothing is written off or red-lettered.
 * A red-letter purchase invoice (红字采购发票) reverses part or all of it: 未核销 = 价税合计 − 已核销 −
 * 已红冲. Aging counts from its 到期日. Purchasing's /invoice is a view of this declaration.
 */
const edit = { permission: 'purchase-finance-edit' } as const;
const money = 'material-bill-price-amount';

export const purchaseInvoice = defineDocument({
  key: 'purchase-invoice',
  title: '采购发票',
  table: 'fin_purchase_invoices',
  screen: '/purchaseInvoice',
  api: { prefix: '/purchaseInvoice', name: 'PurchaseInvoice' },
  fields: {
    number: text('发票单号', { max: 30, immutable: true }),
    invoiceDate: date('开票日期', { required: true, default: 'today', closedBy: 'ACCOUNTS' }),
    supplierId: ref('supplier', '供应商', { required: true }),
    invoiceType: enumOf('invoiceType', '发票类型', { required: true }),
    invoiceNo: text('发票号码', { max: 30, format: 'digits' }),
    currencyId: ref('currency', '币种', { readOnly: true, help: '取供应商的币种' }),
    dueDate: date('到期日', { help: '账龄按到期日计算；不填则按供应商账期（没有则30天）' }),
    totalAmount: amount('价税合计', { readOnly: true, permission: money }),
    verifiedAmount: amount('已核销金额', { readOnly: true, permission: money }),
    redAmount: amount('已红冲金额', { readOnly: true, permission: money, help: '由红字采购发票累计' }),
    openAmount: amount('未核销金额', { derived: true, permission: money }),
    priceReview: enumOf('purchasePriceState', '价差审核', {
      derived: true,
      help: '有明细的发票单价与订单单价之差超过采购设置的容差时，待采购经理审核',
    }),
    remark: text('备注', { max: 200, multiline: true, list: false }),
  },
  items: {
    title: '开票明细',
    fields: {
      materielId: ref('materiel', '物料', { required: true }),
      qty: quantity('开票数量（kg）', { required: true }),
      orderPrice: price('订单单价', { readOnly: true, permission: money, help: '取入库单行的单价' }),
      price: price('发票单价', { permission: money, help: '供应商发票上的含税单价；不填为订单单价' }),
      amount: amount('价税合计', { readOnly: true, permission: money }),
      priceState: enumOf('purchasePriceState', '价差状态', { readOnly: true }),
      warehouseInLineId: int('入库单行', { readOnly: true, help: '选单或下推时自动关联' }),
      redQty: quantity('已红冲数量（kg）', { readOnly: true, help: '由红字采购发票自动累计' }),
    },
  },
  display: ['number'],
  statuses: 'invoice',
  initialStatus: 'APPROVAL_PENDING',
  // 待复核 keeps its month of the 往来 book open (month close).
  pendingPosting: ['APPROVAL_PENDING'],
  draftStatuses: ['APPROVAL_PENDING'],
  transitions: financeReviewTransitions({ invalidate: { permission: 'purchase-invoice-invalidate' } }),
  numbering: { field: 'number', prefix: 'CF', period: 'day', width: 3 },
  access: { view: 'session', edit },
  list: {
    filters: [
      'number',
      'invoiceDate',
      'supplierId',
      'invoiceType',
      'invoiceNo',
      'dueDate',
      'priceReview',
      'status',
    ],
    columns: [
      'number',
      'invoiceDate',
      'supplierId',
      'invoiceNo',
      'currencyId',
      'totalAmount',
      'verifiedAmount',
      'openAmount',
      'dueDate',
      'priceReview',
      'status',
    ],
    defaultSort: { field: 'number', order: 'desc' },
  },
  links: [
    {
      key: 'in-invoice',
      verb: '开票',
      source: drawsOn(materialWarehouseIn, {
        noun: '入库单',
        qty: 'qty',
        drawn: 'invoicedQty',
        statuses: ['IN_PUT_WAREHOUSE'],
        party: 'supplierId',
        // What went back (采购退货) is not billable: 选单 offers received − returned − billed.
        spent: ['returnedQty'],
      }),
      line: 'warehouseInLineId',
      qty: 'qty',
      counts: ['UNVERIFIED', 'VERIFIED'],
      copy: { materielId: 'materielId', orderPrice: 'price', price: 'price' },
      headerCopy: { supplierId: 'supplierId' },
      party: 'supplierId',
      // The three-way match at save: a posted warehouse-in of the supplier, within what is billable.
      save: {
        required: '请从已入库的物料入库单选单',
        open: true,
        messages: {
          status: (r) => `${r.at}入库单 ${r.number} 不是已入库的入库单，不能开票`,
          open: billableRefusal('入库单', '入库'),
        },
      },
    },
  ],
  print: {
    title: '采购发票',
    fields: [
      'number',
      'invoiceDate',
      'supplierId',
      'invoiceNo',
      'currencyId',
      'totalAmount',
      'dueDate',
      'remark',
    ],
    items: ['materielId', 'qty', 'orderPrice', 'price', 'amount'],
    signatures: ['采购员', '复核人'],
  },
});
