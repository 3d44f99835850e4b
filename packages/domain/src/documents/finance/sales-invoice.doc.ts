import { defineDocument } from '../define.ts';
import { amount, date, enumOf, int, percent, price, quantity, ref, text } from '../fields.ts';
import { drawsOn } from '../links.ts';
import { salesDelivery } from '../sales/sales-delivery.doc.ts';
import { billableRefusal } from './billable-refusal.ts';
import { financeReviewTransitions } from './finance-transitions.ts';

/**
 * 销售发票 (SPEC /salesInvoice, calls under /finance/): the VAT invoice finance issues for what went
 * out to a customer. Its lines draw on posted delivery lines (选单 / 下推; 已开票数量 on the delivery
 * line, never more than delivered less returned less billed), the selling price from the order;
 * 复核 issues it into the customer's receivable (未核销), receipts are written off against it
 * (已核销 once nothing is open); 反审核 takes it back while nothing is written off or red-lettered. Aging counts from its
 * 到期日. A red-letter invoice (红字发票) reverses part or all of it: 未核销 = 价税合计 − 已核销 − 已红冲.
 */
const edit = { permission: 'finance-document-edit' } as const;
const money = 'sale-bill-price-amount';

export const salesInvoice = defineDocument({
  key: 'sales-invoice',
  title: '销售发票',
  table: 'fin_sales_invoices',
  screen: '/salesInvoice',
  api: { prefix: '/finance', name: 'SalesInvoice' },
  fields: {
    number: text('开票单号', { max: 30, immutable: true }),
    invoiceDate: date('开票日期', { required: true, default: 'today', closedBy: 'ACCOUNTS' }),
    customerId: ref('customer', '客户', { required: true }),
    invoiceType: enumOf('invoiceType', '发票类型', { required: true }),
    invoiceNo: text('发票号码', { max: 30, format: 'digits' }),
    currencyId: ref('currency', '币种', { readOnly: true, help: '取所选出库单的币种' }),
    dueDate: date('到期日', { help: '账龄按到期日计算；不填则为开票日期后30天' }),
    totalAmount: amount('价税合计', { readOnly: true, permission: money }),
    verifiedAmount: amount('已核销金额', { readOnly: true, permission: money }),
    redAmount: amount('已红冲金额', { readOnly: true, permission: money, help: '由红字发票累计' }),
    openAmount: amount('未核销金额', { derived: true, permission: money }),
    // Mailed to the customer (SPEC /salesInvoice express print): filled from the customer's default
    // delivery address (or its primary contact) when left empty.
    expressId: ref('express', '快递公司', { list: false }),
    waybillNo: text('快递单号', { max: 40, list: false }),
    // The goods' own waybills (issue 35): those the store keyed on the deliveries this invoice bills.
    deliveryWaybills: text('发货运单号', { derived: true, max: 400, help: '所开出库单的运单号' }),
    receiver: text('收件人', { max: 60, list: false, help: '不填则取客户的默认收货地址或主联系人' }),
    receiverPhone: text('收件电话', { max: 30, format: 'digitsAndHyphens', list: false }),
    receiverAddress: text('收件地址', { max: 200, list: false }),
    remark: text('备注', { max: 200, multiline: true, list: false }),
    // The buyer as a 增值税专用发票 names it (the customer's own record, read when shown).
    buyerTaxNo: text('购方税号', { derived: true, list: false }),
    buyerAddress: text('购方地址电话', { derived: true, list: false }),
    buyerBank: text('购方开户行及账号', { derived: true, list: false }),
  },
  items: {
    title: '开票明细',
    fields: {
      productId: ref('product', '产品', { required: true }),
      qty: quantity('开票数量（kg）', { required: true }),
      price: price('含税单价', { readOnly: true, permission: money }),
      amount: amount('价税合计', { readOnly: true, permission: money }),
      // The VAT in the amount, at the tax rate of the delivery's sales order (kept at save).
      taxRate: percent('税率（%）', { readOnly: true, help: '取销售订单的税率' }),
      netAmount: amount('不含税金额', { readOnly: true, permission: money }),
      taxAmount: amount('税额', { readOnly: true, permission: money }),
      deliveryLineId: int('出库单行', { readOnly: true, help: '选单或下推时自动关联' }),
      redQty: quantity('已红冲数量（kg）', { readOnly: true, help: '由红字发票自动累计' }),
    },
  },
  display: ['number'],
  statuses: 'invoice',
  initialStatus: 'APPROVAL_PENDING',
  draftStatuses: ['APPROVAL_PENDING'],
  // 待复核 keeps its month of 往来 open (a month closes only when every document in it is 复核).
  pendingPosting: ['APPROVAL_PENDING'],
  transitions: financeReviewTransitions({ invalidate: { permission: 'sales-invoice-invalidate' } }),
  numbering: { field: 'number', prefix: 'KP', period: 'day', width: 3 },
  access: { view: 'session', edit },
  recordRule: { follows: 'customerId' },
  list: {
    filters: ['number', 'invoiceDate', 'customerId', 'invoiceType', 'invoiceNo', 'dueDate', 'status'],
    columns: [
      'number',
      'invoiceDate',
      'customerId',
      'invoiceType',
      'invoiceNo',
      'currencyId',
      'totalAmount',
      'verifiedAmount',
      'openAmount',
      'dueDate',
      'status',
    ],
    defaultSort: { field: 'number', order: 'desc' },
  },
  links: [
    {
      key: 'delivery-invoice',
      verb: '开票',
      source: drawsOn(salesDelivery, {
        noun: '出库单',
        qty: 'qty',
        drawn: 'invoicedQty',
        statuses: ['OUT_PUT_WAREHOUSE', 'RETURNED'],
        party: 'customerId',
        // What came back (销售退货) is not billable: 选单 offers delivered − returned − billed.
        spent: ['returnedQty'],
      }),
      line: 'deliveryLineId',
      qty: 'qty',
      counts: ['UNVERIFIED', 'VERIFIED'],
      copy: { productId: 'productId', price: 'salePrice' },
      headerCopy: { customerId: 'customerId', currencyId: 'currencyId' },
      party: 'customerId',
      // At save: a posted delivery of the customer, one currency, within what is billable.
      save: {
        required: '请从已出库的销售出库单选单',
        open: true,
        messages: {
          status: (r) => `${r.at}出库单 ${r.number} 尚未出库，不能开票`,
          open: billableRefusal('出库单', '出库'),
          mixed: () => '一张发票只能开同一币种的出库单',
        },
      },
    },
  ],
  print: {
    title: '开票通知单',
    fields: [
      'number',
      'invoiceDate',
      'customerId',
      'invoiceType',
      'invoiceNo',
      'currencyId',
      'totalAmount',
      'buyerTaxNo',
      'buyerAddress',
      'buyerBank',
      // The goods' waybills, so the customer can match the invoice to what arrived (issue 35).
      'deliveryWaybills',
      'remark',
    ],
    items: ['productId', 'qty', 'price', 'netAmount', 'taxRate', 'taxAmount', 'amount'],
    signatures: ['开票人', '复核人'],
    letterhead: true,
  },
  prints: [
    {
      title: '快递面单',
      fields: [
        'number',
        'invoiceDate',
        'customerId',
        'invoiceNo',
        'expressId',
        'waybillNo',
        'receiver',
        'receiverPhone',
        'receiverAddress',
      ],
      // The invoice goes by post: the company sends it (财务设置's sender), its number is the contents.
      waybill: {
        express: 'expressId',
        waybillNo: 'waybillNo',
        date: 'invoiceDate',
        sender: {
          declaration: 'finance-setting',
          name: 'senderName',
          contact: 'senderContact',
          phone: 'senderPhone',
          address: 'senderAddress',
        },
        receiver: 'receiver',
        receiverPhone: 'receiverPhone',
        receiverAddress: 'receiverAddress',
        contents: 'invoiceNo',
        remark: 'remark',
      },
    },
  ],
});
