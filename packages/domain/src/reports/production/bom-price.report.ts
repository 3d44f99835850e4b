import { amount, date, enumOf, int, percent, price, quantity, ref, text } from '../../documents/fields.ts';
import { defineReport } from '../define.ts';

/**
 * BOM 价格 (SPEC /scale-prc-report, /scale-prc-compare-report; issue 30 item 1): what a recipe
 * version costs from the materials' real purchase prices — the weighted average (Σ 金额 / Σ 数量,
 * in 元) of the purchase warehouse-ins of the last 1, 3, 6 or 12 months, red flushes netted —
 * exploded through its half-stuff into leaf materials. Prices, amounts and costs need 查看BOM价格合计
 * (bom-price-sum, SPEC §6); without it the server never computes nor sends them, and quantities
 * and their shares stay. docs/modules/production.md has the rules.
 */
const money = { permission: 'bom-price-sum' } as const;

const period = enumOf('bomPricePeriod', '价格期间', {
  help: '按期间内物料入库（已入库，红冲抵减）的加权平均单价计价；不选为近3个月',
});
const priceNote = text('价格说明', {
  ...money,
  help: '期间内无入库的物料取此前最近一次入库的单价；从未入库的物料无价格，不计入成本',
});
const materialCode = text('物料编码');
const materialName = text('物料名称', { permission: 'material-name' });

/** 配方 BOM 价格: each recipe version in force today (or the version chosen), costed. */
export const bomPriceReport = defineReport({
  key: 'bom-price',
  title: 'BOM价格',
  screen: '/scale-prc-report',
  api: { prefix: '/formula', name: 'BomPrice' },
  access: 'menu',
  fields: {
    code: text('配方编码', { help: '按编码查找' }),
    name: text('配方名称', { help: '按名称查找' }),
    recipeId: ref('recipe', '配方版本', { help: '选择某一版本；不选则列出各配方今天生效的版本' }),
    versionNo: int('版本号'),
    scale: enumOf('recipeScale', '规模'),
    purpose: enumOf('recipePurpose', '用途'),
    recipeType: enumOf('recipeType', '配方类型'),
    productId: ref('product', '产品'),
    effectiveDate: date('生效日期'),
    batchSize: quantity('批量（kg）'),
    basis: enumOf('recipeBasis', '用量基准'),
    period,
    materials: int('原料种数'),
    costPerKg: price('每公斤成本（元/kg）', money),
    costPerBatch: amount('每批成本（元）', money),
    fallback: int('取最近入库价原料数', money),
    unpriced: int('无价格原料数', money),
  },
  filters: ['code', 'name', 'recipeId', 'scale', 'purpose', 'recipeType', 'period'],
  columns: [
    'code',
    'name',
    'versionNo',
    'scale',
    'purpose',
    'recipeType',
    'productId',
    'effectiveDate',
    'batchSize',
    'basis',
    'materials',
    'costPerKg',
    'costPerBatch',
    'fallback',
    'unpriced',
  ],
  defaultSort: { field: 'code', order: 'asc' },
  // Costs are worked out for the page's rows (explosion in code), so only the recipe's own
  // columns sort.
  sortable: ['code', 'name', 'versionNo', 'scale', 'purpose', 'recipeType', 'effectiveDate', 'batchSize'],
  drill: {
    code: { screen: '/scale-prc-report/detail', params: { recipeId: 'recipeId', period: 'period' } },
  },
  description:
    '各配方今天生效的版本（或所选版本）逐层展开半成品后的原料成本：单价取价格期间内采购入库的加权平均单价（金额合计 ÷ 数量合计，红冲抵减）；期间内无入库的取此前最近一次入库价，从未入库的无价格、不计入成本。每公斤成本 = 每批成本 ÷ 批量。点配方编码看展开明细。',
  descriptionWithout: {
    permission: 'bom-price-sum',
    text: '各配方今天生效的版本（或所选版本）逐层展开半成品后的原料用量。点配方编码看展开明细。',
  },
});

