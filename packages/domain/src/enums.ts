import { otherFilters } from './statuses.ts';

/** The enumerations of SPEC §3, with Chinese labels. */
export interface EnumOption {
  value: string;
  label: string;
}

const e = (pairs: [string, string][]): EnumOption[] => pairs.map(([value, label]) => ({ value, label }));

const inboundInvoiceStates = e([
  ['NOT_INVOICED', '未开票'],
  ['APPROVAL_PENDING', '待复核'],
  ['UNVERIFIED', '未核销'],
  ['VERIFIED', '已核销'],
]);

export const enums = {
  recipeType: e([
    ['HALFSTUFF', '半成品'],
    ['PRODUCTION', '生产'],
    ['NEW', '新品'],
    ['EXPERIMENT', '实验'],
    ['CHANGE', '变更'],
    ['BASE', '基础'],
  ]),
  recipeState: e([
    ['CHECKPENDING', '待审核'],
    ['APPROVED', '已审核'],
    ['UNAPPROVED', '审核不通过'],
    ['CLOSED', '已关闭'],
  ]),
  // A recipe's scale and purpose: the four recipe screens of SPEC §2 (中试/大试 × 研发/生产).
  recipeScale: e([
    ['PILOT', '中试'],
    ['FULL', '大试'],
  ]),
  recipePurpose: e([
    ['RESEARCH', '研发'],
    ['MANUFACTURE', '生产'],
  ]),
  // How a recipe's parts are read: parts per hundred (they add up to 100) or kg per batch.
  recipeBasis: e([
    ['PERCENT', '百分比'],
    ['BATCH', '每批用量'],
  ]),
  // Where an alternate material may stand in: every recipe, or the recipes listed.
  alternateScope: e([
    ['ALL', '全部配方'],
    ['LISTED', '指定配方'],
  ]),
  // A recipe's consumption control of feeding (Odoo's flexible / warning / strict): what a line
  // fed beyond the recipe's tolerance needs.
  // Quality standards (issue 31): how a spec line judges a reading (packages/domain/src/quality/judge.ts).
  specRuleType: e([
    ['NUMERIC', '数值'],
    ['TEXT', '文本'],
    ['PASS_FAIL', '合格判定'],
  ]),
  consumptionControl: e([
    ['FLEXIBLE', '灵活'],
    ['WARNING', '警告'],
    ['STRICT', '严格'],
  ]),
  // A production record's line (issue 30 item 3): a grinding pass, or an adjustment (调整) — a
  // material added to the batch, or a note of what was changed.
  recordLineKind: e([
    ['GRIND', '研磨'],
    ['ADJUST', '调整'],
  ]),
  // A batch's cost beyond its materials: in-house process cost (工序费) or outside processing (委外加工费).
  processCostKind: e([
    ['PROCESS', '工序费'],
    ['OEM', '委外加工费'],
  ]),
  // A feeding's deviation beyond tolerance under 警告 control: waiting for a reviewer, or reviewed.
  feedingDeviation: e([
    ['NONE', '无超差'],
    ['PENDING', '待审核'],
    ['APPROVED', '已审核'],
  ]),
  sampleType: e([
    ['CUSTOMER_SAMPLE', '客户样品'],
    ['POLIT_SAMPLE', '产品中试样品'],
    ['PRODUCTION_SAMPLE', '生产样品'],
    ['PROJECT_SAMPLE', '项目样品'],
    ['SUPPLIER_SAMPLE', '供应商样品'],
  ]),
  materialFinalResult: e([
    ['QUALIFIED', '合格'],
    ['UNQUALIFIED', '不合格'],
    ['CONCESSION', '让步接收'],
    ['INSTOCK', '直接入库'],
    ['DEVEINSTOCK', '开发用入库'],
  ]),
  // An acceptance line's judgement (物料验收单): the first three codes of the material final result.
  acceptanceResult: e([
    ['QUALIFIED', '合格'],
    ['UNQUALIFIED', '不合格'],
    ['CONCESSION', '让步接收'],
  ]),
  colourFinalResult: e([
    ['QUALIFIED', '合格'],
    ['WAITING_D', '待定D'],
    ['FL', 'FL'],
    ['ZY', 'ZY'],
    ['T', 'T'],
    ['HANG_FL', '挂FL'],
    ['HANG_S', '挂S'],
  ]),
  retainedSampleDate: e([
    ['TRUE', '有留样日期'],
    ['FALSE', '无留样日期'],
  ]),
  productNormType: e([
    ['MID_TEST', '中控'],
    ['PROD_TEST', '成品'],
    ['INT_TEST', '内控'],
    ['COA_TEST', 'COA'],
  ]),
  materialNormType: e([
    ['QUALIFIED', '合格'],
    ['CONCESSION', '让步接收'],
  ]),
  /** 销售资料的类型: what a salesperson hands a customer. */
  saleDocumentType: e([
    ['TDS', '技术数据表（TDS）'],
    ['MSDS', '安全技术说明书（MSDS）'],
    ['BROCHURE', '产品手册/宣传册'],
    ['PRICE_LIST', '价格表'],
    ['CASE', '应用案例'],
    ['OTHER', '其他'],
  ]),
  /** Whether a dated document is still valid today. */
  validity: e([
    ['VALID', '有效'],
    ['EXPIRED', '已过期'],
  ]),
  customerCategory: e([
    ['COMPANY_CUSTOM', '企业客户'],
    ['PERSONAL_CUSTOM', '个人客户'],
    ['OTHER_CUSTOM', '其他客户'],
  ]),
  customerEvaluateLevel: e([
    ['P+', 'P+'],
    ['P', 'P'],
    ['S+', 'S+'],
    ['S', 'S'],
    ['NOT_DEALT', '未成交'],
  ]),
  unitDimension: e([
    ['MASS', '质量（kg）'],
    ['VOLUME', '体积（L）'],
    ['COUNT', '计数（个）'],
  ]),
  materialOutType: e([
    ['RETURN_SUPPLIER', '退供应商'],
    ['SALE', '销售出库'],
    ['SCRAP', '报废'],
    ['OTHER', '其他出库'],
  ]),
  productOutType: e([
    ['SALE', '销售出库'],
    ['SAMPLE', '样品出库'],
    ['SCRAP', '报废'],
    ['OTHER', '其他出库'],
  ]),
  // SPEC §4 safety-stock catalogue of the material page, as the value of a computed column.
  materialSafetyState: e([
    ['UNDER', '低于下限'],
    ['WARN', '低于预警'],
    ['OVER', '高于上限'],
    ['NORMAL', '正常'],
  ]),
  // SPEC §4 purchase-price: an order line's price (or an order's amount) against its approval.
  // Sales invoices (issue 18): the kind of VAT invoice, and how a receipt came in.
  invoiceType: e([
    ['SPECIAL', '增值税专用发票'],
    ['ORDINARY', '增值税普通发票'],
  ]),
  // SPEC §4 warehouse-out invoice states, of a sales delivery (derived from its lines).
  deliveryInvoiceState: e([
    ['NOT_INVOICED', '未开票'],
    ['INVOICED', '已开票'],
  ]),
  // SPEC §4 warehouse-in-invoice and sales-return-invoice: one catalogue, of a material
  // warehouse-in (from the purchase invoices on its lines) and of a sales return (from the
  // red-letter invoices of reason 销售退货 naming it).
  warehouseInInvoiceState: inboundInvoiceStates,
  returnInvoiceState: inboundInvoiceStates,
  // Why a red-letter invoice (红字发票) reverses a blue one (the Chinese VAT rules' reasons).
  redReason: e([
    ['WRONG', '开票有误'],
    ['RETURN', '销售退货'],
    ['TERMINATED', '服务终止'],
    ['DISCOUNT', '销售折让'],
  ]),
  purchaseRedReason: e([
    ['WRONG', '开票有误'],
    ['RETURN', '采购退货'],
    ['TERMINATED', '服务终止'],
    ['DISCOUNT', '采购折让'],
  ]),
  receiptMethod: e([
    ['BANK', '银行转账'],
    ['ACCEPTANCE', '银行承兑汇票'],
    ['CASH', '现金'],
    ['OTHER', '其他'],
  ]),
  // Production's confirmation of a confirmed sales order (SPEC §7 production: sales order confirm).
  productionConfirm: e([
    ['PENDING', '待生产确认'],
    ['CONFIRMED', '生产已确认'],
  ]),
  // A sales order's 剩余数量 (SPEC §3 sales remaining filter; 不限 is no filter).
  orderRemaining: e([
    ['OVERZERO', '剩余大于0'],
    ['EQUALZERO', '剩余等于0'],
  ]),
  // 信用审核 of a sales order or delivery (issue 18 item 6): over the customer's 信用额度 it waits
  // for the sales director or finance; an approval holds while the amounts stay as approved.
  creditState: e([
    ['NORMAL', '无需审核'],
    ['APPROVAL_PENDING', '待信用审核'],
    ['APPROVED', '信用审核通过'],
    ['APPROVAL_NOT_APPROVED', '信用审核不通过'],
  ]),
  purchasePriceState: e([
    ['APPROVAL_PENDING', '待审核'],
    ['NORMAL', '正常'],
    ['APPROVAL_NOT_APPROVED', '审核不通过'],
  ]),
  // A purchase order keyed from applies and requests (or by hand) on /purchase-order, or a spot
  // buy keyed without any on /manual-purchase-order (SPEC's manual orders).
  purchaseOrderType: e([
    ['NORMAL', '常规采购'],
    ['MANUAL', '手工采购'],
  ]),
  // How far an approved purchase request (采购需求) was ordered; 已完结 when closed by hand.
  purchaseRequestProgress: e([
    ['NONE', '未下单'],
    ['PARTIAL', '部分下单'],
    ['FULL', '已下单'],
    ['CLOSED', '已完结'],
  ]),
  // What waits for a review in purchasing (/purchase-audit), and whose review it waits for.
  purchaseAuditKind: e([
    ['MATERIAL_PRICE', '物料价格审核'],
    ['REQUEST', '采购需求审核'],
    ['APPLY', '采购申请审核'],
    ['ORDER_PRICE', '订单价格审核'],
    ['ORDER_AMOUNT', '订单金额审核'],
    ['RETURN', '采购退货审核'],
  ]),
  // Where a review stands (SPEC §4 default catalogue), for reports that list reviews.
  reviewState: e([
    ['APPROVAL_PENDING', '待审核'],
    ['APPROVAL_APPROVED', '审核通过'],
    ['APPROVAL_NOT_APPROVED', '审核不通过'],
  ]),
  purchaseReviewer: e([
    ['MANAGER', '采购经理'],
    ['DIRECTOR', '采购总监'],
    ['DEPARTMENT_HEAD', '申请部门负责人'],
  ]),
  // SPEC §4 safety-stock catalogue of the other pages (no warning level).
  safetyState: e([
    ['UNDER', '低于下限'],
    ['OVER', '高于上限'],
    ['NORMAL', '正常'],
  ]),
  // A batch's expiry (re-test) date against today; the warning window is EXPIRY_WARNING_DAYS.
  expiryState: e([
    ['EXPIRED', '已过期'],
    ['WITHIN_30D', '30天内到期'],
    ['VALID', '未到期'],
  ]),
  // SPEC §3 product stock filter and §4 stock-age buckets, as filters of stock reports.
  stockFilter: otherFilters.productStock.map((o) => ({ ...o })),
  stockAge: otherFilters.stockAge.map((o) => ({ ...o })),
  bomPricePeriod: otherFilters.bomPricePeriod.map((o) => ({ ...o })),
  // SPEC §4 / §9 yield buckets (packed ÷ theoretical), as the production lists' and cost report's filter.
  yieldBucket: otherFilters.yieldPercent.map((o) => ({ ...o })),
  // Which carrier's paper form a waybill (快递面单) is drawn as.
  waybillLayout: e([
    ['SF', '顺丰面单'],
    ['DEPPON', '德邦面单'],
    ['GENERIC', '通用面单'],
  ]),
  warehouseKind: e([
    ['MATERIAL', '原料仓'],
    ['PRODUCT', '成品仓'],
    ['TRUSTED', '受托仓'],
  ]),
  // CRM (issue 15)
  activityType: e([
    ['VISIT', '拜访'],
    ['CALL', '电话'],
    ['EXHIBITION', '展会'],
    ['OTHER', '其他'],
  ]),
  sampleResult: e([
    ['PENDING', '待反馈'],
    ['PASSED', '通过'],
    ['FAILED', '不通过'],
  ]),
  customerTransferKind: e([
    ['CREATE', '新建'],
    ['DISTRIBUTE', '分配'],
    ['RELEASE', '放入公海'],
    ['CLAIM', '领取'],
    ['AUTO_RETURN', '自动退回公海'],
    ['CONVERT', '线索转化'],
  ]),
  // The audit log's kinds of record and actions: the declarations' titles and transition labels,
  // filled in place by audit/audit-catalogue.ts when it loads (the server, the audit log screen) —
  // importing every declaration here would put them all in every screen's JavaScript.
  auditEntity: [] as EnumOption[],
  auditAction: [] as EnumOption[],
} as const satisfies Record<string, EnumOption[]>;

export type EnumKey = keyof typeof enums;

/** A field's options: its own where it carries them, else its enumeration's. */
export function enumOptions(field: {
  enumKey: EnumKey;
  options?: readonly EnumOption[];
}): readonly EnumOption[] {
  return field.options ?? enums[field.enumKey];
}

export function enumLabel(key: EnumKey, value: string | null | undefined): string {
  if (!value) return '';
  return enums[key].find((o) => o.value === value)?.label ?? value;
}
