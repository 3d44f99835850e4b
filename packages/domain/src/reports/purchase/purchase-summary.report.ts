import { amount, date, int, price, quantity, ref, text } from '../../documents/fields.ts';
import { purchaseApply } from '../../documents/purchase/purchase-apply.doc.ts';
import { purchaseOrder } from '../../documents/purchase/purchase-order.doc.ts';
import { purchaseReturn } from '../../documents/purchase/purchase-return.doc.ts';
import { defineReport } from '../define.ts';

/**
 * Purchasing's summaries of what came in (采购入库汇总) and what departments asked for (采购申请
 * 汇总), each drilling to the lines behind a row. Materials show as code and name, the name for
 * those who may see it (SPEC §6 material name); amounts for those who see purchase prices.
 */
const money = { permission: 'material-bill-price-amount' } as const;
const kg = (label: string) => quantity(label);
const materialColumns = {
  materielCode: text('物料编码'),
  materielName: text('物料名称', { permission: 'material-name' }),
};
const WAREHOUSE = '/purchase-warehouse-summary';
const APPLY = '/purchase-apply-summary';

const flowFields = {
  inQty: kg('入库数量（kg）'),
  inAmount: amount('入库金额（元）', money),
  returnedQty: kg('退货数量（kg）'),
  returnedAmount: amount('退货金额（元）', money),
};
const flowColumns = ['inQty', 'inAmount', 'returnedQty', 'returnedAmount'] as const;

/** 采购入库汇总 (SPEC /purchase-warehouse-summary): per supplier and material over a date range. */
export const purchaseWarehouseSummary = defineReport({
  key: 'purchase-warehouse-summary',
  title: '采购入库汇总',
  screen: WAREHOUSE,
  api: { prefix: '/purchase', name: 'PurchaseWarehouseSummary' },
  access: 'menu',
  fields: {
    bizDate: date('业务日期'),
    supplierId: ref('supplier', '供应商'),
    materielId: ref('materiel', '物料'),
    ...materialColumns,
    receipts: int('入库单数'),
    ...flowFields,
    netQty: kg('净入库数量（kg）'),
    netAmount: amount('净入库金额（元）', money),
  },
  filters: ['bizDate', 'supplierId', 'materielId'],
  columns: ['supplierId', 'materielCode', 'materielName', 'receipts', ...flowColumns, 'netQty', 'netAmount'],
  defaultSort: { field: 'netQty', order: 'desc' },
  sortable: ['materielCode', 'receipts', ...flowColumns, 'netQty', 'netAmount'],
  // Counts of documents are not added up: one document holds several materials.
  totals: [...flowColumns, 'netQty', 'netAmount'],
  drill: {
    materielCode: {
      screen: `${WAREHOUSE}/detail`,
      params: {
        supplierId: 'supplierId',
        materielId: 'materielId',
        bizDateStart: 'bizDateStart',
        bizDateEnd: 'bizDateEnd',
      },
    },
  },
  description:
    '按采购订单入库（已入库的入库单）与采购退货（已退货）汇总：入库按入库日期、退货按退货日期计入；金额按采购订单单价计算，每行汇总后四舍五入一次；净入库 = 入库 − 退货。点击物料编码查看明细。',
  descriptionWithout: {
    permission: 'material-bill-price-amount',
    text: '按采购订单入库（已入库的入库单）与采购退货（已退货）汇总：入库按入库日期、退货按退货日期计入；净入库 = 入库 − 退货。点击物料编码查看明细。',
  },
});

