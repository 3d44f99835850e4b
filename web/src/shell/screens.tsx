import { allMenuScreens, detailScreenOf, listPageScreens, menuTree, tabsScreenOf } from '@tiangong/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The web half of the screen registry: each menu screen of packages/domain/src/screens.ts and
 * the component that renders it, loaded on demand (SPEC §2). `screens.test.ts` keeps the two
 * halves equal, so a route exists exactly when its screen does.
 */
type Screen = LazyExoticComponent<ComponentType>;

/** Menu groups whose screens are the generic document screens (list + detail). */
export const documentGroups = [
  'crm',
  'sales',
  'masterdata',
  'purchase',
  'material-warehouse',
  'product-warehouse',
  'trusted-warehouse',
  'production-basics',
  'production',
  'manufacture',
  'quality',
  'finance',
  'finance-basics',
  // 公司信息 is a master-data declaration among the administration's own pages.
  'admin',
];

/** Screens of document groups that are pages of their own, not a declaration's list. */
export const ownScreensInDocumentGroups = [
  '/customer-pool',
  '/customer-pool-settings',
  '/staff',
  '/organizational',
  '/role',
  '/audit-log',
];
/** Declared reports' screens, wherever their menu group (a purchase summary sits among documents). */
export const declaredReportScreens = new Set(
  allMenuScreens()
    .filter((s) => s.report)
    .map((s) => s.url),
);

export function documentListUrls(): string[] {
  return menuTree.flatMap((node) =>
    node.kind === 'group' && documentGroups.includes(node.key)
      ? node.screens
          .map((s) => s.url)
          .filter((url) => !declaredReportScreens.has(url) && !ownScreensInDocumentGroups.includes(url))
      : [],
  );
}

/** Declared reports in document groups (采购订单汇总 among the purchase documents). */
function reportsInDocumentGroups(): string[] {
  return menuTree.flatMap((node) =>
    node.kind === 'group' && documentGroups.includes(node.key)
      ? node.screens.map((s) => s.url).filter((url) => declaredReportScreens.has(url))
      : [],
  );
}

/** Menu groups whose screens are declared reports, and report screens reached by drilling down. */
export const reportGroups = ['material-reports', 'product-reports', 'trusted-reports', 'stock-ledgers'];
export const reportDrillUrls = [
  '/material-stock/detail',
  '/product-stock/detail',
  '/trusted-stock/detail',
  '/purchase-order-warehouse-quality/detail',
  '/purchase-warehouse-summary/detail',
  '/purchase-apply-summary/detail',
  '/sales-out-summary/detail',
  '/sales-order-summary/detail',
  '/accountReceivable/detail',
  '/sales-invoice-summary/detail',
  '/grossProfit/detail',
  '/grossProfitForeign/detail',
  '/grossProfitForeignCny/detail',
  '/product-cost-in/detail',
  '/purchase-invoice-summary/detail',
  '/accountPayableAnalyze/month',
  '/scale-prc-report/detail',
  '/manufacture-sales-order/detail',
];

/** Screens of report groups that are not declared reports but screens of their own. */
/** Declared reports drawn by a module's page (the report plus a row drawer of its own). */
export const ownReportScreens = ['/material-stock', '/product-stock'];
const ownScreensInReportGroups = ['/stock-acc', '/batch-trace', ...ownReportScreens];

export function reportUrls(): string[] {
  return [
    ...menuTree.flatMap((node) =>
      node.kind === 'group' && reportGroups.includes(node.key)
        ? node.screens.map((s) => s.url).filter((url) => !ownScreensInReportGroups.includes(url))
        : [],
    ),
    ...reportsInDocumentGroups(),
    ...reportDrillUrls,
  ];
}

const reportScreen = (url: string): Screen =>
  lazy(() => import('../reports/report-screens').then((m) => ({ default: m.reportScreen(url) })));

// One chunk holds the generic screens; each route picks its declaration inside it, once the
// declarations it needs have loaded.
const loadDocuments = (url: string) =>
  Promise.all([
    import('../documents/document-screens'),
    import('../documents/documentRegistry').then(async (registry) => {
      await registry.loadDefsForScreen(url);
      return registry;
    }),
  ]);
const documentScreen = (url: string): Screen =>
  lazy(() =>
    loadDocuments(url).then(([screens, registry]) => ({
      default: screens.documentScreens(registry.documentDefs, undefined, registry.documentViews)[url],
    })),
  );

/**
 * A module's own detail or tabs screen: loaded with the declarations its route needs, like the
 * generic ones (its 下推 buttons and pickers read them), so it works when opened by URL.
 */
const own = (url: string, load: () => Promise<{ default: ComponentType }>): Screen =>
  lazy(() =>
    Promise.all([load(), import('../documents/documentRegistry').then((r) => r.loadDefsForScreen(url))]).then(
      ([module]) => module,
    ),
  );

