/**
 * The screen registry: the one list from which the server seeds the menu table and the web app
 * builds its route table. A screen is listed here only once it works; the web test
 * `screens.test.tsx` fails when a listed screen has no component or a component is not listed.
 */
export interface ScreenDef {
  url: string;
  title: string;
  /**
   * A declared report's screen in a group of documents (采购订单汇总 among the purchase documents).
   * Said here, not found from the report declarations, so the route table — in every page's
   * JavaScript — does not import them (web screens.test.ts checks the two agree).
   */
  report?: true;
}

export interface MenuGroupDef {
  /** Stable key of the group (menus are matched on it when the seed is re-applied). */
  key: string;
  title: string;
  screens: ScreenDef[];
}

/** A top-level entry is either a screen of its own or a group of screens. */
export type MenuNodeDef = ({ kind: 'screen' } & ScreenDef) | ({ kind: 'group' } & MenuGroupDef);

/**
 * Menu titles fit the 160 px menu (SPEC §2) without an ellipsis: at most 7 characters under a
 * group (`MENU_TITLE_MAX`, checked by screens.test.ts), and no two that read alike.
 */
export const MENU_TITLE_MAX = 7;

export const menuTree: MenuNodeDef[] = [
  { kind: 'screen', url: '/index', title: '首页' },
  {
    kind: 'group',
    key: 'crm',
    title: '客户管理',
    screens: [
      { url: '/clue', title: '销售线索' },
      { url: '/customer', title: '客户' },
      { url: '/customer-pool', title: '公海客户' },
      { url: '/contact', title: '联系人' },
      { url: '/salesActivity', title: '跟进记录' },
      { url: '/customer-sample', title: '客户样品' },
      { url: '/customer-quotation', title: '报价单' },
      { url: '/customer-complaint', title: '客户投诉' },
      { url: '/sale-document', title: '销售资料' },
      { url: '/customer-pool-settings', title: '公海设置' },
    ],
  },
  {
    kind: 'group',
    key: 'sales',
    title: '销售管理',
    screens: [
      { url: '/salesPrice', title: '基准价' },
      { url: '/salesApprove', title: '价格审批' },
      { url: '/salesApprove/GuidePriceApproveList', title: '基准价审批', report: true },
      { url: '/salesOrder', title: '销售订单' },
      { url: '/salesOdo', title: '销售出库' },
      { url: '/salesMaterielOdo', title: '物料销售出库' },
      { url: '/salesRefunds', title: '销售退货' },
      { url: '/sale-order-comfirm', title: '订单生产确认', report: true },
      { url: '/sales-out-summary', title: '销售出库汇总', report: true },
      { url: '/sales-order-summary', title: '销售订单汇总', report: true },
      { url: '/sales-order-summary-man', title: '业务员月度销售', report: true },
    ],
  },
  {
    kind: 'group',
    key: 'masterdata',
    title: '基础资料',
    screens: [
      { url: '/product', title: '产品' },
      { url: '/product-type', title: '产品类别' },
      { url: '/product-relate', title: '产品关联' },
      { url: '/materiel', title: '物料' },
      { url: '/materiel-type', title: '物料类别' },
      { url: '/unit', title: '计量单位' },
      { url: '/package-spec', title: '包装规格' },
      { url: '/supplier', title: '供应商' },
      { url: '/warehouse', title: '仓库' },
      { url: '/allocation', title: '货位' },
      { url: '/location', title: '地区' },
      { url: '/express', title: '快递物流' },
      { url: '/channel', title: '销售渠道' },
    ],
  },
  {
    kind: 'group',
    key: 'purchase',
    title: '采购管理',
    screens: [
      { url: '/purchase-material-price', title: '物料价格' },
      { url: '/purchase-procurement', title: '采购需求' },
      { url: '/purchase-apply', title: '采购申请' },
      { url: '/purchase-order', title: '采购订单' },
      { url: '/manual-purchase-order', title: '手工采购订单' },
      { url: '/purchase-return', title: '采购退货' },
      { url: '/invoice', title: '供应商发票' },
      { url: '/purchase-payment', title: '付款申请' },
      { url: '/purchase-audit', title: '采购审核', report: true },
      { url: '/purchase-apply-summary', title: '采购申请汇总', report: true },
      { url: '/purchase-order-summary', title: '采购订单汇总', report: true },
      { url: '/purchase-warehouse-summary', title: '采购入库汇总', report: true },
      { url: '/purchase-order-warehouse-quality', title: '订单入库质检', report: true },
      { url: '/purchase-setting', title: '采购设置' },
    ],
  },
  {
    kind: 'group',
    key: 'material-warehouse',
    title: '原料仓库',
    screens: [
      { url: '/material-acceptance', title: '物料验收' },
      { url: '/material-warehouse-in', title: '物料入库' },
      { url: '/material-requisition', title: '领料' },
      { url: '/material-warehouse-out', title: '物料出库' },
      { url: '/material-transfer', title: '物料调拨' },
      { url: '/material-stocktaking', title: '物料盘点' },
      { url: '/material-safety-stock', title: '物料安全库存' },
      { url: '/material-dull-scheme', title: '呆滞方案' },
    ],
  },
  {
    kind: 'group',
    key: 'product-warehouse',
    title: '成品仓库',
    screens: [
      { url: '/product-warehouse-in', title: '产品入库' },
      { url: '/product-requisition', title: '产品领料' },
      { url: '/product-warehouse-out', title: '产品出库' },
      { url: '/product-transfer', title: '产品调拨' },
      { url: '/product-inventory', title: '产品盘点' },
      { url: '/product-safety-stock', title: '产品安全库存' },
      { url: '/product-packaging', title: '包装改装' },
      { url: '/product-stock-merge', title: '批次合并' },
    ],
  },
  {
    // 受托仓: customers' own goods (quantity and owner, never value): its documents, then its reports.
    kind: 'group',
    key: 'trusted-warehouse',
    title: '受托仓库',
    screens: [
      { url: '/trusted-warehouse-in', title: '受托入库' },
      { url: '/trusted-requisition', title: '受托领料' },
    ],
  },
  {
    kind: 'group',
    key: 'material-reports',
    title: '原料库存',
    screens: [
      { url: '/material-stock', title: '物料库存' },
      { url: '/material-stock-slug', title: '物料库龄' },
      { url: '/material-stock-analyze', title: '物料库存分析' },
      { url: '/material-safety-stock/purchase-apply-detail', title: '安全库存请购' },
      { url: '/material-warehouse-in-summary', title: '物料入库汇总' },
      { url: '/material-warehouse-in-month', title: '物料入库月汇总' },
      { url: '/material-requisition-summary', title: '领料汇总' },
      { url: '/material-requisition-month', title: '领料月汇总' },
      { url: '/material-warehouse-out-summary', title: '物料出库汇总' },
      { url: '/material-warehouse-out-month', title: '物料出库月汇总' },
    ],
  },
  {
    kind: 'group',
    key: 'product-reports',
    title: '成品库存',
    screens: [
      { url: '/product-stock', title: '产品库存' },
      { url: '/product-stock-slug', title: '产品库龄' },
      { url: '/product-stock-analyze', title: '产品库存分析' },
      { url: '/product-warehouse-in-summary', title: '产品入库汇总' },
      { url: '/product-warehouse-in-month', title: '产品入库月汇总' },
      { url: '/product-requisition-summary', title: '产品领料汇总' },
      { url: '/product-requisition-month', title: '产品领料月汇总' },
      { url: '/product-warehouse-out-summary', title: '产品出库汇总' },
      { url: '/product-warehouse-out-month', title: '产品出库月汇总' },
    ],
  },
  {
    kind: 'group',
    key: 'trusted-reports',
    title: '受托库存',
    screens: [
      { url: '/trusted-stock', title: '受托库存' },
      { url: '/trusted-stock-statement', title: '受托库存对账单' },
      { url: '/trusted-warehouse-in-summary', title: '受托入库汇总' },
      { url: '/trusted-requisition-summary', title: '受托领料汇总' },
    ],
  },
  {
    kind: 'group',
    key: 'stock-ledgers',
    title: '库存账簿',
    screens: [
      { url: '/materielStockLedger', title: '物料收发存台账' },
      { url: '/materielBatchNoLedger', title: '物料批次台账' },
      { url: '/materiel-amount-ledger', title: '物料金额台账' },
      { url: '/materiel-amount-ledger-new', title: '物料金额月台账' },
      { url: '/materiel-stock-finance-ledger-new', title: '物料财务台账' },
      { url: '/productStockLedger', title: '产品收发存台账' },
      { url: '/productBatchNoLedger', title: '产品批次台账' },
      { url: '/batch-trace', title: '批次追溯' },
      { url: '/product-amount-ledger-new', title: '产品金额月台账' },
      { url: '/product-stock-finance-ledger-new', title: '产品财务台账' },
      { url: '/stock-out-of-fin', title: '成品非销售出库' },
      { url: '/trustedStockLedger', title: '受托收发存台账' },
      { url: '/trustedBatchNoLedger', title: '受托批次台账' },
      { url: '/stock-acc', title: '库存结账' },
    ],
  },
  // Issue 30: the factory — recipes first (four screens of one declaration), then production.
  {
    kind: 'group',
    key: 'production',
    title: '配方管理',
    screens: [
      { url: '/pilotscale-research-recipe', title: '中试研发配方' },
      { url: '/fullscale-research-recipe', title: '大试研发配方' },
      { url: '/pilotscale-manufacture-recipe', title: '中试生产配方' },
      { url: '/fullscale-manufacture-recipe', title: '大试生产配方' },
      { url: '/recipe-material-alternate', title: '替代料' },
      { url: '/scale-prc-report', title: 'BOM价格', report: true },
      { url: '/scale-prc-compare-report', title: '配方价格对比', report: true },
    ],
  },
  // Issue 30 item 2: production orders (sales orders to make) and their feeding.
  {
    kind: 'group',
    key: 'manufacture',
    title: '生产管理',
    screens: [
      { url: '/manufacture-sales-order', title: '生产订单', report: true },
      { url: '/manufacture-sales-order-out-in', title: '生产订单执行', report: true },
      { url: '/manufacture-feeding', title: '投料单' },
      { url: '/operation-process-feeding', title: '投料明细', report: true },
      { url: '/manufacture-record', title: '生产记录' },
      { url: '/operation-process-grind', title: '研磨记录', report: true },
      { url: '/operation-process-adjustment', title: '调整记录', report: true },
      { url: '/manufacture-processe', title: '生产费用' },
      { url: '/manufacture-packaging', title: '生产包装' },
      { url: '/product-manufacture-cost', title: '生产成本', report: true },
    ],
  },
  {
    kind: 'group',
    key: 'quality',
    title: '质量管理',
    screens: [
      { url: '/product-standard', title: '产品标准' },
      { url: '/product-standard-approve-center', title: '标准审批中心' },
      { url: '/product-standard-product-schedule', title: '产品标准适用' },
      { url: '/material-standard', title: '物料标准' },
      { url: '/detection-method', title: '检测方法' },
    ],
  },
  {
    kind: 'group',
    key: 'production-basics',
    title: '生产质检',
    screens: [
      { url: '/beltline', title: '生产线' },
      { url: '/procedure', title: '工序' },
      { url: '/charging', title: '投料方式' },
      { url: '/technology', title: '工艺' },
      { url: '/test-organ', title: '检测机构' },
      { url: '/test-item', title: '检测项目' },
    ],
  },
  {
    kind: 'group',
    key: 'finance',
    title: '财务管理',
    screens: [
      { url: '/salesInvoice', title: '销售发票' },
      { url: '/salesRedInvoice', title: '红字发票' },
      { url: '/salesReceipts', title: '销售收款' },
      { url: '/sales-writeoff', title: '收款核销' },
      { url: '/sales-opening-balance', title: '期初应收' },
      { url: '/accountReceivable', title: '应收账款', report: true },
      { url: '/accountReceivableCustPercent', title: '客户应收占比', report: true },
      { url: '/accountReceivableEmpPercent', title: '业务员应收占比', report: true },
      { url: '/accountReceivable-cycle', title: '回款周期分析', report: true },
      { url: '/accountReceivableAnalyze', title: '应收账款分析', report: true },
      { url: '/sales-invoice-summary', title: '销售开票汇总', report: true },
      // With the business documents (like 采购设置): its declaration is finance's, not master data.
      { url: '/finance-setting', title: '财务设置' },
      { url: '/grossProfit', title: '毛利分析', report: true },
      { url: '/grossProfitForeign', title: '外币毛利分析', report: true },
      { url: '/grossProfitForeignCny', title: '外币毛利对照', report: true },
      { url: '/product-cost-in', title: '产品成本录入', report: true },
      { url: '/materiel-stock-change-cost', title: '物料成本调整' },
      { url: '/product-stock-change-cost', title: '产品成本调整' },
      { url: '/purchaseInvoice', title: '采购发票' },
      { url: '/purchaseRedInvoice', title: '红字采购发票' },
      { url: '/purchasePayment', title: '采购付款' },
      { url: '/purchase-writeoff', title: '付款核销' },
      { url: '/purchase-opening-balance', title: '期初应付' },
      { url: '/purchasePayable', title: '应付账款', report: true },
      { url: '/purchase-invoice-summary', title: '采购发票汇总', report: true },
      { url: '/accountPayableAnalyze', title: '应付分析', report: true },
    ],
  },
  {
    kind: 'group',
    key: 'finance-basics',
    title: '财务资料',
    screens: [
      { url: '/currency', title: '币种' },
      { url: '/exchange-tax-rate', title: '汇率税率' },
    ],
  },
  {
    kind: 'group',
    key: 'admin',
    title: '系统管理',
    screens: [
      { url: '/staff', title: '员工管理' },
      { url: '/organizational', title: '组织架构' },
      { url: '/role', title: '角色管理' },
      { url: '/audit-log', title: '审计日志' },
      { url: '/company-profile', title: '公司信息' },
    ],
  },
];

