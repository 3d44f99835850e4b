import type { DocumentDef } from '../../documents/define.ts';
import { ref } from '../../documents/fields.ts';
import { materialRequisition } from '../../documents/inventory/material-requisition.doc.ts';
import { materialWarehouseIn } from '../../documents/inventory/material-warehouse-in.doc.ts';
import { materialWarehouseOut } from '../../documents/inventory/material-warehouse-out.doc.ts';
import {
  productRequisition,
  productWarehouseIn,
  productWarehouseOut,
} from '../../documents/inventory/product-documents.doc.ts';
import {
  materialSide,
  productSide,
  type StockSide,
  trustedSide,
} from '../../documents/inventory/stock-side.ts';
import { trustedRequisition, trustedWarehouseIn } from '../../documents/inventory/trusted-documents.doc.ts';
import { defineReport, type ReportDef } from '../define.ts';
import { businessDate, count, kg, period, value } from './columns.ts';
import { itemColumns, ownerColumns, ownerKeys, ownerRule } from './item-columns.ts';

/**
 * Summaries (汇总) and monthly summaries (月汇总) of what came in, was requisitioned and went out
 * (SPEC: the material and the product warehouse-in, requisition and warehouse-out "summaries"):
 * the moves of one document type of a side, net of red flushes and returns, per item and
 * warehouse (and supplier for the material receipts, which name one).
 */
export interface MovementSource {
  side: StockSide;
  /** The document whose moves are added up (its ledger `doc_key` and its table). */
  document: Pick<DocumentDef, 'key' | 'table'>;
  /** Receipts add up as they are (1); issues are negative moves, shown as positive (−1). */
  sign: 1 | -1;
  /** Per supplier too: the document's header names one (`supplier_id`). */
  bySupplier: boolean;
}

export interface MovementReport {
  report: ReportDef;
  source: MovementSource;
  monthly: boolean;
}

function movementSummary<I extends string, T extends string>(
  source: MovementSource & { side: StockSide<I, T> },
  o: { key: string; title: string; screen: string; name: string; prefix: string; monthly: boolean },
): MovementReport {
  const { side, bySupplier } = source;
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
  const supplier = bySupplier ? (['supplierId'] as K[]) : [];
  // Consigned goods are not ours: their summaries carry the owner and no amounts.
  const valued: K[] = side.owned ? [] : ['value'];
  const columns: K[] = [
    ...(o.monthly ? (['period'] as K[]) : []),
    'code',
    'name',
    side.type,
    ...supplier,
    ...ownerKeys(side),
    'warehouseId',
    'qty',
    ...valued,
    'docCount',
  ];
  const report = defineReport({
    key: o.key,
    title: o.title,
    screen: o.screen,
    api: { prefix: o.prefix, name: o.name },
    access: 'menu',
    ...ownerRule(side),
    fields,
    filters: ['businessDate', 'warehouseId', ...ownerKeys(side), 'code', side.type, ...supplier],
    columns,
    defaultSort: { field: o.monthly ? 'period' : 'code', order: o.monthly ? 'desc' : 'asc' },
    totals: ['qty', ...valued, 'docCount'],
  });
  return { report, source, monthly: o.monthly };
}

/** A summary and its monthly summary of one document type. */
function movementPair<I extends string, T extends string>(
  source: MovementSource & { side: StockSide<I, T> },
  o: { key: string; title: string; screen: string; prefix: string; name: string },
): [MovementReport, MovementReport] {
  return [
    movementSummary(source, {
      key: `${o.key}-summary`,
      title: `${o.title}汇总`,
      screen: `${o.screen}-summary`,
      prefix: o.prefix,
      name: `${o.name}Gather`,
      monthly: false,
    }),
    movementSummary(source, {
      key: `${o.key}-month`,
      title: `${o.title}月汇总`,
      screen: `${o.screen}-month`,
      prefix: o.prefix,
      name: `${o.name}MonthGather`,
      monthly: true,
    }),
  ];
}

const received = <I extends string, T extends string>(
  side: StockSide<I, T>,
  document: MovementSource['document'],
  bySupplier = false,
) => ({ side, document, sign: 1, bySupplier }) as const;
const issued = <I extends string, T extends string>(
  side: StockSide<I, T>,
  document: MovementSource['document'],
) => ({ side, document, sign: -1, bySupplier: false }) as const;

/** Every movement summary, with what it adds up. */
export const movementReports: readonly MovementReport[] = [
  ...movementPair(received(materialSide, materialWarehouseIn, true), {
    key: 'material-warehouse-in',
    title: '物料入库',
    screen: '/material-warehouse-in',
    prefix: '/warehouse',
    name: 'MaterialIn',
  }),
  ...movementPair(issued(materialSide, materialRequisition), {
    key: 'material-requisition',
    title: '领料',
    screen: '/material-requisition',
    prefix: '/apply',
    name: 'Requisition',
  }),
  ...movementPair(issued(materialSide, materialWarehouseOut), {
    key: 'material-warehouse-out',
    title: '物料出库',
    screen: '/material-warehouse-out',
    prefix: '/inventory',
    name: 'MaterialOut',
  }),
  ...movementPair(received(productSide, productWarehouseIn), {
    key: 'product-warehouse-in',
    title: '产品入库',
    screen: '/product-warehouse-in',
    prefix: '/productWarehouse',
    name: 'ProductIn',
  }),
  ...movementPair(issued(productSide, productRequisition), {
    key: 'product-requisition',
    title: '产品领料',
    screen: '/product-requisition',
    prefix: '/productApply',
    name: 'ProductRequisition',
  }),
  ...movementPair(issued(productSide, productWarehouseOut), {
    key: 'product-warehouse-out',
    title: '产品出库',
    screen: '/product-warehouse-out',
    prefix: '/productStockOutList',
    name: 'ProductOut',
  }),
  // Consigned goods: a summary each (受托入库汇总, 受托领料汇总), per owner.
  movementSummary(received(trustedSide, trustedWarehouseIn), {
    key: 'trusted-warehouse-in-summary',
    title: '受托入库汇总',
    screen: '/trusted-warehouse-in-summary',
    prefix: '/tmaterielStockInList',
    name: 'TrustedInGather',
    monthly: false,
  }),
  movementSummary(issued(trustedSide, trustedRequisition), {
    key: 'trusted-requisition-summary',
    title: '受托领料汇总',
    screen: '/trusted-requisition-summary',
    prefix: '/tmaterielStockUseList',
    name: 'TrustedRequisitionGather',
    monthly: false,
  }),
];
