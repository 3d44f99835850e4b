import { enumOf, text } from '../fields.ts';
import {
  accountingAuditFields,
  requisitionDeclaration,
  safetyStockDeclaration,
  shippingFields,
  stocktakingDeclaration,
  transferDeclaration,
  warehouseInDeclaration,
  warehouseOutDeclaration,
} from './stock-documents.ts';
import { productSide } from './stock-side.ts';

/**
 * The product warehouse (成品仓, SPEC §2 "Product warehouse"): the material warehouse's documents
 * (stock-documents.ts) on the product side, under SPEC §7's product call names (productWarehouse,
 * productApply, productStockOutList, productClearing, productSafeStock; shifting under inventory).
 */

/** 产品入库单: finished goods handed in by production (by hand now, from packaging later). */
export const productWarehouseIn = warehouseInDeclaration(
  productSide,
  {
    key: 'product-warehouse-in',
    title: '产品入库单',
    table: 'inv_product_ins',
    screen: '/product-warehouse-in',
    api: { prefix: '/productWarehouse', name: 'ProductIn' },
    numberPrefix: 'CPRK',
  },
  {
    extra: { department: text('交库部门', { max: 40 }) },
    extraLines: {},
    valued: true,
    printLines: [],
    edit: 'product-in-edit',
    redFlush: 'product-red-flush',
    financeSignatures: ['仓管员', '交库人', '财务审核'],
  },
);

export const productRequisition = requisitionDeclaration(
  productSide,
  {
    key: 'product-requisition',
    title: '产品领料单',
    table: 'inv_product_requisitions',
    screen: '/product-requisition',
    api: { prefix: '/productApply', name: 'ProductRequisition' },
    numberPrefix: 'CPLL',
    prints: ['产品领料单', '产品发料单'],
  },
  accountingAuditFields,
);

export const productWarehouseOut = warehouseOutDeclaration(
  productSide,
  {
    key: 'product-warehouse-out',
    title: '产品出库单',
    table: 'inv_product_outs',
    screen: '/product-warehouse-out',
    api: { prefix: '/productStockOutList', name: 'ProductOut' },
    numberPrefix: 'CPCK',
    prints: ['产品出库单（财务联）', '送货单'],
  },
  { outType: enumOf('productOutType', '出库类型', { required: true }) },
  shippingFields,
);

export const productTransfer = transferDeclaration(productSide, {
  key: 'product-transfer',
  title: '产品调拨单',
  table: 'inv_product_transfers',
  screen: '/product-transfer',
  api: { prefix: '/inventory', name: 'ProductShifting' },
  numberPrefix: 'CPDB',
});

export const productStocktaking = stocktakingDeclaration(productSide, {
  key: 'product-stocktaking',
  title: '产品盘点单',
  table: 'inv_product_stocktakings',
  screen: '/product-inventory',
  api: { prefix: '/productClearing', name: 'ProductClearing' },
  numberPrefix: 'CPPD',
  sheet: '产品盘点表',
});

/** SPEC §4: the warning level (WARN) is the material page's only. */
export const productSafetyStock = safetyStockDeclaration(productSide, {
  key: 'product-safety-stock',
  title: '产品安全库存',
  table: 'inv_product_safety_stocks',
  screen: '/product-safety-stock',
  name: 'ProductSafeStock',
  prefix: '/productSafeStock',
  warn: false,
});