/**
 * Detail screens of master data: reached from their list (or in a new window), not from the
 * menu. SPEC names /product/detail, /materiel/info and /supplier/detail; the others follow suit.
 */
export const detailScreenOverrides: Record<string, string> = {
  '/materiel': '/materiel/info',
  '/customer': '/customer/customerDetail',
  '/clue': '/clue/clueDetail',
  // SPEC: /manual-purchase-order (+ manual-detail, manual-detail-print).
  '/manual-purchase-order': '/manual-purchase-order/manual-detail',
  // SPEC: /invoice (+ /detail) is the list's default; /purchase-payment (+ /info).
  '/purchase-payment': '/purchase-payment/info',
};

export function detailScreenOf(listUrl: string): string {
  return detailScreenOverrides[listUrl] ?? `${listUrl}/detail`;
}

/**
 * Pages of a list's own beside its detail (SPEC §2): the customer's 新增客户 page, the leads' batch
 * edit. Each belongs to its list's menu screen (`menuScreenOf`).
 */
export const listPageScreens: Record<string, readonly ScreenDef[]> = {
  '/customer': [{ url: '/customer/addNewCustomer', title: '新增客户' }],
  '/clue': [{ url: '/clue/patchClue', title: '批量修改' }],
};

/** The title of a list's own page (its breadcrumb's last crumb), if the route is one. */
export function listPageTitle(url: string): string | undefined {
  return Object.values(listPageScreens)
    .flat()
    .find((s) => s.url === url)?.title;
}

