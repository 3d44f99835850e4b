import { amount, date, enumOf, int, percent, price, quantity, ref, text } from '../../documents/fields.ts';
import { manufactureFeeding } from '../../documents/production/manufacture-feeding.doc.ts';
import { manufactureRecord } from '../../documents/production/manufacture-record.doc.ts';
import { defineReport, type ReportDef } from '../define.ts';

/**
 * Production's record and cost reports (issue 30 item 3): the grinding passes and the adjustments
 * of the production records (研磨记录, 调整记录), and each batch's cost (生产成本) — materials fed,
 * adjustments, process and outside-processing costs, what was packed into product stock, what went
 * to scrap and loss, unit cost and yield (packed ÷ theoretical, in SPEC §9's buckets). Money only
 * for 查看物料金额 (material-amount); each report is served to its menu's holders.
 */
const money = { permission: 'material-amount' } as const;
const kg = (label: string) => quantity(label, { min: 0 });
const yuan = (label: string) => amount(label, money);

/** The columns the two record-line reports share. */
const recordLine = {
  recordId: int('生产记录'),
  feedingId: int('投料单'),
  number: text('记录单号'),
  batchNo: text('生产批号'),
  recordDate: date('记录日期'),
  productId: ref('product', '产品'),
  lineNo: int('行号'),
  remark: text('说明'),
  statusLabel: text('记录状态'),
};
const recordDrill = { number: { screen: `${manufactureRecord.screen}/detail`, params: { id: 'recordId' } } };

export const operationProcessGrind = defineReport({
  key: 'operation-process-grind',
  title: '研磨记录',
  screen: '/operation-process-grind',
  api: { prefix: '/production', name: 'GrindLine' },
  access: 'menu',
  fields: {
    ...recordLine,
    equipment: text('设备/磨机'),
    startTime: text('开始时间'),
    endTime: text('结束时间'),
    temperature: int('温度（℃）'),
    fineness: int('细度（μm）'),
  },
  filters: ['batchNo', 'recordDate', 'productId', 'equipment'],
  columns: [
    'batchNo',
    'number',
    'recordDate',
    'productId',
    'lineNo',
    'equipment',
    'startTime',
    'endTime',
    'temperature',
    'fineness',
    'remark',
    'statusLabel',
  ],
  defaultSort: { field: 'batchNo', order: 'desc' },
  sortAs: { batchNo: ['batchNo', 'lineNo'] },
  sortable: ['batchNo', 'recordDate'],
  drill: recordDrill,
  description: '生产记录中的每一遍研磨：设备、起止时间、温度与细度读数。',
});

export const operationProcessAdjustment = defineReport({
  key: 'operation-process-adjustment',
  title: '调整记录',
  screen: '/operation-process-adjustment',
  api: { prefix: '/production', name: 'AdjustmentLine' },
  access: 'menu',
  fields: {
    ...recordLine,
    materielId: ref('materiel', '调整物料'),
    qty: kg('调整用量（kg）'),
    pickedBatches: text('投料批号'),
    cost: yuan('调整金额（元）'),
  },
  filters: ['batchNo', 'recordDate', 'productId', 'materielId'],
  columns: [
    'batchNo',
    'number',
    'recordDate',
    'productId',
    'lineNo',
    'materielId',
    'qty',
    'pickedBatches',
    'cost',
    'remark',
    'statusLabel',
  ],
  defaultSort: { field: 'batchNo', order: 'desc' },
  sortAs: { batchNo: ['batchNo', 'lineNo'] },
  sortable: ['batchNo', 'recordDate'],
  totals: ['qty', 'cost'],
  drill: recordDrill,
  description:
    '生产记录中的调整：加入的物料（审核时按移动加权平均价从投料仓库发出，计入批次成本）或调整说明。',
});

export const productManufactureCost = defineReport({
  key: 'product-manufacture-cost',
  title: '生产成本',
  screen: '/product-manufacture-cost',
  api: { prefix: '/production', name: 'ManufactureCost' },
  access: 'menu',
  fields: {
    feedingId: int('投料单'),
    batchNo: text('生产批号'),
    feedDate: date('投料日期'),
    productId: ref('product', '产品'),
    recipeId: ref('recipe', '配方版本'),
    batchSize: kg('理论产量（kg）'),
    outputQty: kg('产出量（kg）'),
    scrapQty: kg('报废及损耗（kg）'),
    packedQty: kg('已包装（kg）'),
    yieldPercent: percent('得率（%）'),
    yieldBucket: enumOf('yieldBucket', '得率区间'),
    materialCost: yuan('投料成本（元）'),
    adjustmentCost: yuan('调整投料（元）'),
    processCost: yuan('工序费（元）'),
    oemCost: yuan('委外加工费（元）'),
    totalCost: yuan('批次成本（元）'),
    packedValue: yuan('入库成本（元）'),
    scrapValue: yuan('报废及损耗金额（元）'),
    openValue: yuan('在制（元）'),
    unitCost: price('单位成本（元/kg）', money),
    statusLabel: text('批次状态'),
  },
  filters: ['batchNo', 'feedDate', 'productId', 'yieldBucket'],
  columns: [
    'batchNo',
    'feedDate',
    'productId',
    'recipeId',
    'batchSize',
    'outputQty',
    'packedQty',
    'scrapQty',
    'yieldPercent',
    'materialCost',
    'adjustmentCost',
    'processCost',
    'oemCost',
    'totalCost',
    'packedValue',
    'scrapValue',
    'openValue',
    'unitCost',
    'statusLabel',
  ],
  defaultSort: { field: 'batchNo', order: 'desc' },
  sortable: ['batchNo', 'feedDate'],
  totals: [
    'batchSize',
    'outputQty',
    'packedQty',
    'scrapQty',
    'materialCost',
    'adjustmentCost',
    'processCost',
    'oemCost',
    'totalCost',
    'packedValue',
    'scrapValue',
    'openValue',
  ],
  drill: {
    batchNo: { screen: `${manufactureFeeding.screen}/tabs`, params: { id: 'feedingId' } },
    materialCost: { screen: '/operation-process-feeding', params: { batchNo: 'batchNo' } },
    adjustmentCost: { screen: '/operation-process-adjustment', params: { batchNo: 'batchNo' } },
  },
  description:
    '已保存或已完成的生产批次：批次成本 = 投料成本 + 调整投料 + 已审核工序费与委外加工费；入库成本为已审核生产包装单按数量分摊的金额，完工时余额计入报废及损耗，故入库成本 + 报废及损耗 = 批次成本（到分）；未完工批次的余额为在制。得率 = 已包装 ÷ 理论产量；单位成本 = 入库成本 ÷ 已包装。点击生产批号查看投料单及其库存流水。',
});

export const manufactureCostReports: ReportDef[] = [
  operationProcessGrind,
  operationProcessAdjustment,
  productManufactureCost,
];