/** …/detail: the warehouse-in and return lines behind a row, each opening its document. */
export const purchaseWarehouseSummaryDetail = defineReport({
  key: 'purchase-warehouse-summary-detail',
  title: '采购入库汇总明细',
  screen: `${WAREHOUSE}/detail`,
  api: { prefix: '/purchase', name: 'PurchaseWarehouseSummaryDetail' },
  access: 'menu',
  fields: {
    bizDate: date('业务日期'),
    kindLabel: text('类型'),
    number: text('单号'),
    orderNumber: text('采购订单'),
    supplierId: ref('supplier', '供应商'),
    materielId: ref('materiel', '物料'),
    ...materialColumns,
    batchNo: text('批号'),
    price: price('订单单价（元/kg）', money),
    ...flowFields,
  },
  filters: ['bizDate', 'supplierId', 'materielId'],
  columns: [
    'bizDate',
    'kindLabel',
    'number',
    'orderNumber',
    'supplierId',
    'materielCode',
    'materielName',
    'batchNo',
    'price',
    ...flowColumns,
  ],
  defaultSort: { field: 'bizDate', order: 'asc' },
  sortable: ['bizDate', 'number', 'orderNumber'],
  totals: [...flowColumns],
  drill: {
    number: { screen: '/material-warehouse-in/detail', screenFrom: 'screen', params: { id: 'docId' } },
    orderNumber: {
      screen: `${purchaseOrder.screen}/detail`,
      screenFrom: 'orderScreen',
      params: { id: 'orderId' },
    },
  },
  description: `退货行的采购订单为退回货物所入的订单。点击单号打开入库单或${purchaseReturn.title}。`,
});

/** 采购申请汇总 (SPEC /purchase-apply-summary): per department and material. */
export const purchaseApplySummary = defineReport({
  key: 'purchase-apply-summary',
  title: '采购申请汇总',
  screen: APPLY,
  api: { prefix: '/purchase', name: 'PurchaseApplySummary' },
  access: 'menu',
  fields: {
    applyDate: date('申请日期'),
    department: text('申请部门'),
    materielId: ref('materiel', '物料'),
    ...materialColumns,
    applies: int('申请单数'),
    appliedQty: kg('申请数量（kg）'),
    approvedQty: kg('已批准数量（kg）'),
    orderedQty: kg('已下单数量（kg）'),
    openQty: kg('待下单数量（kg）'),
  },
  filters: ['applyDate', 'department', 'materielId'],
  columns: [
    'department',
    'materielCode',
    'materielName',
    'applies',
    'appliedQty',
    'approvedQty',
    'orderedQty',
    'openQty',
  ],
  defaultSort: { field: 'openQty', order: 'desc' },
  sortable: ['department', 'materielCode', 'applies', 'appliedQty', 'approvedQty', 'orderedQty', 'openQty'],
  totals: ['appliedQty', 'approvedQty', 'orderedQty', 'openQty'],
  drill: {
    materielCode: {
      screen: `${APPLY}/detail`,
      params: {
        department: 'department',
        materielId: 'materielId',
        applyDateStart: 'applyDateStart',
        applyDateEnd: 'applyDateEnd',
      },
    },
  },
  description:
    '作废的申请不计；申请数量含待审核和审核不通过的；已批准为审核通过（待下单、已下单、已完成）的；已下单为已下单采购订单所取的数量；待下单 = 已批准 − 已下单（已完成或已关闭的明细不计）。点击物料编码查看各申请。',
});

/** …/detail: the apply lines behind a row, each opening its apply. */
export const purchaseApplySummaryDetail = defineReport({
  key: 'purchase-apply-summary-detail',
  title: '采购申请汇总明细',
  screen: `${APPLY}/detail`,
  api: { prefix: '/purchase', name: 'PurchaseApplySummaryDetail' },
  access: 'menu',
  fields: {
    applyId: int('采购申请'),
    number: text('申请单号'),
    applyDate: date('申请日期'),
    department: text('申请部门'),
    applicant: text('申请人'),
    statusLabel: text('申请状态'),
    lineNo: int('行号'),
    materielId: ref('materiel', '物料'),
    ...materialColumns,
    appliedQty: kg('申请数量（kg）'),
    approvedQty: kg('已批准数量（kg）'),
    orderedQty: kg('已下单数量（kg）'),
    openQty: kg('待下单数量（kg）'),
  },
  filters: ['applyDate', 'department', 'materielId'],
  columns: [
    'number',
    'applyDate',
    'department',
    'applicant',
    'statusLabel',
    'lineNo',
    'materielCode',
    'materielName',
    'appliedQty',
    'approvedQty',
    'orderedQty',
    'openQty',
  ],
  defaultSort: { field: 'applyDate', order: 'asc' },
  sortable: ['number', 'applyDate', 'department'],
  totals: ['appliedQty', 'approvedQty', 'orderedQty', 'openQty'],
  drill: { number: { screen: `${purchaseApply.screen}/detail`, params: { id: 'applyId' } } },
});
