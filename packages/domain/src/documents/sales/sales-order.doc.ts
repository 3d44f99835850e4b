import { customerQuotation } from '../crm/customer-documents.doc.ts';
import { defineDocument, reviewTransitions } from '../define.ts';
import { amount, date, enumOf, int, percent, price, quantity, rate, ref, text } from '../fields.ts';
import { drawsOn } from '../links.ts';
import { customerCurrency, defaultAddress } from './customer-defaults.ts';

/**
 * 销售订单 (SPEC /salesOrder, calls under /order/): what one customer orders, in one currency at the
 * order date's exchange and tax rate (kept on the order, so a later rate does not move it). Each
 * line proposes the customer's approved price, else the base price; a line below the base price
 * without an approval waits for the sales director's review (审核), bound to the line — an edit of
 * its product, price, quantity or the order's currency sends it back. 确认 (or the director's
 * 审核) reserves the product stock of the shipping warehouse (FEFO, as much as there is);
 * deliveries draw on the lines (已发货), rolling the order 待发货 → 已出库 → 已完成, and a return
 * takes its quantity back (已退货). 完结 is the chain's 整单关闭 (or 关闭行): what is left is
 * closed, the order rolls to 已完成 and its reservations are released; 重新打开 holds them again.
 */
const edit = { permission: 'sales-order-edit' } as const;
const money = 'sale-bill-price-amount';

