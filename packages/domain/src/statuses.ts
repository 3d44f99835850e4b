/**
 * Every status catalogue of SPEC §4 with its Chinese labels, for all modules (also those still to
 * come), so list filters, badges and transitions speak one language.
 *
 * Filter rules:
 * - each catalogue's filter starts with ALL (全部) unless the screen configures `showAll: false`;
 * - purchase-apply hides its first two non-ALL options (APPROVAL_PENDING, APPROVAL_NOT_APPROVED)
 *   from the purchasing department (`hiddenFor`).
 */
export interface StatusOption {
  value: string;
  label: string;
  /** antd Tag colour for badges. */
  color?: string;
}

export interface StatusCatalogue {
  key: string;
  title: string;
  options: StatusOption[];
  /** Role groups that do not see some options in the filter. */
  hiddenFor?: { group: 'purchase'; values: string[] };
}

export const ALL_OPTION: StatusOption = { value: 'ALL', label: '全部' };

type OptionRow = readonly [value: string, label: string, color?: string];

/** Keeps each option's value as a literal type, so transitions are checked against it. */
const c = <const O extends readonly OptionRow[]>(
  key: string,
  title: string,
  options: O,
  extra: Pick<StatusCatalogue, 'hiddenFor'> = {},
) =>
  ({
    key,
    title,
    options: options.map(([value, label, color]) => ({ value, label, color })) as {
      value: O[number][0];
      label: string;
      color?: string;
    }[],
    ...extra,
  }) satisfies StatusCatalogue;

const approval = [
  ['APPROVAL_PENDING', '待审核', 'gold'],
  ['APPROVAL_APPROVED', '审核通过', 'green'],
  ['APPROVAL_NOT_APPROVED', '审核不通过', 'red'],
] as const;

/**
 * SPEC §4 says the daily report's labels look swapped relative to their values: APPROVAL_APPROVED
 * is labelled "not passed" and APPROVAL_NOT_APPROVED "passed". Both readings are kept here; we show
 * the value's own meaning (APPROVAL_APPROVED = 已通过), because the review dialog returns
 * `approved: true` only for APPROVAL_APPROVED — the swapped labels would show an approved report as
 * failed. See docs/ARCHITECTURE.md.
 */
export const dailyReportLabelReadings = {
  chosen: { APPROVAL_PENDING: '待审核', APPROVAL_APPROVED: '已通过', APPROVAL_NOT_APPROVED: '未通过' },
  asObserved: { APPROVAL_PENDING: '待审核', APPROVAL_APPROVED: '未通过', APPROVAL_NOT_APPROVED: '已通过' },
} as const;

