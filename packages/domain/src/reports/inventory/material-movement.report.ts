import { ref } from '../../documents/fields.ts';
import { materialSide, type StockSide, trustedSide } from '../../documents/inventory/stock-side.ts';
import { defineReport, type ReportDef } from '../define.ts';
import { businessDate, count, kg, period, value } from './columns.ts';
import { itemColumns, ownerColumns, ownerKeys } from './item-columns.ts';

/**
 * Summaries (汇总) and monthly summaries (月汇总) of what came in, was requisitioned and went out:
 * net of red flushes and returns, per item (and supplier for what came in, owner on an owned
 * side, which has no amounts), on any side of the warehouse.
 */
function movementSummary<I extends string, T extends string>(
  side: StockSide<I, T>,
  o: {
    key: string;
    title: string;
    screen: string;
    name: string;
    prefix: string;
    monthly: boolean;
    withSupplier: boolean;
  },
): ReportDef {
  const fields = {
    ...itemColumns(side),
    ...ownerColumns(side),
    businessDate,
    period,
    supplierId: ref('supplier', '供应商'),
    qty: kg('数量（kg）'),
    value: value('金额（元）'),
    docCount: count('单据数'),
  };
  type K = keyof typeof fields;
  const valued: K[] = side.owned ? [] : ['value'];
  const columns: K[] = [
    ...(o.monthly ? (['period'] as K[]) : []),
    'code',
    'name',
    side.type,
    ...(o.withSupplier ? (['supplierId'] as K[]) : []),
    ...ownerKeys(side),
    'warehouseId',
    'qty',
    ...valued,
    'docCount',
  ];
  return defineReport({
    key: o.key,
    title: o.title,
    screen: o.screen,
    api: { prefix: o.prefix, name: o.name },
    access: 'menu',
    fields,
    filters: [
      'businessDate',
      'warehouseId',
      ...ownerKeys(side),
      'code',
      side.type,
      ...(o.withSupplier ? (['supplierId'] as K[]) : []),
    ],
    columns,
    defaultSort: { field: o.monthly ? 'period' : 'code', order: o.monthly ? 'desc' : 'asc' },
    totals: ['qty', ...valued, 'docCount'],
  });
}

export const materialInSummary = movementSummary(materialSide, {
  key: 'material-warehouse-in-summary',
  title: '物料入库汇总',
  screen: '/material-warehouse-in-summary',
  prefix: '/warehouse',
  name: 'MaterialInGather',
  monthly: false,
  withSupplier: true,
});
export const materialInMonthly = movementSummary(materialSide, {
  key: 'material-warehouse-in-month',
  title: '物料入库月汇总',
  screen: '/material-warehouse-in-month',
  prefix: '/warehouse',
  name: 'MaterialInMonthGather',
  monthly: true,
  withSupplier: true,
});
export const materialRequisitionSummary = movementSummary(materialSide, {
  key: 'material-requisition-summary',
  title: '领料汇总',
  screen: '/material-requisition-summary',
  prefix: '/apply',
  name: 'RequisitionGather',
  monthly: false,
  withSupplier: false,
});
export const materialRequisitionMonthly = movementSummary(materialSide, {
  key: 'material-requisition-month',
  title: '领料月汇总',
  screen: '/material-requisition-month',
  prefix: '/apply',
  name: 'RequisitionMonthGather',
  monthly: true,
  withSupplier: false,
});
export const materialOutSummary = movementSummary(materialSide, {
  key: 'material-warehouse-out-summary',
  title: '物料出库汇总',
  screen: '/material-warehouse-out-summary',
  prefix: '/inventory',
  name: 'MaterialOutGather',
  monthly: false,
  withSupplier: false,
});
export const materialOutMonthly = movementSummary(materialSide, {
  key: 'material-warehouse-out-month',
  title: '物料出库月汇总',
  screen: '/material-warehouse-out-month',
  prefix: '/inventory',
  name: 'MaterialOutMonthGather',
  monthly: true,
  withSupplier: false,
});
export const trustedInSummary = movementSummary(trustedSide, {
  key: 'trusted-warehouse-in-summary',
  title: '受托入库汇总',
  screen: '/trusted-warehouse-in-summary',
  prefix: '/tmaterielStockInList',
  name: 'TrustedInGather',
  monthly: false,
  withSupplier: false,
});
export const trustedRequisitionSummary = movementSummary(trustedSide, {
  key: 'trusted-requisition-summary',
  title: '受托领料汇总',
  screen: '/trusted-requisition-summary',
  prefix: '/tmaterielStockUseList',
  name: 'TrustedRequisitionGather',
  monthly: false,
  withSupplier: false,
});

/**
 * The document whose moves each summary adds up, the side it is of, and whether it receives
 * (its moves count positive) or issues (counted positive too, as what went out).
 */
export const movementSources: Record<string, { doc: string; side: StockSide; receipt: boolean }> = {
  'material-warehouse-in-summary': { doc: 'material-warehouse-in', side: materialSide, receipt: true },
  'material-warehouse-in-month': { doc: 'material-warehouse-in', side: materialSide, receipt: true },
  'material-requisition-summary': { doc: 'material-requisition', side: materialSide, receipt: false },
  'material-requisition-month': { doc: 'material-requisition', side: materialSide, receipt: false },
  'material-warehouse-out-summary': { doc: 'material-warehouse-out', side: materialSide, receipt: false },
  'material-warehouse-out-month': { doc: 'material-warehouse-out', side: materialSide, receipt: false },
  'trusted-warehouse-in-summary': { doc: 'trusted-warehouse-in', side: trustedSide, receipt: true },
  'trusted-requisition-summary': { doc: 'trusted-requisition', side: trustedSide, receipt: false },
};