/** One recipe version's exploded lines, costed: the drill-down of BOM价格. */
export const bomPriceLinesReport = defineReport({
  key: 'bom-price-lines',
  title: 'BOM价格明细',
  screen: '/scale-prc-report/detail',
  api: { prefix: '/formula', name: 'BomPriceLine' },
  access: 'menu',
  fields: {
    recipeId: ref('recipe', '配方版本'),
    period,
    code: materialCode,
    name: materialName,
    qty: quantity('每批用量（kg）'),
    qtyShare: percent('用量占比（%）'),
    price: price('单价（元/kg）', money),
    amount: amount('每批金额（元）', money),
    perKg: price('每公斤成本（元/kg）', money),
    amountShare: percent('金额占比（%）', money),
    priceDate: date('价格取自', { ...money, help: '所取入库的最近日期' }),
    priceNote,
  },
  required: ['recipeId'],
  filters: ['recipeId', 'period'],
  columns: [
    'code',
    'name',
    'qty',
    'qtyShare',
    'price',
    'amount',
    'perKg',
    'amountShare',
    'priceDate',
    'priceNote',
  ],
  defaultSort: { field: 'qty', order: 'desc' },
  totals: ['qty', 'qtyShare', 'amount', 'perKg', 'amountShare'],
  description:
    '所选配方版本按其批量逐层展开半成品后的原料：每批用量与占比，期间加权平均单价、每批金额与每公斤成本；合计行即每批成本与每公斤成本。',
  descriptionWithout: {
    permission: 'bom-price-sum',
    text: '所选配方版本按其批量逐层展开半成品后的原料：每批用量与占比。',
  },
});

/** Two recipes (or two versions of one) costed side by side, material by material (B − A). */
export const bomPriceCompareReport = defineReport({
  key: 'bom-price-compare',
  title: '配方价格对比',
  screen: '/scale-prc-compare-report',
  api: { prefix: '/formula', name: 'BomPriceCompare' },
  access: 'menu',
  fields: {
    leftId: ref('recipe', '配方A'),
    rightId: ref('recipe', '配方B', { help: '不选则只列出配方A' }),
    period,
    code: materialCode,
    name: materialName,
    price: price('单价（元/kg）', money),
    leftQty: quantity('A每批用量（kg）', { min: 0 }),
    leftAmount: amount('A每批金额（元）', money),
    leftPerKg: price('A每公斤成本（元/kg）', money),
    rightQty: quantity('B每批用量（kg）', { min: 0 }),
    rightAmount: amount('B每批金额（元）', money),
    rightPerKg: price('B每公斤成本（元/kg）', money),
    qtyDiff: quantity('用量差（kg）', { negative: true }),
    amountDiff: amount('金额差（元）', { ...money, negative: true }),
    perKgDiff: price('每公斤成本差（元/kg）', { ...money, negative: true }),
    priceNote,
  },
  // B may be left out for a while: A's lines alone, B's side empty.
  required: ['leftId'],
  filters: ['leftId', 'rightId', 'period'],
  columns: [
    'code',
    'name',
    'price',
    'leftQty',
    'leftAmount',
    'leftPerKg',
    'rightQty',
    'rightAmount',
    'rightPerKg',
    'qtyDiff',
    'amountDiff',
    'perKgDiff',
    'priceNote',
  ],
  defaultSort: { field: 'code', order: 'asc' },
  totals: [
    'leftQty',
    'leftAmount',
    'leftPerKg',
    'rightQty',
    'rightAmount',
    'rightPerKg',
    'qtyDiff',
    'amountDiff',
    'perKgDiff',
  ],
  description:
    '两个配方（或同一配方的两个版本）各按其批量逐层展开半成品，逐原料对比用量与金额（两边同一期间、同一单价）；差 = B − A。合计行为每批与每公斤成本。',
  descriptionWithout: {
    permission: 'bom-price-sum',
    text: '两个配方（或同一配方的两个版本）各按其批量逐层展开半成品，逐原料对比每批用量；差 = B − A。',
  },
});

export const bomPriceReports = [bomPriceReport, bomPriceLinesReport, bomPriceCompareReport];
