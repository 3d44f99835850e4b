import { defineDocument, reviewTransitions } from '../define.ts';
import { date, price, ref, text } from '../fields.ts';

/**
 * 物料价格 (SPEC /purchase-material-price, calls under /materielPrice/): a supplier's price of a
 * material from a date on, reviewed by the purchasing manager or director. The list filtered by
 * supplier and material is the price history; an order line proposes the latest approved price of
 * its supplier and material effective on the order's date.
 */
const edit = { permission: 'purchase-order-edit' } as const;

export const materialPrice = defineDocument({
  key: 'material-price',
  title: '物料价格',
  table: 'pur_material_prices',
  screen: '/purchase-material-price',
  api: { prefix: '/materielPrice', name: 'MaterielPrice' },
  fields: {
    number: text('价格单号', { max: 30, immutable: true }),
    supplierId: ref('supplier', '供应商', { required: true }),
    materielId: ref('materiel', '物料', { required: true }),
    price: price('单价（元/kg）', { required: true, permission: 'material-price' }),
    effectiveDate: date('生效日期', { required: true }),
    remark: text('备注', { max: 200, multiline: true, list: false }),
  },
  display: ['number'],
  statuses: 'material-price',
  initialStatus: 'APPROVAL_PENDING',
  draftStatuses: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED'],
  transitions: [
    ...reviewTransitions({
      to: 'APPROVAL_APPROVED',
      reviewer: { permission: 'purchase-price-review' },
      submitter: edit,
      checker: true,
    }),
  ],
  numbering: { field: 'number', prefix: 'JG', period: 'day', width: 3 },
  access: { view: 'session', edit },
  list: {
    filters: ['number', 'supplierId', 'materielId', 'effectiveDate', 'status'],
    columns: ['number', 'supplierId', 'materielId', 'price', 'effectiveDate', 'remark', 'status'],
    defaultSort: { field: 'effectiveDate', order: 'desc' },
  },
});
