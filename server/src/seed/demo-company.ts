/**
 * The demo company's organization: its departments, which department each SPEC §6 role works in,
 * and the menus each role is granted (URLs of the screen registry; `export: true` adds EXPORT).
 * Modules extend `demoRoleMenus` as their screens land.
 */
export const demoDepartments = [
  '总经办',
  '销售部',
  '采购部',
  '仓储部',
  '财务部',
  '生产部',
  '技术部',
  '研发部',
  '质量部',
] as const;

export type DemoDepartment = (typeof demoDepartments)[number];

export const demoRoleDepartment: Record<string, DemoDepartment> = {
  SaleDerictor: '销售部',
  Saler: '销售部',
  SaleManager: '销售部',
  SampleReviewer: '销售部',
  SaleAssistant: '销售部',
  PurchasingManager: '采购部',
  Purchaser: '采购部',
  PurchasingDirector: '采购部',
  Store: '仓储部',
  StoreMaster: '仓储部',
  StoreManager: '仓储部',
  FinaceManager: '财务部',
  CostAccounting: '财务部',
  FinaceDerictor: '财务部',
  Cashier: '财务部',
  Accounting: '财务部',
  ACCOUNT2: '财务部',
  ProduceDirector: '生产部',
  Operator: '生产部',
  ProductPlan: '生产部',
  SectionChief: '生产部',
  ViceWorkshopManager: '生产部',
  WorkshopManager: '生产部',
  'Tr-WorkshopManager': '生产部',
  QualityInspector: '质量部',
  QualityManager: '质量部',
  TechnicalManager: '技术部',
  KiriMaster: '技术部',
  ResearchManager: '研发部',
  Researcher: '研发部',
  ResearchDerictor: '研发部',
  Applier: '研发部',
  ResearchMaster: '研发部',
  ApplicationManager: '研发部',
  BigBoss: '总经办',
  VicePresident: '总经办',
};

interface Grant {
  url: string;
  export?: boolean;
}

const g = (roles: readonly string[]) => roles;
const sales = g(['SaleDerictor', 'Saler', 'SaleManager', 'SampleReviewer', 'SaleAssistant']);
const purchase = g(['PurchasingManager', 'Purchaser', 'PurchasingDirector']);
const store = g(['Store', 'StoreMaster', 'StoreManager']);
const finance = g(['FinaceManager', 'CostAccounting', 'FinaceDerictor', 'Cashier', 'Accounting', 'ACCOUNT2']);
const production = g([
  'ProduceDirector',
  'Operator',
  'ProductPlan',
  'SectionChief',
  'ViceWorkshopManager',
  'WorkshopManager',
  'Tr-WorkshopManager',
]);
const quality = g(['QualityInspector', 'QualityManager']);
const technical = g(['TechnicalManager', 'KiriMaster']);
const research = g([
  'Researcher',
  'ResearchDerictor',
  'Applier',
  'ResearchMaster',
  'ResearchManager',
  'ApplicationManager',
]);
const bosses = g(['BigBoss', 'VicePresident']);

/**
 * Which roles work in which screens: [roles, screens, roles among them who may also export].
 * Whoever maintains a kind of master data may export it; the bosses may export everything.
 */