export const statusCatalogues = {
  default: c('default', '审核状态', approval),
  'purchase-apply': c(
    'purchase-apply',
    '采购申请状态',
    [
      ['APPROVAL_PENDING', '待审核', 'gold'],
      ['APPROVAL_NOT_APPROVED', '审核不通过', 'red'],
      ['ORDER_PENDING', '待下单', 'blue'],
      ['ORDERED', '已下单', 'cyan'],
      ['DISCARDED', '已作废', 'default'],
      ['DONE', '已完成', 'green'],
    ],
    { hiddenFor: { group: 'purchase', values: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED'] } },
  ),
  'purchase-order': c('purchase-order', '采购订单状态', [
    ['NEW', '新建', 'blue'],
    ['ORDERED', '已下单', 'cyan'],
    ['IN_PUT_WAREHOUSE', '已入库', 'geekblue'],
    ['RETURN', '已退货', 'orange'],
    ['DONE', '已完成', 'green'],
    ['DISCARDED', '已作废', 'default'],
  ]),
  'purchase-return': c('purchase-return', '采购退货状态', [
    ['APPROVAL_PENDING', '待审核', 'gold'],
    ['APPROVAL_NOT_APPROVED', '审核不通过', 'red'],
    ['RETURN_PENDING', '待退货', 'blue'],
    ['RETURNED', '已退货', 'green'],
  ]),
  'purchase-price': c('purchase-price', '采购价格状态', [
    ['APPROVAL_PENDING', '待审核', 'gold'],
    ['NORMAL', '正常', 'green'],
    ['APPROVAL_NOT_APPROVED', '审核不通过', 'red'],
  ]),
  'purchase-payment': c('purchase-payment', '采购付款状态', [
    ['APPROVAL_PENDING', '待复核', 'gold'],
    ['UNVERIFIED', '未核销', 'blue'],
    ['VERIFIED', '已核销', 'green'],
    ['DISCARDED', '已作废', 'default'],
  ]),
  'sales-receipt': c('sales-receipt', '销售收款状态', [
    ['APPROVAL_PENDING', '待复核', 'gold'],
    ['UNVERIFIED', '未核销', 'blue'],
    ['VERIFIED', '已核销', 'green'],
    ['DISCARDED', '已作废', 'default'],
  ]),
  invoice: c('invoice', '发票状态', [
    ['APPROVAL_PENDING', '待复核', 'gold'],
    ['UNVERIFIED', '未核销', 'blue'],
    ['VERIFIED', '已核销', 'green'],
    ['DISCARDED', '已作废', 'default'],
    ['INVOICED', '已开票', 'cyan'],
  ]),
  'material-price': c('material-price', '物料价格状态', approval),
  // A write-off (核销) stands until it is reversed (撤销), which restores both sides.
  'write-off': c('write-off', '核销状态', [
    ['NORMAL', '有效', 'green'],
    ['DISCARDED', '已撤销', 'default'],
  ]),
  'sales-base-price': c('sales-base-price', '基准价状态', approval),
  'sales-price-approval': c('sales-price-approval', '价格审批状态', approval),
  'warehouse-acceptance': c('warehouse-acceptance', '验收状态', [
    ['ACCEPTANCE_PENDING', '待验收', 'gold'],
    ['ACCEPTANCE_QUALIFIED', '验收合格', 'green'],
    ['ACCEPTANCE_CONCESSIOND', '让步接收', 'lime'],
    ['ACCEPTANCE_UNQUALIFIED', '验收不合格', 'red'],
    // Judged line by line, some lines failed and some passed (docs/modules/purchasing.md).
    ['ACCEPTANCE_PARTIAL', '部分合格', 'orange'],
    ['DISCARDED', '已作废', 'default'],
  ]),
  'warehouse-in': c('warehouse-in', '入库状态', [
    ['IN_PUT_WAREHOUSE_PENDING', '待入库', 'gold'],
    ['IN_PUT_WAREHOUSE', '已入库', 'green'],
    ['DISCARDED', '已作废', 'default'],
  ]),
  'warehouse-out': c('warehouse-out', '出库状态', [
    ['APPROVAL_PENDING', '待审核', 'gold'],
    ['APPROVAL_NOT_APPROVED', '审核不通过', 'red'],
    ['OUT_PUT_WAREHOUSE_PENDING', '待出库', 'blue'],
    ['OUT_PUT_WAREHOUSE', '已出库', 'green'],
    ['DISCARDED', '已作废', 'default'],
    ['RETURNED', '已退货', 'orange'],
  ]),
  'warehouse-move': c('warehouse-move', '移库状态', [
    ['APPROVAL_PENDING', '待审核', 'gold'],
    ['CONFIRMED', '已确认', 'green'],
    ['DISCARDED', '已作废', 'default'],
  ]),
  'warehouse-inventory': c('warehouse-inventory', '盘点状态', [
    ['CONFIRM', '待确认', 'gold'],
    ['CONFIRMED', '已确认', 'green'],
    ['DISCARDED', '已作废', 'default'],
  ]),
  'warehouse-in-invoice': c('warehouse-in-invoice', '入库开票状态', [
    ['NOT_INVOICED', '未开票', 'default'],
    ['APPROVAL_PENDING', '待复核', 'gold'],
    ['UNVERIFIED', '未核销', 'blue'],
    ['VERIFIED', '已核销', 'green'],
  ]),
  'sales-return-invoice': c('sales-return-invoice', '退货开票状态', [
    ['NOT_INVOICED', '未开票', 'default'],
    ['APPROVAL_PENDING', '待复核', 'gold'],
    ['UNVERIFIED', '未核销', 'blue'],
    ['VERIFIED', '已核销', 'green'],
  ]),
  'warehouse-out-invoice': c('warehouse-out-invoice', '出库开票状态', [
    ['NOT_INVOICED', '未开票', 'default'],
    ['INVOICED', '已开票', 'green'],
  ]),
  'warehouse-requisition': c('warehouse-requisition', '领料状态', [
    ['OUT_PUT_WAREHOUSE_PENDING', '待领料', 'gold'],
    ['OUT_PUT_WAREHOUSE', '已领料', 'green'],
    ['DISCARDED', '已作废', 'default'],
  ]),
  'safety-stock': c('safety-stock', '安全库存状态', [
    ['UNDER', '低于下限', 'red'],
    ['OVER', '高于上限', 'orange'],
    ['NORMAL', '正常', 'green'],
  ]),
  'material-safety-stock': c('material-safety-stock', '物料安全库存状态', [
    ['UNDER', '低于下限', 'red'],
    ['WARN', '低于预警', 'gold'],
    ['OVER', '高于上限', 'orange'],
    ['NORMAL', '正常', 'green'],
  ]),
  'manufacture-feeding': c('manufacture-feeding', '投料状态', [
    ['TEMPORARY_SAVED', '暂存', 'default'],
    ['SAVED', '已保存', 'blue'],
    ['DISCARDED', '已作废', 'default'],
    ['COMPLETE', '已完成', 'green'],
  ]),
  'quality-inspection': c('quality-inspection', '质检状态', [
    ['UNAPPROVED', '未审核', 'gold'],
    ['APPROVED', '已审核', 'green'],
    ['DISCARDED', '已作废', 'default'],
  ]),
  'application-project': c('application-project', '项目状态', [
    ['NEW', '新建', 'blue'],
    ['DISCARDED', '已作废', 'default'],
  ]),
  'application-trial-production': c('application-trial-production', '试产状态', [
    ['CHECKPENDING', '待审核', 'gold'],
    ['APPROVE', '已审核', 'green'],
  ]),
  'sales-return': c('sales-return', '销售退货状态', [
    ['APPROVAL_PENDING', '待审核', 'gold'],
    ['APPROVAL_NOT_APPROVED', '审核不通过', 'red'],
    ['RETURN_PENDING', '待退货', 'blue'],
    ['RETURNED', '已退货', 'green'],
  ]),
  'sales-order': c('sales-order', '销售订单状态', [
    ['APPROVAL_PENDING', '待审核', 'gold'],
    ['APPROVAL_NOT_APPROVED', '审核不通过', 'red'],
    ['DELIVERY_PENDING', '待发货', 'blue'],
    ['OUT_PUT_WAREHOUSE', '已出库', 'cyan'],
    ['DISCARDED', '已作废', 'default'],
    ['RETURN', '已退货', 'orange'],
    ['DONE', '已完成', 'green'],
  ]),
  /** SPEC: "empty (all), NORMAL, FREEZE": the ALL option's value is '' here. */
  customer: c('customer', '客户状态', [
    ['NORMAL', '正常', 'green'],
    ['FREEZE', '冻结', 'blue'],
  ]),
  'daily-report': c('daily-report', '日报状态', [
    ['APPROVAL_PENDING', dailyReportLabelReadings.chosen.APPROVAL_PENDING, 'gold'],
    ['APPROVAL_APPROVED', dailyReportLabelReadings.chosen.APPROVAL_APPROVED, 'green'],
    ['APPROVAL_NOT_APPROVED', dailyReportLabelReadings.chosen.APPROVAL_NOT_APPROVED, 'red'],
  ]),
  'product-packaging': c('product-packaging', '包装状态', [
    ['NEW', '待审核', 'gold'],
    ['DISCARDED', '已作废', 'default'],
  ]),
  // SPEC §4 product-packaging (NEW pending approval, DISCARDED) for production's packing, with the
  // audit that posts the packed product into stock at cost (已审核) beside them (issue 30 item 3).
  'manufacture-packaging': c('manufacture-packaging', '生产包装状态', [
    ['NEW', '待审核', 'gold'],
    ['APPROVED', '已审核', 'green'],
    ['DISCARDED', '已作废', 'default'],
  ]),
  'product-send-test': c('product-send-test', '送检状态', [
    ['UNAPPROVED', '未审核', 'gold'],
    ['APPROVED', '已审核', 'green'],
    ['DISCARDED', '已作废', 'default'],
  ]),
  'purchase-request': c('purchase-request', '请购状态', [
    ['CHECKPENDING', '待审核', 'gold'],
    ['APPROVED', '已审核', 'green'],
    ['DISCARDED', '已作废', 'default'],
  ]),
  'lab-record': c('lab-record', '实验记录状态', [
    ['CHECKPENDING', '待审核', 'gold'],
    ['APPROVED', '已审核', 'green'],
  ]),
  'sample-send': c('sample-send', '寄样状态', [
    ['APPROVAL_PENDING', '待审核（月累计达5kg）', 'gold'],
    ['APPROVAL_NOT_APPROVED', '审核不通过', 'red'],
    ['SEND_PENDING', '待寄送', 'blue'],
    ['END', '已寄送', 'green'],
    ['DISCARDED', '已作废', 'default'],
  ]),
  'product-relate': c('product-relate', '产品关联状态', [
    ['EBL', '正常', 'green'],
    ['DISCARDED', '已作废', 'default'],
  ]),
  // A quality standard's version (issue 31): reviewed like a recipe; 作废 takes an approved version
  // out of force (no later version replaces it yet).
  'quality-standard': c('quality-standard', '标准状态', [
    ['CHECKPENDING', '待审核', 'gold'],
    ['APPROVED', '已审核', 'green'],
    ['UNAPPROVED', '审核不通过', 'red'],
    ['DISCARDED', '已作废', 'default'],
  ]),
  // SPEC's three recipe states, and 已关闭: an approved version taken out of use by hand (关闭 / 启用).
  recipe: c('recipe', '配方状态', [
    ['CHECKPENDING', '待审核', 'gold'],
    ['APPROVED', '已审核', 'green'],
    ['UNAPPROVED', '审核不通过', 'red'],
    ['CLOSED', '已关闭', 'default'],
  ]),
  // CRM (issue 15): SPEC names none of these; a lead, a customer sample (confirm, anti-examine,
  // scrap), a quotation (scrap) and a complaint (handled, closed) have these states.
  clue: c('clue', '线索状态', [
    ['FOLLOWING', '跟进中', 'blue'],
    ['CONVERTED', '已转客户', 'green'],
    ['CLOSED', '已关闭', 'default'],
  ]),
  'customer-sample': c('customer-sample', '样品状态', [
    ['NEW', '待确认', 'gold'],
    ['CONFIRMED', '已确认', 'green'],
    ['DISCARDED', '已作废', 'default'],
  ]),
  'customer-quotation': c('customer-quotation', '报价状态', [
    ['NEW', '有效', 'green'],
    ['DISCARDED', '已作废', 'default'],
  ]),
  'customer-complaint': c('customer-complaint', '投诉状态', [
    ['PROCESSING', '处理中', 'gold'],
    ['DONE', '已结案', 'green'],
  ]),
  /** A customer's contacts, addresses, activities and a lead's traces: kept or deleted. */
  'crm-record': c('crm-record', '状态', [['NORMAL', '正常', 'green']]),
  /** Master data: in use (EBL, as SPEC queries products) or discarded. */
  'master-data': c('master-data', '状态', [
    ['EBL', '启用', 'green'],
    ['DISCARDED', '停用', 'default'],
  ]),
} as const satisfies Record<string, StatusCatalogue>;

export type StatusCatalogueKey = keyof typeof statusCatalogues;

/** The status values of one catalogue, as a union of literals (`StatusOf<'warehouse-in'>`). */
export type StatusOf<K extends StatusCatalogueKey> = (typeof statusCatalogues)[K]['options'][number]['value'];

export function statusLabel(catalogue: StatusCatalogueKey, value: string): string {
  return (
    (statusCatalogues[catalogue].options as readonly StatusOption[]).find((o) => o.value === value)?.label ??
    value
  );
}

/**
 * The options of a status filter: ALL first unless `showAll` is false; options hidden from the
 * user's role groups left out.
 */
export function statusFilterOptions(
  catalogue: StatusCatalogueKey,
  opts: { showAll?: boolean; inPurchasing?: boolean } = {},
): StatusOption[] {
  const cat: StatusCatalogue = statusCatalogues[catalogue];
  const hidden = opts.inPurchasing && cat.hiddenFor?.group === 'purchase' ? cat.hiddenFor.values : [];
  const options = cat.options.filter((o) => !hidden.includes(o.value));
  const all = catalogue === 'customer' ? { ...ALL_OPTION, value: '' } : ALL_OPTION;
  return opts.showAll === false ? options : [all, ...options];
}

/** Other filters of SPEC §4. */
export const otherFilters = {
  stockAge: [
    { value: 'WITHIN_6M', label: '6个月以内' },
    { value: 'M6_TO_1Y', label: '6个月至1年' },
    { value: 'Y1_TO_2Y', label: '1至2年' },
    { value: 'OVER_2Y', label: '2年以上' },
  ],
  bomPricePeriod: [
    { value: '1', label: '近1个月' },
    { value: '3', label: '近3个月' },
    { value: '6', label: '近6个月' },
    { value: '12', label: '近1年' },
  ],
  yieldPercent: [
    { value: 'GE_100', label: '100%及以上' },
    { value: 'BETWEEN_90_100', label: '90%-100%' },
    { value: 'LT_90', label: '90%以下' },
  ],
  hasReplacement: [
    { value: 'TRUE', label: '有替代料' },
    { value: 'FALSE', label: '无替代料' },
  ],
  noMovement: [
    { value: 'TRUE', label: '无动态' },
    { value: 'FALSE', label: '有动态' },
  ],
  productStock: [
    { value: 'UNLIMITED', label: '不限' },
    { value: 'OVERZERO', label: '库存大于0' },
    { value: 'AVAILABLE', label: '可用大于0' },
  ],
  salesRemaining: [
    { value: 'UNLIMITED', label: '不限' },
    { value: 'OVERZERO', label: '剩余大于0' },
    { value: 'EQUALZERO', label: '剩余等于0' },
  ],
} as const;
