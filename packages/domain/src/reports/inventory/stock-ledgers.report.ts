import type { Fields } from '../../documents/define.ts';
import { int, ref, text } from '../../documents/fields.ts';
import {
  materialSide,
  productSide,
  reportPlace,
  type StockSide,
  trustedSide,
} from '../../documents/inventory/stock-side.ts';
import { defineReport, type ReportDef } from '../define.ts';
import { businessDate, kg, period, unitCost, value } from './columns.ts';
import { itemColumns, ownerColumns, ownerKeys, ownerRule } from './item-columns.ts';
import { byItem, ownerParams } from './stock.report.ts';

/**
 * The ledgers (SPEC Finance: /materielStockLedger, /materielBatchNoLedger,
 * /materiel-amount-ledger(-new), /materiel-stock-finance-ledger-new, /productStockLedger,
 * /productBatchNoLedger, /product-amount-ledger-new, …), one factory per ledger serving every
 * side. Openings come from the last month-end snapshot plus the moves since — never from a replay
 * of all history.
 */
const dateRange = { businessDate };
/** Opening, in, out and closing quantity: the 收发存 columns of a ledger and of a statement. */
const inOutColumns = {
  openingQty: kg('期初数量（kg）'),
  inQty: kg('本期入库（kg）'),
  outQty: kg('本期出库（kg）'),
  closingQty: kg('期末数量（kg）'),
};
const inOutKeys = Object.keys(inOutColumns) as (keyof typeof inOutColumns)[];

export function stockLedgerReport<I extends string, T extends string>(side: StockSide<I, T>): ReportDef {
  const report = defineReport({
    ...reportPlace(side, 'stockLedger'),
    title: `${side.noun}收发存台账`,
    access: 'menu',
    ...ownerRule(side),
    fields: {
      ...itemColumns(side),
      ...ownerColumns(side),
      ...dateRange,
      ...inOutColumns,
    },
    filters: ['businessDate', 'warehouseId', ...ownerKeys(side), 'code', side.type],
    columns: ['code', 'name', side.type, 'warehouseId', ...ownerKeys(side), ...inOutKeys],
    defaultSort: { field: 'code', order: 'asc' },
    totals: inOutKeys,
    description: '不选日期时为全部期间；调拨在调出仓记出库、调入仓记入库。',
  });
  return {
    ...report,
    drill: {
      code: {
        screen: reportPlace(side, 'batchLedger').screen,
        params: byItem(side, { warehouseId: 'warehouseId', ...ownerParams(side) }),
      },
    },
  };
}

