import { date, int, quantity, ref, text } from '../../documents/fields.ts';
import { productWarehouseIn } from '../../documents/inventory/product-documents.doc.ts';
import { defineReport, type ReportDef } from '../define.ts';

/**
 * 产品成本录入 (SPEC /product-cost-in, + /detail; issue 18 item 7): the product warehouse-ins whose
 * cost finance has still to key — the store keys what came in without prices (it never sees
 * them), finance keys each line's unit cost on the warehouse-in itself. A document leaves the list
 * once every line has a price; a discarded one never shows.
 */
const SCREEN = '/product-cost-in';
const inDetail = `${productWarehouseIn.screen}/detail`;
const kg = (label: string) => quantity(label);

export const productCostIn = defineReport({
  key: 'product-cost-in',
  title: '产品成本录入',
  screen: SCREEN,
  api: { prefix: '/finance', name: 'ProductCostIn' },
  access: 'menu',
  fields: {
    number: text('入库单号'),
    inDate: date('入库日期'),
    warehouseId: ref('warehouse', '仓库'),
    department: text('交库部门'),
    statusLabel: text('状态'),
    lines: int('明细行数'),
    openLines: int('待录成本行数'),
    openQty: kg('待录成本数量（kg）'),
  },
  filters: ['inDate', 'warehouseId', 'number'],
  columns: ['number', 'inDate', 'warehouseId', 'department', 'statusLabel', 'lines', 'openLines', 'openQty'],
  defaultSort: { field: 'inDate', order: 'asc' },
  sortable: ['inDate', 'number', 'openLines'],
  totals: ['openLines', 'openQty'],
  drill: {
    number: { screen: inDetail, params: { id: 'id' } },
    openLines: { screen: `${SCREEN}/detail`, params: { inId: 'id' } },
  },
  description:
    '待入库或已入库、仍有明细未录入单价的产品入库单（已作废的不列）。点击单号打开入库单录入成本；点击待录成本行数查看这些明细。全部明细录入单价后即不再列出。',
});

export const productCostInDetail = defineReport({
  key: 'product-cost-in-detail',
  title: '产品成本录入明细',
  screen: `${SCREEN}/detail`,
  api: { prefix: '/finance', name: 'ProductCostInDetail' },
  access: 'menu',
  fields: {
    inId: int('产品入库单'),
    number: text('入库单号'),
    inDate: date('入库日期'),
    productId: ref('product', '产品'),
    batchNo: text('批号'),
    qty: kg('数量（kg）'),
  },
  filters: ['inId', 'inDate'],
  columns: ['number', 'inDate', 'productId', 'batchNo', 'qty'],
  defaultSort: { field: 'number', order: 'asc' },
  sortable: ['number', 'inDate'],
  totals: ['qty'],
  drill: { number: { screen: inDetail, params: { id: 'inId' } } },
  description: '尚未录入单价的产品入库明细；点击单号打开入库单录入。',
});

export const productCostInReports: ReportDef[] = [productCostIn, productCostInDetail];