/** Detail and tabs screens a module extends (the generic one plus its own panel or tabs). */
const ownDetailScreens: Record<string, Screen> = {
  '/customer/customerDetail': own(
    '/customer/customerDetail',
    () => import('../modules/crm/CustomerDetailPage'),
  ),
  '/clue/clueDetail': own('/clue/clueDetail', () => import('../modules/crm/ClueDetailPage')),
  '/customer-complaint/detail': own(
    '/customer-complaint/detail',
    () => import('../modules/crm/ComplaintDetailPage'),
  ),
  '/material-requisition/detail': own(
    '/material-requisition/detail',
    () => import('../modules/inventory/RequisitionDetailPage'),
  ),
  '/material-requisition/tabs': own('/material-requisition/tabs', () =>
    import('../modules/inventory/StockTabsPages').then((m) => ({ default: m.RequisitionTabsPage })),
  ),
  '/product-stock-merge/detail': own(
    '/product-stock-merge/detail',
    () => import('../modules/inventory/MergeDetailPage'),
  ),
  '/material-warehouse-in/tabs': own('/material-warehouse-in/tabs', () =>
    import('../modules/inventory/StockTabsPages').then((m) => ({ default: m.WarehouseInTabsPage })),
  ),
  '/product-requisition/detail': own('/product-requisition/detail', () =>
    import('../modules/inventory/RequisitionDetailPage').then((m) => ({
      default: m.ProductRequisitionDetailPage,
    })),
  ),
  '/product-warehouse-in/tabs': own('/product-warehouse-in/tabs', () =>
    import('../modules/inventory/StockTabsPages').then((m) => ({ default: m.ProductWarehouseInTabsPage })),
  ),
  '/salesOdo/detail': own('/salesOdo/detail', () => import('../modules/sales/SalesDeliveryDetailPage')),
  // The four recipe screens' details: the versions of the recipe and 版本对比 below it.
  ...Object.fromEntries(
    [
      '/pilotscale-research-recipe/detail',
      '/fullscale-research-recipe/detail',
      '/pilotscale-manufacture-recipe/detail',
      '/fullscale-manufacture-recipe/detail',
    ].map((url) => [url, own(url, () => import('../modules/production/RecipeDetailPage'))]),
  ),
  '/trusted-requisition/detail': own('/trusted-requisition/detail', () =>
    import('../modules/inventory/RequisitionDetailPage').then((m) => ({
      default: m.TrustedRequisitionDetailPage,
    })),
  ),
};

/** A list's own pages (`listPageScreens`): 新增客户, 批量修改线索. */
const listPages: Record<string, Screen> = {
  '/customer/addNewCustomer': lazy(() => import('../modules/crm/AddNewCustomerPage')),
  '/clue/patchClue': lazy(() => import('../modules/crm/PatchCluePage')),
};

/** The detail screen of a document list, and its tabs screen when the registry gives it one. */
function recordScreenUrls(listUrl: string): string[] {
  const tabs = tabsScreenOf(listUrl);
  return tabs ? [detailScreenOf(listUrl), tabs] : [detailScreenOf(listUrl)];
}

/** Every page a list opens: its detail, its tabs, its own pages. */
function listScreenUrls(listUrl: string): string[] {
  return [...recordScreenUrls(listUrl), ...(listPageScreens[listUrl] ?? []).map((s) => s.url)];
}

export const screenComponents: Record<string, Screen> = {
  '/index': lazy(() => import('../modules/home/IndexPage')),
  '/staff': lazy(() => import('../modules/admin/StaffPage')),
  '/organizational': lazy(() => import('../modules/admin/OrganizationPage')),
  '/role': lazy(() => import('../modules/admin/RolePage')),
  '/audit-log': lazy(() => import('../modules/admin/AuditLogPage')),
  '/stock-acc': lazy(() => import('../modules/inventory/StockAccPage')),
  '/batch-trace': lazy(() => import('../modules/production/BatchTracePage')),
  '/customer-pool': lazy(() => import('../modules/crm/CustomerPoolPage')),
  '/customer-pool-settings': lazy(() => import('../modules/crm/PoolSettingsPage')),
  '/material-stock': lazy(() =>
    import('../modules/inventory/StockPages').then((m) => ({ default: m.MaterialStockPage })),
  ),
  '/product-stock': lazy(() =>
    import('../modules/inventory/StockPages').then((m) => ({ default: m.ProductStockPage })),
  ),
  ...Object.fromEntries(reportUrls().map((url) => [url, reportScreen(url)])),
  ...Object.fromEntries(
    documentListUrls().flatMap((url) => [
      [url, documentScreen(url)],
      ...listScreenUrls(url).map((path) => [
        path,
        ownDetailScreens[path] ?? listPages[path] ?? documentScreen(path),
      ]),
    ]),
  ),
};

/** Routes that are screens but not menu items (detail forms, tabs screens, drill-down reports). */
export function detailUrls(): string[] {
  return [...documentListUrls().flatMap(listScreenUrls), ...reportDrillUrls];
}

export function menuScreenUrls(): string[] {
  return allMenuScreens().map((s) => s.url);
}
