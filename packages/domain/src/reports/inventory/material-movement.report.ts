import { ref } from '../../documents/fields.ts';
import { defineReport, type ReportDef } from '../define.ts';
import { businessDate, count, kg, materialColumns, period, value } from './columns.ts';

/**
 * Summaries (汇总) and monthly summaries (月汇总) of what came in, was requisitioned and went out:
 * net of red flushes and returns, per material (and supplier for what came in).
 */
function movementSummary(o: {
  key: string;
  title: string;
  screen: string;
  name: string;
  prefix: string;
  monthly: boolean;
  withSupplier: boolean;
}): ReportDef {
  const fields = {
    ...materialColumns,
    businessDate,
    period,
    supplierId: ref('supplier', '供应商'),
    qty: kg('数量（kg）'),
    value: value('金额（元）'),
    docCount: count('单据数'),
  };
  type K = keyof typeof fields;
  const columns: K[] = [
    ...(o.monthly ? (['period'] as K[]) : []),
    'code',
    'name',
    'materielTypeId',
    ...(o.withSupplier ? (['supplierId'] as K[]) : []),
    'warehouseId',
    'qty',
    'value',
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
      'code',
      'materielTypeId',
      ...(o.withSupplier ? (['supplierId'] as K[]) : []),
    ],
    columns,
    defaultSort: { field: o.monthly ? 'period' : 'code', order: o.monthly ? 'desc' : 'asc' },
    totals: ['qty', 'value', 'docCount'],
  });
}

export const materialInSummary = movementSummary({
  key: 'material-warehouse-in-summary',
  title: '物料入库汇总',
  screen: '/material-warehouse-in-summary',
  prefix: '/warehouse',
  name: 'MaterialInGather',
  monthly: false,
  withSupplier: true,
});
export const materialInMonthly = movementSummary({
  key: 'material-warehouse-in-month',
  title: '物料入库月汇总',
  screen: '/material-warehouse-in-month',
  prefix: '/warehouse',
  name: 'MaterialInMonthGather',
  monthly: true,
  withSupplier: true,
});
export const materialRequisitionSummary = movementSummary({
  key: 'material-requisition-summary',
  title: '领料汇总',
  screen: '/material-requisition-summary',
  prefix: '/apply',
  name: 'RequisitionGather',
  monthly: false,
  withSupplier: false,
});
export const materialRequisitionMonthly = movementSummary({
  key: 'material-requisition-month',
  title: '领料月汇总',
  screen: '/material-requisition-month',
  prefix: '/apply',
  name: 'RequisitionMonthGather',
  monthly: true,
  withSupplier: false,
});
export const materialOutSummary = movementSummary({
  key: 'material-warehouse-out-summary',
  title: '物料出库汇总',
  screen: '/material-warehouse-out-summary',
  prefix: '/inventory',
  name: 'MaterialOutGather',
  monthly: false,
  withSupplier: false,
});
export const materialOutMonthly = movementSummary({
  key: 'material-warehouse-out-month',
  title: '物料出库月汇总',
  screen: '/material-warehouse-out-month',
  prefix: '/inventory',
  name: 'MaterialOutMonthGather',
  monthly: true,
  withSupplier: false,
});

/** The document whose moves each summary adds up. */
export const movementSources: Record<string, string> = {
  'material-warehouse-in-summary': 'material-warehouse-in',
  'material-warehouse-in-month': 'material-warehouse-in',
  'material-requisition-summary': 'material-requisition',
  'material-requisition-month': 'material-requisition',
  'material-warehouse-out-summary': 'material-warehouse-out',
  'material-warehouse-out-month': 'material-warehouse-out',
};
