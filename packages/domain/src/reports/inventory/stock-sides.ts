import type { FieldDef, StockKind } from '../../documents/fields.ts';
import { ref, text } from '../../documents/fields.ts';

/**
 * The three kinds of stock on the one ledger (DESIGN §5), as their reports name them: the item
 * field and its category, the noun in titles, who may see names, whether stock carries value, and
 * where each report lives. One report factory serves every side (stock.report.ts, …).
 */
export interface StockSide<I extends string = string, T extends string = string> {
  kind: StockKind;
  /** 物料 / 产品 / 受托物料: the noun of titles and columns. */
  noun: string;
  /** The item filter and column (materielId, productId) and the master data it refers to. */
  item: I;
  itemRef: 'materiel' | 'product';
  type: T;
  typeRef: 'materiel-type' | 'product-type';
  /** Names are hidden from those without it (SPEC §6 material name). */
  namePermission?: 'material-name';
  /** Trusted (consigned) stock is not ours: quantity and owner, never value. */
  valued: boolean;
  /** Each report's key, screen and calls. */
  reports: Record<StockReportKind, { key: string; screen: string; api: { prefix: string; name: string } }>;
}

export type StockReportKind =
  | 'stock'
  | 'detail'
  | 'age'
  | 'analyze'
  | 'stockLedger'
  | 'batchLedger'
  | 'amountLedger'
  | 'amountLedgerMonthly'
  | 'financeLedger';

const at = (key: string, screen: string, prefix: string, name: string) => ({
  key,
  screen,
  api: { prefix, name },
});

export const materialSide = {
  kind: 'MATERIAL',
  noun: '物料',
  item: 'materielId',
  itemRef: 'materiel',
  type: 'materielTypeId',
  typeRef: 'materiel-type',
  namePermission: 'material-name',
  valued: true,
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
} as const satisfies StockSide<'materielId', 'materielTypeId'>;

export const productSide = {
  kind: 'PRODUCT',
  noun: '产品',
  item: 'productId',
  itemRef: 'product',
  type: 'productTypeId',
  typeRef: 'product-type',
  valued: true,
  reports: {
    stock: at('product-stock', '/product-stock', '/productStock', 'ProductStock'),
    detail: at('product-stock-detail', '/product-stock/detail', '/productStock', 'ProductStockDetail'),
    age: at('product-stock-slug', '/product-stock-slug', '/productStock', 'ProductStockSlug'),
    analyze: at('product-stock-analyze', '/product-stock-analyze', '/productStock', 'ProductStockAnalyze'),
    stockLedger: at('product-stock-ledger', '/productStockLedger', '/finance', 'ProductStockLedger'),
    batchLedger: at('product-batch-ledger', '/productBatchNoLedger', '/finance', 'ProductBatchNoLedger'),
    // SPEC lists no per-period product amount ledger screen; the key exists for the factory only.
    amountLedger: at('product-amount-ledger', '/product-amount-ledger', '/finance', 'ProductAmountLedger'),
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
} as const satisfies StockSide<'productId', 'productTypeId'>;

/** Columns every stock report of a side shares: the item, its category, where it lies. */
export function itemColumns<I extends string, T extends string>(side: StockSide<I, T>) {
  const columns = {
    [side.item]: ref(side.itemRef, side.noun),
    code: text(`${side.noun}编码`, { help: '按编码或名称查找' }),
    name: text(`${side.noun}名称`, side.namePermission ? { permission: side.namePermission } : {}),
    [side.type]: ref(side.typeRef, `${side.noun}类别`),
    warehouseId: ref('warehouse', '仓库'),
  };
  // Computed keys widen to string; the side's literal names are what they are.
  return columns as Record<I | T | 'code' | 'name' | 'warehouseId', FieldDef>;
}