export const salesOrder = defineDocument({
  key: 'sales-order',
  title: '销售订单',
  table: 'sal_orders',
  screen: '/salesOrder',
  api: { prefix: '/order', name: 'SalesOrder' },
  fields: {
    number: text('订单号', { max: 30, immutable: true }),
    orderDate: date('下单日期', { required: true, default: 'today' }),
    customerId: ref('customer', '客户', { required: true }),
    contactId: ref('customer-contact', '联系人', { dependsOn: { field: 'customerId', param: 'customerId' } }),
    addressId: ref('customer-address', '收货地址', {
      dependsOn: { field: 'customerId', param: 'customerId' },
      list: false,
      default: defaultAddress('id'),
    }),
    salerId: ref('staff', '业务员', { readOnly: true, help: '保存时取客户的业务员' }),
    warehouseId: ref('warehouse', '发货仓库', { required: true }),
    deliveryDate: date('交货日期', { required: true, help: '承诺客户的交货日期，发货延期天数由此计算' }),
    currencyId: customerCurrency,
    exchangeRate: rate('汇率', {
      readOnly: true,
      help: '下单日期所在月份的汇率，保存时带出，之后不随汇率变化',
    }),
    taxRate: percent('税率（%）', { readOnly: true, help: '下单日期所在月份的税率' }),
    totalAmount: amount('订单金额（含税）', { readOnly: true, permission: money }),
    totalNoTax: amount('不含税金额', { readOnly: true, permission: money, list: false }),
    totalCny: amount('折人民币（元）', { readOnly: true, permission: money }),
    priceReview: enumOf('purchasePriceState', '价格审核', {
      derived: true,
      help: '明细单价低于基准价且没有批准价时，须销售总监审核',
    }),
    creditState: enumOf('creditState', '信用审核', {
      readOnly: true,
      help: '应收 + 已出库未开票 + 本单超出客户信用额度时须销售总监或财务信用审核；修改金额后须重新审核',
    }),
    // The list's filter (剩余大于0 / 剩余等于0); the detail shows the quantity itself.
    remaining: enumOf('orderRemaining', '剩余数量', {
      derived: true,
      filterOnly: true,
      help: '未发货且未关闭的数量是否大于0',
    }),
    remainingQty: quantity('剩余数量（kg）', {
      derived: true,
      list: false,
      help: '未关闭明细的订单数量减已发货数量之和',
    }),
    productionState: enumOf('productionConfirm', '生产确认', {
      readOnly: true,
      help: '订单确认后待生产确认；生产按交货日期和缺货数量安排生产后确认',
    }),
    productionConfirmedBy: text('生产确认人', { max: 40, readOnly: true, list: false }),
    productionConfirmDate: date('生产确认日期', { readOnly: true, list: false }),
    remark: text('备注', { max: 200, multiline: true, list: false }),
  },
  items: {
    title: '订单明细',
    fields: {
      // Each product's stock in the shipping warehouse while the line is keyed.
      productId: ref('product', '产品', {
        required: true,
        stock: { side: 'product', warehouse: 'warehouseId' },
      }),
      qty: quantity('数量（kg）', { required: true }),
      price: price('含税单价', {
        permission: money,
        help: '不填则按客户的批准价，没有批准价按基准价',
      }),
      amount: amount('含税金额', { readOnly: true, permission: money }),
      basePrice: price('基准价', { readOnly: true, permission: money }),
      approvedPrice: price('批准价', { readOnly: true, permission: money }),
      priceState: enumOf('purchasePriceState', '价格状态', { readOnly: true }),
      quotationLineId: int('报价单行', { readOnly: true, help: '从报价单下推时自动关联' }),
      deliveredQty: quantity('已发货数量（kg）', { readOnly: true, help: '由销售出库单自动累计，退货冲减' }),
    },
  },
  display: ['number'],
  statuses: 'sales-order',
  initialStatus: 'APPROVAL_PENDING',
  draftStatuses: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED'],
  transitions: [
    {
      action: 'CONFIRM',
      label: '确认',
      from: ['APPROVAL_PENDING'],
      to: 'DELIVERY_PENDING',
      allow: edit,
      audits: true,
    },
    ...reviewTransitions({
      to: 'DELIVERY_PENDING',
      reviewer: { permission: 'sales-price-review' },
      submitter: edit,
      label: '价格审核',
    }),
    {
      action: 'DISCARD',
      label: '反审核',
      from: ['DELIVERY_PENDING'],
      to: 'APPROVAL_PENDING',
      allow: edit,
      unaudits: true,
    },
    {
      action: 'CANCEL',
      label: '取消订单',
      from: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED', 'DELIVERY_PENDING'],
      to: 'DISCARDED',
      allow: edit,
    },
  ],
  numbering: { field: 'number', prefix: 'XS', period: 'day', width: 3 },
  // Everyone reads orders (production plans by them, the store ships them); prices only those
  // with 查看销售单据价格金额, and salespeople only their customers' (the record rule).
  access: { view: 'session', edit },
  recordRule: { follows: 'customerId' },
  list: {
    filters: [
      'number',
      'orderDate',
      'customerId',
      'salerId',
      'warehouseId',
      'deliveryDate',
      'currencyId',
      'priceReview',
      'remaining',
      'productionState',
      'status',
    ],
    columns: [
      'number',
      'orderDate',
      'customerId',
      'salerId',
      'deliveryDate',
      'currencyId',
      'totalAmount',
      'totalCny',
      'priceReview',
      'productionState',
      'status',
    ],
    defaultSort: { field: 'number', order: 'desc' },
  },
  links: [
    // 确认 draws each line on the quotation line it came from (下推 from a quotation).
    {
      key: 'quotation-order',
      verb: '下单',
      source: drawsOn(customerQuotation, {
        noun: '报价单',
        qty: 'qty',
        drawn: 'orderedQty',
        statuses: ['NEW'],
        party: 'customerId',
      }),
      line: 'quotationLineId',
      qty: 'qty',
      counts: ['DELIVERY_PENDING', 'OUT_PUT_WAREHOUSE', 'RETURN', 'DONE'],
      copy: { productId: 'productId', price: 'price' },
      headerCopy: { customerId: 'customerId', contactId: 'contactId' },
      party: 'customerId',
      // A quotation's quantity is indicative: an order may take up to ten times it.
      allowance: { percent: 100_000 },
    },
  ],
  print: {
    title: '销售订单',
    fields: [
      'number',
      'orderDate',
      'customerId',
      'contactId',
      'addressId',
      'salerId',
      'deliveryDate',
      'currencyId',
      'taxRate',
      'totalAmount',
      'remark',
    ],
    items: ['productId', 'qty', 'price', 'amount'],
    signatures: ['业务员', '销售总监', '客户确认'],
    letterhead: true,
  },
});
