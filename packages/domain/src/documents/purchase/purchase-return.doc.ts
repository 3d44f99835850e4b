import { defineDocument, reviewTransitions } from '../define.ts';
import { amount, date, int, price, quantity, ref, text } from '../fields.ts';
import { materialWarehouseIn } from '../inventory/material-warehouse-in.doc.ts';
import { drawsOn } from '../links.ts';
import { purchaseOrder } from './purchase-order.doc.ts';

/**
 * 采购退货 (SPEC /purchase-return): goods of a posted warehouse-in sent back to their supplier.
 * Purchasing makes it from the warehouse-in's lines (选单 / 下推: material, batch, slot, the price
 * they came in at), the purchasing manager reviews it, and the store's 退货 takes the material out
 * of stock at its share of the value that line brought (the part completing the line the rest of
 * it, DESIGN §5a), counts it on the warehouse-in line
 * (已退货数量) and takes it back off the order line's 已验收 and 已入库, so it can be received
 * again; the order shows 已退货 until it is.
 */
const edit = { permission: 'purchase-order-edit' } as const;
const money = 'material-bill-price-amount';

export const purchaseReturn = defineDocument({
  key: 'purchase-return',
  title: '采购退货单',
  table: 'pur_returns',
  screen: '/purchase-return',
  api: { prefix: '/purchase', name: 'PurchaseReturn' },
  fields: {
    number: text('退货单号', { max: 30, immutable: true }),
    returnDate: date('退货日期', { required: true, default: 'today', closedBy: 'MATERIAL' }),
    supplierId: ref('supplier', '供应商', { required: true }),
    warehouseId: ref('warehouse', '退货仓库', { required: true }),
    totalAmount: amount('退货金额（元）', { readOnly: true, permission: money }),
    reason: text('退货原因', { max: 200, multiline: true }),
  },
  items: {
    title: '退货明细',
    fields: {
      materielId: ref('materiel', '物料', { required: true }),
      batchNo: text('批号', { max: 40, readOnly: true }),
      allocationId: ref('allocation', '货位', { readOnly: true }),
      qty: quantity('退货数量（kg）', { required: true }),
      price: price('入库单价（元/kg）', { readOnly: true, permission: money }),
      amount: amount('退货金额（元）', { readOnly: true, permission: money }),
      warehouseInLineId: int('入库单行', { readOnly: true, help: '选单或下推时自动关联' }),
      purchaseOrderLineId: int('采购订单行', { readOnly: true, help: '随入库单行带出' }),
    },
  },
  display: ['number'],
  statuses: 'purchase-return',
  initialStatus: 'APPROVAL_PENDING',
  draftStatuses: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED'],
  pendingPosting: ['APPROVAL_PENDING', 'RETURN_PENDING'],
  transitions: [
    ...reviewTransitions({
      to: 'RETURN_PENDING',
      reviewer: { permission: 'purchase-return-review' },
      submitter: edit,
    }),
    {
      action: 'DISCARD',
      label: '反审核',
      from: ['RETURN_PENDING'],
      to: 'APPROVAL_PENDING',
      allow: { permission: 'purchase-return-review' },
      unaudits: true,
    },
    {
      action: 'WAREHOUSE-RETURN',
      label: '退货',
      from: ['RETURN_PENDING'],
      to: 'RETURNED',
      allow: { permission: 'warehouse-review' },
    },
  ],
  numbering: { field: 'number', prefix: 'TH', period: 'day', width: 3 },
  access: { view: 'session', edit },
  list: {
    filters: ['number', 'returnDate', 'supplierId', 'warehouseId', 'status'],
    columns: ['number', 'returnDate', 'supplierId', 'warehouseId', 'totalAmount', 'reason', 'status'],
    defaultSort: { field: 'number', order: 'desc' },
  },
  links: [
    // 退货 draws each line on the warehouse-in line it sends back (已退货数量, never more than came in).
    {
      key: 'in-return',
      verb: '退货',
      source: drawsOn(materialWarehouseIn, {
        noun: '入库单',
        qty: 'qty',
        drawn: 'returnedQty',
        statuses: ['IN_PUT_WAREHOUSE'],
        party: 'supplierId',
      }),
      line: 'warehouseInLineId',
      qty: 'qty',
      counts: ['RETURNED'],
      copy: {
        materielId: 'materielId',
        batchNo: 'batchNo',
        allocationId: 'allocationId',
        price: 'price',
        purchaseOrderLineId: 'purchaseOrderLineId',
      },
      headerCopy: { warehouseId: 'warehouseId', supplierId: 'supplierId' },
      party: 'supplierId',
      // At save: a warehouse-in of the return's warehouse and supplier (more than came in: at 退货).
      save: {
        required: '请从已入库的入库单选单',
        compare: { warehouseId: 'warehouseId', supplierId: 'supplierId' },
        messages: {
          compare: (r) =>
            r.field === 'supplierId'
              ? `${r.at}入库单 ${r.number} 的供应商与本单不一致`
              : `${r.at}入库单 ${r.number} 不是所选${r.label}的入库单`,
        },
      },
    },
    // …and takes it back off the order line it was received on, to be received again.
    {
      key: 'order-return',
      verb: '退货',
      returns: { also: ['acceptedQty'] },
      source: drawsOn(purchaseOrder, {
        noun: '采购订单',
        qty: 'qty',
        drawn: 'inQty',
        statuses: ['IN_PUT_WAREHOUSE', 'DONE', 'RETURN'],
        rollUp: { pending: 'ORDERED', partial: 'IN_PUT_WAREHOUSE', full: 'DONE', returned: 'RETURN' },
        party: 'supplierId',
      }),
      line: 'purchaseOrderLineId',
      qty: 'qty',
      counts: ['RETURNED'],
      copy: { materielId: 'materielId' },
      party: 'supplierId',
      allowance: { percent: 500, item: 'materielId' },
    },
  ],
  print: {
    title: '采购退货单',
    fields: ['number', 'returnDate', 'supplierId', 'warehouseId', 'totalAmount', 'reason'],
    items: ['materielId', 'batchNo', 'qty', 'price', 'amount'],
    signatures: ['采购员', '采购经理', '仓管员', '供应商签收'],
    letterhead: true,
  },
});
