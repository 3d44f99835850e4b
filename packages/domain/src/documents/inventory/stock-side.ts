import type { Fields } from '../define.ts';
import { type BatchSourceKey, type RefField, ref, type StockKind } from '../fields.ts';

/**
 * One side of the warehouse (原料仓, 成品仓, 受托仓): the kind of stock its documents move, the
 * kind of warehouse they move it in, the item their lines name and how people call it. The same
 * document declarations (stock-documents.ts) and server hooks serve every side; a side only says
 * which names to use.
 */
export interface StockSide<K extends string = string, T extends string = string> {
  /** The ledger's item kind (stock_moves.item_kind) and the month close it belongs to. */
  kind: StockKind;
  /** The warehouse kind (md_warehouses.kind) its documents must name. */
  warehouseKind: StockKind;
  /** The line field naming the item (`materielId`, `productId`). */
  item: K;
  /** The item's master data: declaration key, table and column of the line. */
  itemRef: 'materiel' | 'product';
  itemTable: 'md_materiels' | 'md_products';
  itemColumn: 'materiel_id' | 'product_id';
  /** How people call the item (物料, 产品) and the warehouse (原料仓, 成品仓, 受托仓). */
  noun: string;
  warehouseNoun: string;
  /** Where a line's 批号 picker finds the batches in stock. */
  batchSource: BatchSourceKey;
  /** Trusted stock: it is a customer's, carries no value, and its documents name the owner. */
  owned: boolean;
  /** The item's category field on reports (`materielTypeId`, `productTypeId`) and its master data. */
  type: T;
  typeRef: 'materiel-type' | 'product-type';
  /** Item names are hidden from those without it (SPEC §6 material name). */
  namePermission?: 'material-name';
  /** Where each of the side's stock reports lives (reports/inventory: one factory per report). */
  reports: Partial<Record<StockReportKind, ReportPlace>>;
  /**
   * The value flows of its finance ledger (财务库存台账), one column each, in order: the moves of
   * one document type (its declaration key), or only its reversals (红冲) or only the rest. Moves of
   * any other type land in 其他变动, so opening + every column = closing whatever posts later.
   */
  financeFlows?: readonly FinanceFlow[];
}

export interface FinanceFlow {
  key: string;
  label: string;
  docKey: string;
  /** true: the document's reversals only; false: all but its reversals; absent: every move. */
  reversal?: boolean;
}

export type StockReportKind =
  | 'stock'
  | 'detail'
  /** An owned side's statement for one owner: in, out and balance per batch over a period. */
  | 'statement'
  | 'age'
  | 'analyze'
  | 'stockLedger'
  | 'batchLedger'
  | 'amountLedger'
  | 'amountLedgerMonthly'
  | 'financeLedger';

export interface ReportPlace {
  key: string;
  screen: string;
  api: { prefix: string; name: string };
}

const at = (key: string, screen: string, prefix: string, name: string): ReportPlace => ({
  key,
  screen,
  api: { prefix, name },
});

/** A side's report place; a side without that report has no declaration of it (a programming error). */
export function reportPlace(side: StockSide, kind: StockReportKind): ReportPlace {
  const place = side.reports[kind];
  if (!place) throw new Error(`${side.noun}没有报表 ${kind}`);
  return place;
}

export const materialSide = {
  kind: 'MATERIAL',
  warehouseKind: 'MATERIAL',
  item: 'materielId',
  itemRef: 'materiel',
  itemTable: 'md_materiels',
  itemColumn: 'materiel_id',
  noun: '物料',
  warehouseNoun: '原料仓',
  batchSource: 'material',
  owned: false,
  type: 'materielTypeId',
  typeRef: 'materiel-type',
  namePermission: 'material-name',
  reports: {
    stock: at('material-stock', '/material-stock', '/inventory', 'MaterialStock'),
    detail: at('material-stock-detail', '/material-stock/detail', '/inventory', 'MaterialStockDetail'),
    age: at('material-stock-slug', '/material-stock-slug', '/inventory', 'MaterialStockSlug'),
    analyze: at('material-stock-analyze', '/material-stock-analyze', '/inventory', 'MaterialStockAnalyze'),
    stockLedger: at('materiel-stock-ledger', '/materielStockLedger', '/finance', 'MaterielStockLedger'),
    batchLedger: at('materiel-batch-ledger', '/materielBatchNoLedger', '/finance', 'MaterielBatchNoLedger'),
    amountLedger: at('materiel-amount-ledger', '/materiel-amount-ledger', '/finance', 'MaterielAmountLedger'),
    amountLedgerMonthly: at(
      'materiel-amount-ledger-new',
      '/materiel-amount-ledger-new',
      '/finance',
      'MaterielAmountLedgerNew',
    ),
    financeLedger: at(
      'materiel-stock-finance-ledger-new',
      '/materiel-stock-finance-ledger-new',
      '/finance',
      'MaterielStockFinanceLedgerNew',
    ),
  },
  financeFlows: [
    { key: 'purchaseInValue', label: '采购入库（元）', docKey: 'material-warehouse-in', reversal: false },
    { key: 'redFlushValue', label: '入库红冲（元）', docKey: 'material-warehouse-in', reversal: true },
    { key: 'requisitionValue', label: '生产领料（元）', docKey: 'material-requisition' },
    { key: 'otherOutValue', label: '其他出库（元）', docKey: 'material-warehouse-out' },
    { key: 'transferValue', label: '调拨净额（元）', docKey: 'material-transfer' },
    { key: 'stocktakingValue', label: '盘盈盘亏（元）', docKey: 'material-stocktaking' },
    { key: 'costAdjustValue', label: '成本调整（元）', docKey: 'material-cost-adjust' },
  ],
} as const satisfies StockSide;