const grantRules: [readonly string[], string[], readonly string[]][] = [
  [['*'], ['/index'], []],
  [
    bosses,
    ['/staff', '/organizational', '/role', '/audit-log', '/company-profile'],
    ['BigBoss', 'VicePresident'],
  ],
  [
    [...sales, ...technical, ...research, ...production, ...quality, ...store, ...finance, ...bosses],
    ['/product', '/product-type', '/product-relate'],
    ['TechnicalManager', 'ResearchManager', 'ResearchDerictor', 'ProduceDirector', 'SaleDerictor', ...bosses],
  ],
  [
    [...purchase, ...store, ...technical, ...research, ...production, ...quality, ...finance, ...bosses],
    ['/materiel', '/materiel-type'],
    [...purchase, 'TechnicalManager', 'ResearchManager', 'ResearchDerictor', ...bosses],
  ],
  [[...purchase, ...store, ...finance, ...bosses], ['/supplier'], [...purchase, ...bosses]],
  [
    [...store, ...purchase, ...finance, ...production, ...bosses],
    ['/warehouse', '/allocation'],
    ['StoreManager', 'StoreMaster', ...bosses],
  ],
  [
    [...store, ...purchase, ...technical, ...production, ...research, ...bosses],
    ['/unit', '/package-spec'],
    ['StoreManager', 'TechnicalManager', 'PurchasingManager', 'ProduceDirector', ...bosses],
  ],
  [
    [...sales, ...store, ...purchase, ...bosses],
    ['/location', '/express', '/channel'],
    ['SaleDerictor', 'SaleManager', ...bosses],
  ],
  [
    [...production, ...technical, ...research, ...bosses],
    ['/beltline', '/procedure', '/charging', '/technology'],
    ['ProduceDirector', 'WorkshopManager', 'ProductPlan', 'TechnicalManager', ...bosses],
  ],
  // 配方 (issue 30): research and the technical manager key and review them, production works by
  // them, the bosses look on; the research and technical heads export them.
  [
    [...research, 'TechnicalManager', ...production, ...bosses],
    [
      '/pilotscale-research-recipe',
      '/fullscale-research-recipe',
      '/pilotscale-manufacture-recipe',
      '/fullscale-manufacture-recipe',
      '/recipe-material-alternate',
    ],
    ['ResearchDerictor', 'ResearchManager', 'TechnicalManager', ...bosses],
  ],
  // BOM 价格 (issue 30 item 1): research, technical, the production heads and the bosses; the
  // money on it is 查看BOM价格合计's (bom-price-sum), so a planner sees quantities only.
  [
    [...research, 'TechnicalManager', 'ProduceDirector', 'WorkshopManager', 'ProductPlan', ...bosses],
    ['/scale-prc-report', '/scale-prc-compare-report'],
    ['ResearchDerictor', 'ResearchManager', 'TechnicalManager', 'ProduceDirector', ...bosses],
  ],
  [
    [...quality, ...research, ...technical, ...bosses],
    ['/test-organ', '/test-item'],
    ['QualityManager', ...bosses],
  ],
  // 质量管理 (issue 31): quality keys the standards and methods and the quality manager approves them;
  // technical and research read what they formulate to (quality-standard-visit), the bosses look on.
  [
    [...quality, ...research, 'TechnicalManager', ...bosses],
    ['/product-standard', '/product-standard-product-schedule', '/material-standard', '/detection-method'],
    ['QualityManager', ...bosses],
  ],
  [['QualityManager', ...bosses], ['/product-standard-approve-center'], ['QualityManager']],
  [
    [...finance, ...purchase, ...sales, ...bosses],
    ['/currency', '/exchange-tax-rate'],
    ['FinaceManager', 'FinaceDerictor', 'CostAccounting', 'Accounting', ...bosses],
  ],
  // 财务设置 (aging buckets): kept by the finance heads, read by finance and the bosses.
  [[...finance, ...bosses], ['/finance-setting'], ['FinaceManager', 'FinaceDerictor', ...bosses]],
  // 采购管理 (issue 17): purchasing works in prices and orders, finance and the bosses look on and
  // the store receives against the orders; every department applies (purchasing orders them).
  [[...purchase, ...finance, ...bosses], ['/purchase-material-price'], [...purchase, ...bosses]],
  [
    [...purchase, ...store, ...quality, ...finance, ...bosses],
    ['/purchase-order', '/manual-purchase-order'],
    [...purchase, ...bosses],
  ],
  // What waits for a review: purchasing (its heads review, its buyers chase) and the bosses.
  [[...purchase, ...bosses], ['/purchase-audit'], [...purchase, ...bosses]],
  // What came in, and what departments asked for: purchasing, the store that receives and asks,
  // finance and the bosses (amounts by SPEC §6 alone).
  [
    [...purchase, ...store, ...finance, ...bosses],
    ['/purchase-warehouse-summary', '/purchase-apply-summary'],
    [...purchase, ...finance, ...bosses],
  ],
  // Returns: purchasing makes them, the store sends the goods back, finance and the bosses look on.
  [[...purchase, ...store, ...finance, ...bosses], ['/purchase-return'], [...purchase, ...bosses]],
  // The order summaries: purchasing and those who pay or receive (amounts by SPEC §6 alone).
  [[...purchase, ...finance, ...bosses], ['/purchase-order-summary'], [...purchase, ...finance, ...bosses]],
  [
    [...purchase, ...store, ...quality, ...finance, ...bosses],
    ['/purchase-order-warehouse-quality'],
    [...purchase, ...quality, ...bosses],
  ],
  // Every department applies and asks purchasing to source (requests); purchasing reviews those.
  [['*'], ['/purchase-apply', '/purchase-procurement'], [...purchase, ...bosses]],
  // Sales: prices and orders to sales, finance and the bosses; production and technical read the
  // orders (SPEC §6 sales-order-visit, without prices); the store ships deliveries and confirms
  // returns.
  [
    [...sales, ...finance, ...bosses],
    ['/salesPrice', '/salesApprove', '/salesApprove/GuidePriceApproveList'],
    ['SaleDerictor', ...finance, ...bosses],
  ],
  [
    [...sales, ...finance, ...production, ...technical, ...store, ...bosses],
    ['/salesOrder'],
    ['SaleDerictor', 'SaleManager', ...finance, ...bosses],
  ],
  // 财务管理 (issue 18): invoices, receipts and write-offs are finance's; sales and the bosses read
  // them and the receivables (a salesperson their own customers').
  [
    [...finance, ...sales, ...bosses],
    [
      '/salesInvoice',
      '/salesRedInvoice',
      '/salesReceipts',
      '/sales-writeoff',
      '/accountReceivable',
      '/sales-opening-balance',
    ],
    [...finance, 'SaleDerictor', ...bosses],
  ],
  // The receivable analyses: like 应收账款 (a salesperson reads their own customers').
  [
    [...finance, ...sales, ...bosses],
    [
      '/accountReceivableCustPercent',
      '/accountReceivableEmpPercent',
      '/accountReceivable-cycle',
      '/accountReceivableAnalyze',
      '/sales-invoice-summary',
    ],
    [...finance, 'SaleDerictor', ...bosses],
  ],
  // 毛利 (issue 18 item 7): finance and the bosses, and the sales director (whose prices make it).
  [
    [...finance, 'SaleDerictor', ...bosses],
    ['/grossProfit', '/grossProfitForeign', '/grossProfitForeignCny'],
    [...finance, 'SaleDerictor', ...bosses],
  ],
  // 产品成本录入: finance keys the cost of what the store put in.
  [[...finance, ...bosses], ['/product-cost-in'], [...finance, ...bosses]],
  // 成本调整 (库存成本调整单): finance corrects the value of stock on hand; the bosses look on.
  [
    [...finance, ...bosses],
    ['/materiel-stock-change-cost', '/product-stock-change-cost'],
    [...finance, ...bosses],
  ],
  // Payables (issue 18): finance reviews purchase invoices, pays, writes off and reads 应付账款;
  // purchasing keys the invoices it bought against and requests payments on its own screens.
  [
    [...finance, ...bosses],
    [
      '/purchaseInvoice',
      '/purchaseRedInvoice',
      '/purchasePayment',
      '/purchase-writeoff',
      '/purchase-opening-balance',
      '/purchasePayable',
      '/accountPayableAnalyze',
    ],
    [...finance, ...bosses],
  ],
  [
    [...purchase, ...bosses],
    ['/invoice', '/purchase-payment'],
    [...purchase, ...bosses],
  ],
  // What was received and what of it is billed: purchasing, finance and the bosses.
  [[...purchase, ...finance, ...bosses], ['/purchase-invoice-summary'], [...purchase, ...finance, ...bosses]],
  // 生产管理 (issue 30 item 2): production orders to production and technical (SPEC §6
  // sales-order-visit), feeding to production, quality, technical and research (feeding-form-visit);
  // the store is never granted them (no prices there).
  [
    [...production, 'TechnicalManager', 'ResearchManager'],
    ['/manufacture-sales-order', '/manufacture-sales-order-out-in'],
    ['ProduceDirector', 'ProductPlan', 'TechnicalManager'],
  ],
  [
    // Not Tr-WorkshopManager: SPEC §6 lets it key feedings but not visit them.
    [...production.filter((r) => r !== 'Tr-WorkshopManager'), ...quality, 'TechnicalManager', ...research],
    ['/manufacture-feeding', '/operation-process-feeding'],
    ['ProduceDirector', 'WorkshopManager', 'TechnicalManager'],
  ],
  // 生产记录 and 生产包装 (issue 30 item 3) as the feeding: the money on them is 查看物料金额's alone.
  [
    [...production.filter((r) => r !== 'Tr-WorkshopManager'), ...quality, 'TechnicalManager', ...research],
    [
      '/manufacture-record',
      '/operation-process-grind',
      '/operation-process-adjustment',
      '/manufacture-packaging',
    ],
    ['ProduceDirector', 'WorkshopManager', 'TechnicalManager'],
  ],
  // A batch's process and outside-processing costs: cost accounting keys them, finance's heads audit,
  // production and technical read procedures and hours; the batch cost report to production's heads
  // (quantities and yield), cost accounting, finance's heads and the bosses (with the money).
  [
    [
      ...production.filter((r) => r !== 'Tr-WorkshopManager'),
      'TechnicalManager',
      'ResearchManager',
      'FinaceManager',
      'FinaceDerictor',
      'CostAccounting',
      'Accounting',
      ...bosses,
    ],
    ['/manufacture-processe'],
    ['CostAccounting', 'FinaceManager'],
  ],
  [
    [
      'ProduceDirector',
      'WorkshopManager',
      'TechnicalManager',
      'FinaceManager',
      'FinaceDerictor',
      'CostAccounting',
      'Accounting',
      ...bosses,
    ],
    ['/product-manufacture-cost'],
    ['ProduceDirector', 'CostAccounting', 'FinaceManager', ...bosses],
  ],
  // 订单生产确认: production plans from it, technical and sales read it (no prices on it).
  [
    [...sales, ...production, ...technical, ...bosses],
    ['/sale-order-comfirm'],
    ['SaleDerictor', 'ProduceDirector', 'ProductPlan', ...bosses],
  ],
  [
    [...sales, ...store, ...finance, ...bosses],
    ['/salesOdo', '/salesMaterielOdo', '/salesRefunds'],
    ['SaleDerictor', 'SaleManager', 'StoreManager', ...finance, ...bosses],
  ],
  // Sales summaries (issue 16): salespeople read their own customers' (the record rule), the sales
  // director, finance and the bosses everyone's.
  [
    [...sales, ...finance, ...bosses],
    ['/sales-out-summary', '/sales-order-summary', '/sales-order-summary-man'],
    ['SaleDerictor', ...finance, ...bosses],
  ],
  [bosses, ['/purchase-setting'], []],
  [
    [...store, ...purchase, ...finance, ...bosses],
    ['/material-acceptance', '/material-warehouse-in', '/material-warehouse-out', '/material-transfer'],
    ['StoreManager', 'StoreMaster', ...finance, ...bosses],
  ],
  [[...store, ...quality, ...bosses], ['/material-acceptance'], ['QualityManager']],
  [
    [...store, ...production, ...research, ...technical, ...finance, ...bosses],
    ['/material-requisition'],
    ['StoreManager', 'StoreMaster', ...finance, ...bosses],
  ],
  [
    [...store, ...purchase, ...finance, ...bosses],
    ['/material-safety-stock', '/material-safety-stock/purchase-apply-detail'],
    ['StoreManager', 'StoreMaster', ...purchase, ...bosses],
  ],
  [[...store, ...finance, ...bosses], ['/material-dull-scheme'], ['StoreManager', 'StoreMaster', ...bosses]],
  [
    [...store, ...finance, ...bosses],
    ['/material-stocktaking'],
    ['StoreManager', 'StoreMaster', ...finance, ...bosses],
  ],
  // The product warehouse, granted like the material one: documents to store, finance and
  // management; requisitions to those who draw finished goods; counts and limits to the store.
  [
    [...store, ...sales, ...finance, ...bosses],
    ['/product-warehouse-in', '/product-warehouse-out', '/product-transfer'],
    ['StoreManager', 'StoreMaster', ...finance, ...bosses],
  ],
  [
    [...store, ...production, ...sales, ...finance, ...bosses],
    ['/product-requisition'],
    ['StoreManager', 'StoreMaster', ...finance, ...bosses],
  ],
  [
    [...store, ...finance, ...bosses],
    ['/product-inventory', '/product-safety-stock'],
    ['StoreManager', 'StoreMaster', ...finance, ...bosses],
  ],
  // 成品仓: the store re-packs and merges product batches; finance and the bosses look on.
  [
    [...store, ...finance, ...bosses],
    ['/product-packaging', '/product-stock-merge'],
    ['StoreManager', 'StoreMaster', ...bosses],
  ],
  [
    [...store, ...purchase, ...finance, ...production, ...technical, ...bosses],
    [
      '/material-stock',
      '/material-stock-slug',
      '/material-stock-analyze',
      '/material-warehouse-in-summary',
      '/material-warehouse-in-month',
      '/material-requisition-summary',
      '/material-requisition-month',
      '/material-warehouse-out-summary',
      '/material-warehouse-out-month',
    ],
    ['StoreManager', 'StoreMaster', ...purchase, ...finance, ...bosses],
  ],
  [
    [...finance, ...bosses, 'StoreManager'],
    [
      '/materielStockLedger',
      '/materielBatchNoLedger',
      '/materiel-amount-ledger',
      '/materiel-amount-ledger-new',
      '/materiel-stock-finance-ledger-new',
    ],
    [...finance, ...bosses],
  ],
  // Finished goods: sales look at them too (what can be promised); amounts stay hidden by SPEC §6.
  [
    [...store, ...sales, ...finance, ...production, ...technical, ...bosses],
    ['/product-stock', '/product-stock-slug', '/product-stock-analyze'],
    ['StoreManager', 'StoreMaster', 'SaleDerictor', ...finance, ...bosses],
  ],
  // The product movement summaries, like the material ones: the store, finance and management.
  [
    [...store, ...finance, ...bosses],
    [
      '/product-warehouse-in-summary',
      '/product-warehouse-in-month',
      '/product-requisition-summary',
      '/product-requisition-month',
      '/product-warehouse-out-summary',
      '/product-warehouse-out-month',
    ],
    ['StoreManager', 'StoreMaster', ...finance, ...bosses],
  ],
  [
    [...finance, ...bosses, 'StoreManager'],
    [
      '/productStockLedger',
      '/productBatchNoLedger',
      '/product-amount-ledger-new',
      '/product-stock-finance-ledger-new',
      '/stock-out-of-fin',
    ],
    [...finance, ...bosses],
  ],
  // The store keeps the quantity ledgers (its amounts are hidden from it, SPEC §6).
  [
    [...store],
    ['/materielStockLedger', '/materielBatchNoLedger', '/productStockLedger', '/productBatchNoLedger'],
    ['StoreManager', 'StoreMaster'],
  ],
  // 批次追溯 (issue 30 item 4): whoever sees stock of either side — quantities only, no price.
  [
    [...store, ...purchase, ...sales, ...finance, ...production, ...technical, ...bosses],
    ['/batch-trace'],
    ['StoreManager', 'StoreMaster', ...finance, ...bosses],
  ],
  // 受托仓 (issue 14): the store keeps customers' goods; sales look at what their customers have
  // with us and send them the statement; finance and the bosses look on. No amounts exist there.
  [
    [...store, ...finance, ...bosses],
    ['/trusted-warehouse-in'],
    ['StoreManager', 'StoreMaster', ...finance, ...bosses],
  ],
  [
    [...store, ...production, ...finance, ...bosses],
    ['/trusted-requisition'],
    ['StoreManager', 'StoreMaster', ...finance, ...bosses],
  ],
  [
    [...store, ...sales, ...finance, ...bosses],
    [
      '/trusted-stock',
      '/trusted-stock-statement',
      '/trusted-warehouse-in-summary',
      '/trusted-requisition-summary',
    ],
    ['StoreManager', 'StoreMaster', 'SaleDerictor', 'SaleManager', ...finance, ...bosses],
  ],
  [
    [...store, ...finance, ...bosses],
    ['/trustedStockLedger', '/trustedBatchNoLedger'],
    ['StoreManager', 'StoreMaster', ...finance, ...bosses],
  ],
  // CRM (issue 15): salespeople keep their leads, customers and follow-ups (the record rules limit
  // whose); finance looks after customers' tax data and credit (freeze); quality reads complaints.
  [
    ['SaleDerictor', 'SaleManager', 'Saler', 'SaleAssistant'],
    [
      '/clue',
      '/customer',
      '/customer-pool',
      '/contact',
      '/salesActivity',
      '/customer-sample',
      '/customer-quotation',
      '/customer-complaint',
    ],
    ['SaleDerictor', 'SaleManager'],
  ],
  [
    [...finance, ...bosses],
    ['/customer', '/customer-complaint'],
    ['FinaceManager', 'FinaceDerictor', ...bosses],
  ],
  [[...quality], ['/customer-complaint'], ['QualityManager']],
  [['SaleDerictor', ...bosses], ['/customer-pool-settings'], []],
  // 销售资料: every salesperson reads and hands them out; those who write them keep them.
  [
    [...sales, 'TechnicalManager', 'ResearchManager', 'QualityManager', ...bosses],
    ['/sale-document'],
    ['SaleDerictor', 'SaleManager', ...bosses],
  ],
  // Month-end close: the SPEC §6 finance reviewers (ACCOUNT2 reads the books but does not close them).
  [
    ['FinaceManager', 'FinaceDerictor', 'Cashier', 'CostAccounting', 'Accounting', 'BigBoss'],
    ['/stock-acc'],
    [],
  ],
];

function buildRoleMenus(): Record<string, Grant[]> {
  const out: Record<string, Grant[]> = {};
  const everyRole = Object.keys(demoRoleDepartment);
  for (const [roles, urls, exporters] of grantRules) {
    const holders = roles.includes('*') ? everyRole : roles;
    for (const role of holders) {
      out[role] ??= [];
      for (const url of urls) {
        if (!out[role].some((g) => g.url === url)) out[role].push({ url, export: exporters.includes(role) });
      }
    }
  }
  return out;
}

export const demoRoleMenus: Record<string, Grant[]> = buildRoleMenus();

export function grantsFor(roleName: string): Grant[] {
  return demoRoleMenus[roleName] ?? [{ url: '/index' }];
}
