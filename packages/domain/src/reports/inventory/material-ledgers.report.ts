import { int, ref, text } from '../../documents/fields.ts';
import { defineReport } from '../define.ts';
import { businessDate, kg, materialColumns, period, unitCost, value } from './columns.ts';

/**
 * The material ledgers (SPEC Finance: /materielStockLedger, /materielBatchNoLedger,
 * /materiel-amount-ledger(-new), /materiel-stock-finance-ledger-new). Openings come from the last
 * month-end snapshot plus the moves since — never from a replay of all history.
 */
const dateRange = { businessDate };

export const materialStockLedger = defineReport({
  key: 'materiel-stock-ledger',
  title: '物料收发存台账',
  screen: '/materielStockLedger',
  api: { prefix: '/finance', name: 'MaterielStockLedger' },
  access: 'menu',
  fields: {
    ...materialColumns,
    ...dateRange,
    openingQty: kg('期初数量（kg）'),
    inQty: kg('本期入库（kg）'),
    outQty: kg('本期出库（kg）'),
    closingQty: kg('期末数量（kg）'),
  },
  filters: ['businessDate', 'warehouseId', 'code', 'materielTypeId'],
  columns: ['code', 'name', 'materielTypeId', 'warehouseId', 'openingQty', 'inQty', 'outQty', 'closingQty'],
  defaultSort: { field: 'code', order: 'asc' },
  totals: ['openingQty', 'inQty', 'outQty', 'closingQty'],
  drill: {
    code: {
      screen: '/materielBatchNoLedger',
      params: { materielId: 'materielId', warehouseId: 'warehouseId' },
    },
  },
  description: '不选日期时为全部期间；调拨在调出仓记出库、调入仓记入库。',
});

export const materialBatchLedger = defineReport({
  key: 'materiel-batch-ledger',
  title: '物料批次台账',
  screen: '/materielBatchNoLedger',
  api: { prefix: '/finance', name: 'MaterielBatchNoLedger' },
  access: 'menu',
  fields: {
    ...materialColumns,
    ...dateRange,
    seq: int('序号'),
    batchNo: text('批号'),
    allocationId: ref('allocation', '货位'),
    docTitle: text('单据类型'),
    docNumber: text('单据号'),
    inQty: kg('入库（kg）'),
    outQty: kg('出库（kg）'),
    balanceQty: kg('结存（kg）'),
    unitCost: unitCost('单价（元/kg）'),
    value: value('金额（元）'),
  },
  filters: ['materielId', 'warehouseId', 'batchNo', 'businessDate'],
  required: ['materielId'],
  columns: [
    'seq',
    'businessDate',
    'docTitle',
    'docNumber',
    'warehouseId',
    'batchNo',
    'allocationId',
    'inQty',
    'outQty',
    'balanceQty',
    'unitCost',
    'value',
  ],
  // Business date, then posting order: the order the running balance is counted in.
  defaultSort: { field: 'seq', order: 'asc' },
  sortAs: { seq: ['businessDate', 'id'] },
  totals: ['inQty', 'outQty', 'value'],
  description: '按业务日期和过账顺序列出每一笔出入库，结存含期初。',
});

const amountColumns = {
  openingQty: kg('期初数量（kg）'),
  openingValue: value('期初金额（元）'),
  inQty: kg('入库数量（kg）'),
  inValue: value('入库金额（元）'),
  outQty: kg('出库数量（kg）'),
  outValue: value('出库金额（元）'),
  closingQty: kg('期末数量（kg）'),
  closingValue: value('期末金额（元）'),
};
const amountKeys = Object.keys(amountColumns) as (keyof typeof amountColumns)[];

export const materialAmountLedger = defineReport({
  key: 'materiel-amount-ledger',
  title: '物料数量金额台账',
  screen: '/materiel-amount-ledger',
  api: { prefix: '/finance', name: 'MaterielAmountLedger' },
  access: 'menu',
  fields: { ...materialColumns, ...dateRange, ...amountColumns },
  filters: ['businessDate', 'warehouseId', 'code', 'materielTypeId'],
  columns: ['code', 'name', 'materielTypeId', ...amountKeys],
  defaultSort: { field: 'code', order: 'asc' },
  totals: amountKeys,
});

export const materialAmountLedgerMonthly = defineReport({
  key: 'materiel-amount-ledger-new',
  title: '物料数量金额月台账',
  screen: '/materiel-amount-ledger-new',
  api: { prefix: '/finance', name: 'MaterielAmountLedgerNew' },
  access: 'menu',
  fields: { ...materialColumns, ...dateRange, period, ...amountColumns },
  filters: ['businessDate', 'warehouseId', 'code', 'materielTypeId'],
  columns: ['period', 'code', 'name', 'materielTypeId', ...amountKeys],
  defaultSort: { field: 'period', order: 'desc' },
  totals: ['inQty', 'inValue', 'outQty', 'outValue'],
  description: '每个物料每月一行：期初、本月入库、本月出库、期末。',
});

export const materialFinanceLedger = defineReport({
  key: 'materiel-stock-finance-ledger-new',
  title: '物料财务库存台账',
  screen: '/materiel-stock-finance-ledger-new',
  api: { prefix: '/finance', name: 'MaterielStockFinanceLedgerNew' },
  access: 'menu',
  fields: {
    ...materialColumns,
    ...dateRange,
    openingValue: value('期初金额（元）'),
    purchaseInValue: value('采购入库（元）'),
    redFlushValue: value('入库红冲（元）'),
    requisitionValue: value('生产领料（元）'),
    otherOutValue: value('其他出库（元）'),
    transferValue: value('调拨净额（元）'),
    stocktakingValue: value('盘盈盘亏（元）'),
    closingValue: value('期末金额（元）'),
  },
  filters: ['businessDate', 'warehouseId', 'code', 'materielTypeId'],
  columns: [
    'code',
    'name',
    'materielTypeId',
    'openingValue',
    'purchaseInValue',
    'redFlushValue',
    'requisitionValue',
    'otherOutValue',
    'transferValue',
    'stocktakingValue',
    'closingValue',
  ],
  defaultSort: { field: 'code', order: 'asc' },
  totals: [
    'openingValue',
    'purchaseInValue',
    'redFlushValue',
    'requisitionValue',
    'otherOutValue',
    'transferValue',
    'stocktakingValue',
    'closingValue',
  ],
  description: '期初 + 采购入库 + 红冲 − 领料 − 其他出库 ± 调拨 ± 盘盈亏 = 期末（出库以负数计入）。',
});