export function batchLedgerReport<I extends string, T extends string>(side: StockSide<I, T>): ReportDef {
  const report = defineReport({
    ...reportPlace(side, 'batchLedger'),
    title: `${side.noun}批次台账`,
    access: 'menu',
    ...ownerRule(side),
    fields: {
      ...itemColumns(side),
      ...ownerColumns(side),
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
    filters: [side.item, 'warehouseId', ...ownerKeys(side), 'batchNo', 'businessDate'],
    required: [side.item],
    columns: [
      'seq',
      'businessDate',
      'docTitle',
      'docNumber',
      'warehouseId',
      ...ownerKeys(side),
      'batchNo',
      'allocationId',
      'inQty',
      'outQty',
      'balanceQty',
      ...(!side.owned ? (['unitCost', 'value'] as const) : []),
    ],
    // Business date, then posting order: the order the running balance is counted in.
    defaultSort: { field: 'seq', order: 'asc' },
    sortAs: { seq: ['businessDate', 'id'] },
    totals: ['inQty', 'outQty', ...(!side.owned ? (['value'] as const) : [])],
    description: '按业务日期和过账顺序列出每一笔出入库，结存含期初。',
  });
  // A batch of our own stock opens its trace (批次追溯: where it came from, where it went); a
  // customer's consigned batch is not traced.
  return side.owned
    ? report
    : {
        ...report,
        drill: { batchNo: { screen: '/batch-trace', params: byItem(side, { batchNo: 'batchNo' }) } },
      };
}

/**
 * 对账单 of an owned side (受托库存对账单): one owner's goods over a period, batch by batch —
 * opening, in, out, closing — to send the customer. Quantities only: the goods are the customer's.
 */
export function ownerStatementReport<I extends string, T extends string>(side: StockSide<I, T>): ReportDef {
  return defineReport({
    ...reportPlace(side, 'statement'),
    title: `${side.noun}对账单`,
    access: 'menu',
    ...ownerRule(side),
    fields: {
      ...itemColumns(side),
      ...ownerColumns(side),
      ...dateRange,
      batchNo: text('批号'),
      ...inOutColumns,
    },
    filters: ['customerId', 'businessDate', 'warehouseId', 'code'],
    required: ['customerId'],
    columns: ['customerId', 'code', 'name', 'warehouseId', 'batchNo', ...inOutKeys],
    defaultSort: { field: 'code', order: 'asc' },
    totals: inOutKeys,
    description:
      '按委托客户和期间列出每个批次：期初 + 本期入库 − 本期出库 = 期末（入库红冲计入出库）；可打印或导出 Excel 交客户核对。',
    print: {
      title: `${side.noun}库存对账单`,
      header: ['customerId', 'businessDate', 'warehouseId'],
      headerLabels: { businessDate: '对账期间' },
      columns: ['code', 'name', 'warehouseId', 'batchNo', ...inOutKeys],
      signatures: ['仓库经办（盖章）', '客户确认（盖章）'],
      letterhead: true,
    },
  });
}

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

export function amountLedgerReport<I extends string, T extends string>(side: StockSide<I, T>): ReportDef {
  return defineReport({
    ...reportPlace(side, 'amountLedger'),
    title: `${side.noun}数量金额台账`,
    access: 'menu',
    fields: { ...itemColumns(side), ...dateRange, ...amountColumns },
    filters: ['businessDate', 'warehouseId', 'code', side.type],
    columns: ['code', 'name', side.type, ...amountKeys],
    defaultSort: { field: 'code', order: 'asc' },
    totals: amountKeys,
  });
}

export function amountLedgerMonthlyReport<I extends string, T extends string>(
  side: StockSide<I, T>,
): ReportDef {
  return defineReport({
    ...reportPlace(side, 'amountLedgerMonthly'),
    title: `${side.noun}数量金额月台账`,
    access: 'menu',
    fields: { ...itemColumns(side), ...dateRange, period, ...amountColumns },
    filters: ['businessDate', 'warehouseId', 'code', side.type],
    columns: ['period', 'code', 'name', side.type, ...amountKeys],
    defaultSort: { field: 'period', order: 'desc' },
    totals: ['inQty', 'inValue', 'outQty', 'outValue'],
    description: `每个${side.noun}每月一行：期初、本月入库、本月出库、期末。`,
  });
}

/**
 * 财务库存台账 (SPEC /materiel-stock-finance-ledger-new, /product-stock-finance-ledger-new): the
 * value of each item from opening to closing, one column per flow the side declares
 * (`financeFlows`), the rest in 其他变动; outflows count negative so the row adds up.
 */
export function financeLedgerReport<I extends string, T extends string>(side: StockSide<I, T>): ReportDef {
  const flows = side.financeFlows ?? [];
  const flowKeys = [...flows.map((f) => f.key), 'otherValue'];
  const fields: Fields = {
    ...itemColumns(side),
    ...dateRange,
    openingValue: value('期初金额（元）'),
    ...Object.fromEntries(flows.map((f) => [f.key, value(f.label)])),
    otherValue: value('其他变动（元）'),
    closingValue: value('期末金额（元）'),
  };
  const columns = ['code', 'name', side.type, 'openingValue', ...flowKeys, 'closingValue'];
  return defineReport({
    ...reportPlace(side, 'financeLedger'),
    title: `${side.noun}财务库存台账`,
    access: 'menu',
    fields,
    filters: ['businessDate', 'warehouseId', 'code', side.type],
    columns,
    defaultSort: { field: 'code', order: 'asc' },
    totals: ['openingValue', ...flowKeys, 'closingValue'],
    description: `期初 + ${flows.map((f) => f.label.replace('（元）', '')).join(' + ')} + 其他变动 = 期末（出库、损耗以负数计入）。`,
  });
}

export const materialFinanceLedger = financeLedgerReport(materialSide);
export const productFinanceLedger = financeLedgerReport(productSide);
export const materialStockLedger = stockLedgerReport(materialSide);
export const materialBatchLedger = batchLedgerReport(materialSide);
export const materialAmountLedger = amountLedgerReport(materialSide);
export const materialAmountLedgerMonthly = amountLedgerMonthlyReport(materialSide);
export const productStockLedger = stockLedgerReport(productSide);
export const productBatchLedger = batchLedgerReport(productSide);
export const productAmountLedgerMonthly = amountLedgerMonthlyReport(productSide);
export const trustedStockLedger = stockLedgerReport(trustedSide);
export const trustedBatchLedger = batchLedgerReport(trustedSide);
export const trustedStockStatement = ownerStatementReport(trustedSide);
