import { amount, date, enumOf, int, ref, text } from '../../documents/fields.ts';
import { purchaseOrder } from '../../documents/purchase/purchase-order.doc.ts';
import { defineReport } from '../define.ts';

/**
 * 采购审核 (SPEC /purchase-audit): everything of purchasing that waits for a review, one row each —
 * material prices, requests and returns for the purchasing manager, orders whose prices wait for
 * the manager or whose amount waits for the director, applies for the applying department's head.
 * Each row opens its record (the row names the screen: a manual order opens as one), where the
 * review is done; the list only gathers them.
 */
export const purchaseAudit = defineReport({
  key: 'purchase-audit',
  title: '采购审核',
  screen: '/purchase-audit',
  api: { prefix: '/purchase', name: 'PurchaseAudit' },
  access: 'menu',
  fields: {
    kind: enumOf('purchaseAuditKind', '待审事项'),
    reviewer: enumOf('purchaseReviewer', '审核人'),
    number: text('单号'),
    docDate: date('单据日期'),
    supplierId: ref('supplier', '供应商'),
    department: text('申请部门'),
    content: text('内容'),
    amount: amount('金额（元）', { permission: 'material-bill-price-amount' }),
    submittedBy: text('提交人'),
    waitingDays: int('已等待（天）'),
  },
  filters: ['kind', 'reviewer', 'number', 'docDate', 'supplierId'],
  columns: [
    'kind',
    'reviewer',
    'number',
    'docDate',
    'supplierId',
    'department',
    'content',
    'amount',
    'submittedBy',
    'waitingDays',
  ],
  defaultSort: { field: 'waitingDays', order: 'desc' },
  sortable: ['kind', 'number', 'docDate', 'waitingDays'],
  drill: {
    number: { screen: `${purchaseOrder.screen}/detail`, screenFrom: 'screen', params: { id: 'docId' } },
  },
  description:
    '待审核的物料价格、采购需求、采购申请、采购退货，以及价格或金额待审核的新建采购订单。已等待为自提交（最后修改）以来的天数。点击单号打开单据进行审核。',
});
