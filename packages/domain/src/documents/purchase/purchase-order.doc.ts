import { defineDocument } from '../define.ts';
import { amount, date, enumOf, int, price, quantity, ref, text } from '../fields.ts';
import { drawsOn } from '../links.ts';
import { purchaseApply } from './purchase-apply.doc.ts';
import { purchaseRequest } from './purchase-request.doc.ts';

/**
 * 采购订单 (SPEC /purchase-order): what purchasing buys from one supplier. Lines may draw on
 * approved apply lines (several applies on one order, one apply over several suppliers) or on
 * approved purchase requests (采购需求); a 手工采购 order (SPEC /manual-purchase-order, the
 * `manualPurchaseOrder` view of this declaration) names neither — an urgent spot buy — and goes
 * through the same reviews and receipts, being the same declaration. Each line
 * proposes the supplier's latest approved price, and a price above it (or without one) waits for
 * the purchasing manager's review, bound to the line. Orders above the administrator's amount
 * also wait for the director. Acceptances and warehouse-ins draw on the lines (已验收 / 已入库),
 * rolling the order 已下单 → 已入库 → 已完成; 完结 (the chain's 整单关闭) closes what is left and
 * 重新打开 takes it back.
 */
const edit = { permission: 'purchase-order-edit' } as const;
const money = 'material-bill-price-amount';

export const purchaseOrder = defineDocument({
  key: 'purchase-order',
  title: '采购订单',
  table: 'pur_orders',
  screen: '/purchase-order',
  api: { prefix: '/purchase', name: 'PurchaseOrder' },
  fields: {
    number: text('订单号', { max: 30, immutable: true }),
    orderDate: date('下单日期', { required: true, default: 'today' }),
    supplierId: ref('supplier', '供应商', { required: true }),
    deliveryDate: date('交货日期'),
    buyer: text('采购员', { max: 40 }),
    orderType: enumOf('purchaseOrderType', '订单类型', {
      immutable: true,
      help: '不填为常规采购；急单等不经采购申请的零星采购请在「手工采购订单」中新建',
    }),
    totalAmount: amount('订单金额（元）', { readOnly: true, permission: money }),
    priceReview: enumOf('purchasePriceState', '价格审核', {
      derived: true,
      help: '明细中有高于批准价（或没有批准价）的单价时待采购经理审核',
    }),
    amountState: enumOf('purchasePriceState', '金额审核', {
      readOnly: true,
      help: '订单金额超过管理员设定的金额时，须采购总监审核',
    }),
    remark: text('备注', { max: 200, multiline: true, list: false }),
  },
  items: {
    title: '订单明细',
    fields: {
      materielId: ref('materiel', '物料', { required: true }),
      qty: quantity('数量（kg）', { required: true }),
      price: price('单价（元/kg）', {
        permission: money,
        help: '不填则按供应商的最新批准价',
        // The supplier's latest approved 物料价格 of the material, effective on the order date.
        default: {
          latest: {
            from: 'material-price',
            field: 'price',
            match: { supplierId: 'supplierId', materielId: 'materielId' },
            on: { field: 'effectiveDate', date: 'orderDate' },
            statuses: ['APPROVAL_APPROVED'],
            hint: '已按核准物料价格',
          },
        },
      }),
      amount: amount('金额（元）', { readOnly: true, permission: money }),
      approvedPrice: price('批准价（元/kg）', { readOnly: true, permission: money }),
      priceState: enumOf('purchasePriceState', '价格状态', { readOnly: true }),
      applyLineId: int('采购申请行', { readOnly: true, help: '选单时自动关联' }),
      requestLineId: int('采购需求行', { readOnly: true, help: '由采购需求下推或选单时自动关联' }),
      remark: text('备注', { max: 200, help: '由采购需求下推时带出需求的品名' }),
      acceptedQty: quantity('已验收数量（kg）', { readOnly: true, help: '由验收单自动累计' }),
      inQty: quantity('已入库数量（kg）', { readOnly: true, help: '由入库单自动累计' }),
    },
  },
  display: ['number'],
  statuses: 'purchase-order',
  initialStatus: 'NEW',
  draftStatuses: ['NEW'],
  transitions: [
    { action: 'ORDER-PLACE', label: '下单', from: ['NEW'], to: 'ORDERED', allow: edit, audits: true },
    { action: 'DISCARD', label: '反审核', from: ['ORDERED'], to: 'NEW', allow: edit, unaudits: true },
    { action: 'INVALIDATE', label: '作废', from: ['NEW'], to: 'DISCARDED', allow: edit },
  ],
  numbering: { field: 'number', prefix: 'CG', period: 'day', width: 3 },
  access: { view: 'session', edit },
  closing: { close: '完结', reopen: '重新打开' },
  list: {
    filters: [
      'number',
      'orderDate',
      'supplierId',
      'buyer',
      'orderType',
      'priceReview',
      'amountState',
      'status',
    ],
    columns: [
      'number',
      'orderDate',
      'supplierId',
      'deliveryDate',
      'buyer',
      'orderType',
      'totalAmount',
      'priceReview',
      'amountState',
      'status',
    ],
    defaultSort: { field: 'number', order: 'desc' },
  },
  // 下单 draws each line on its apply line (已下单数量); 反审核 gives it back.
  links: [
    {
      key: 'apply-order',
      verb: '下单',
      source: drawsOn(purchaseApply, {
        noun: '采购申请',
        qty: 'qty',
        drawn: 'orderedQty',
        statuses: ['ORDER_PENDING'],
        rollUp: { pending: 'ORDER_PENDING', full: 'ORDERED' },
      }),
      line: 'applyLineId',
      qty: 'qty',
      counts: ['ORDERED', 'IN_PUT_WAREHOUSE', 'RETURN', 'DONE'],
      copy: { materielId: 'materielId' },
    },
    // …or on an approved request's line; a line of an item not yet in the master data brings its
    // name (备注) and gets its material here.
    {
      key: 'request-order',
      verb: '下单',
      source: drawsOn(purchaseRequest, {
        noun: '采购需求',
        qty: 'qty',
        drawn: 'orderedQty',
        statuses: ['APPROVED'],
      }),
      line: 'requestLineId',
      qty: 'qty',
      counts: ['ORDERED', 'IN_PUT_WAREHOUSE', 'RETURN', 'DONE'],
      copy: { materielId: 'materielId', remark: 'itemName' },
    },
  ],
  print: {
    title: '采购订单',
    fields: ['number', 'orderDate', 'supplierId', 'deliveryDate', 'buyer', 'totalAmount', 'remark'],
    items: ['materielId', 'qty', 'price', 'amount'],
    signatures: ['采购员', '采购经理', '供应商确认'],
    letterhead: true,
  },
});