/** Lists whose 新建 opens a page of their own instead of the form drawer. */
export const createScreenOverrides: Record<string, string> = {
  '/customer': '/customer/addNewCustomer',
};

/**
 * Lists whose records also open in SPEC's `${screen}/tabs`: the record and the documents it is
 * linked with (and its module's tabs, such as the stock moves it posted), a tab each.
 */
export const tabsScreenLists: readonly string[] = [
  '/material-acceptance',
  '/material-warehouse-in',
  '/material-requisition',
  '/manufacture-feeding',
  '/manufacture-packaging',
  '/product-warehouse-in',
  '/purchase-apply',
  '/purchase-order',
  '/purchase-return',
  '/salesOrder',
];

export function tabsScreenOf(listUrl: string): string | undefined {
  return tabsScreenLists.includes(listUrl) ? `${listUrl}/tabs` : undefined;
}

/** Screens reachable without being in a menu (entry pages). */
export const entryScreens: ScreenDef[] = [{ url: '/login', title: '登录' }];

export function allMenuScreens(tree: MenuNodeDef[] = menuTree): ScreenDef[] {
  return tree.flatMap((node) =>
    node.kind === 'screen' ? [{ url: node.url, title: node.title }] : node.screens,
  );
}

/**
 * The menu screen a route belongs to: itself when it is in the menu, else the menu screen it
 * opens from — `/material-acceptance/detail` and `/material-acceptance/tabs` belong to
 * `/material-acceptance`, `/materiel/info` to `/materiel`, `/material-stock/detail` (a drill-down)
 * to `/material-stock`. Whoever holds that menu may use the route; undefined when none owns it.
 */
export function menuScreenOf(url: string, tree: MenuNodeDef[] = menuTree): string | undefined {
  const menuUrls = allMenuScreens(tree).map((s) => s.url);
  if (menuUrls.includes(url)) return url;
  const overridden = Object.entries(detailScreenOverrides).find(([, detail]) => detail === url);
  if (overridden) return overridden[0];
  // The longest menu URL the route extends by a path segment.
  return menuUrls.filter((menu) => url.startsWith(`${menu}/`)).sort((a, b) => b.length - a.length)[0];
}