export const productSide = {
  kind: 'PRODUCT',
  warehouseKind: 'PRODUCT',
  item: 'productId',
  itemRef: 'product',
  itemTable: 'md_products',
  itemColumn: 'product_id',
  noun: '产品',
  warehouseNoun: '成品仓',
  batchSource: 'product',
  owned: false,
  type: 'productTypeId',
  typeRef: 'product-type',
  reports: {
    stock: at('product-stock', '/product-stock', '/productStock', 'ProductStock'),
    detail: at('product-stock-detail', '/product-stock/detail', '/productStock', 'ProductStockDetail'),
    age: at('product-stock-slug', '/product-stock-slug', '/productStock', 'ProductStockSlug'),
    analyze: at('product-stock-analyze', '/product-stock-analyze', '/productStock', 'ProductStockAnalyze'),
    stockLedger: at('product-stock-ledger', '/productStockLedger', '/finance', 'ProductStockLedger'),
    batchLedger: at('product-batch-ledger', '/productBatchNoLedger', '/finance', 'ProductBatchNoLedger'),
    amountLedgerMonthly: at(
      'product-amount-ledger-new',
      '/product-amount-ledger-new',
      '/finance',
      'ProductAmountLedgerNew',
    ),
    financeLedger: at(
      'product-stock-finance-ledger-new',
      '/product-stock-finance-ledger-new',
      '/finance',
      'ProductStockFinanceLedgerNew',
    ),
  },
  financeFlows: [
    { key: 'productionInValue', label: '生产入库（元）', docKey: 'product-warehouse-in', reversal: false },
    { key: 'redFlushValue', label: '入库红冲（元）', docKey: 'product-warehouse-in', reversal: true },
    { key: 'requisitionValue', label: '产品领料（元）', docKey: 'product-requisition' },
    { key: 'outValue', label: '产品出库（元）', docKey: 'product-warehouse-out' },
    { key: 'transferValue', label: '调拨净额（元）', docKey: 'product-transfer' },
    { key: 'stocktakingValue', label: '盘盈盘亏（元）', docKey: 'product-stocktaking' },
    { key: 'mergeValue', label: '批次合并（元）', docKey: 'product-stock-merge' },
    { key: 'packagingValue', label: '改装损耗（元）', docKey: 'product-packaging' },
    { key: 'costAdjustValue', label: '成本调整（元）', docKey: 'product-cost-adjust' },
  ],
} as const satisfies StockSide;

/** Consigned goods (受托物料): materials a customer keeps with us, in trusted warehouses. */
export const trustedSide = {
  kind: 'TRUSTED',
  warehouseKind: 'TRUSTED',
  item: 'materielId',
  itemRef: 'materiel',
  itemTable: 'md_materiels',
  itemColumn: 'materiel_id',
  noun: '受托物料',
  warehouseNoun: '受托仓',
  batchSource: 'trusted',
  owned: true,
  type: 'materielTypeId',
  typeRef: 'materiel-type',
  namePermission: 'material-name',
  reports: {
    stock: at('trusted-stock', '/trusted-stock', '/tmaterielStock', 'TrustedStock'),
    detail: at('trusted-stock-detail', '/trusted-stock/detail', '/tmaterielStock', 'TrustedStockDetail'),
    statement: at(
      'trusted-stock-statement',
      '/trusted-stock-statement',
      '/tmaterielStock',
      'TrustedStockStatement',
    ),
    stockLedger: at('trusted-stock-ledger', '/trustedStockLedger', '/finance', 'TrustedStockLedger'),
    batchLedger: at('trusted-batch-ledger', '/trustedBatchNoLedger', '/finance', 'TrustedBatchNoLedger'),
  },
} as const satisfies StockSide;

export const stockSides = { MATERIAL: materialSide, PRODUCT: productSide, TRUSTED: trustedSide } as const;

/** The line field naming a side's item, keyed by the side's own name (`productId: ref('product')`). */
export function itemField<const K extends string>(side: StockSide<K>, label: string = side.noun) {
  return { [side.item]: ref(side.itemRef, label, { required: true }) } as Record<K, RefField<never>>;
}

/** The owner of trusted stock, on every trusted document's header. */
export const ownerField = {
  customerId: ref('customer', '委托客户', {
    required: true,
    help: '受托物料的所有人：只能领用该客户自己的库存',
  }),
} satisfies Fields;
