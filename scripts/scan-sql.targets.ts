/**
 * What `npm run scan:sql` (scripts/scan-sql.ts) hands to sqlmap: a representative set of routes —
 * at least one per module — and every route whose SQL is written by hand (`sql\`…\`` in the
 * document engine, the reports, the chains, the ledger and admin services) rather than built by
 * Drizzle's query builder. `server/src/test/sql-scan-targets.test.ts` keeps the list honest: each
 * target names a registered route and method, its payload passes the route's schema, and each
 * injected parameter is declared there.
 *
 * Each target is one realistic call of the demo company (`SEED_DEMO=true`) with the parameters
 * sqlmap injects named by their path in the payload (`queryParameterVo.code`, `sort.field`,
 * `sourceIds.0`). The payload is chosen so its answer has rows (`expect: 'rows'`): sqlmap's
 * boolean tests compare a true and a false condition against that answer, and on an empty list
 * both would look alike. Write routes are called with a stale version or a month that cannot be
 * closed, so every call is refused at the same point and the answer sqlmap compares stays stable.
 */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface SqlScanTarget {
  method: 'GET' | 'POST';
  /** Path under /api. */
  url: string;
  /** Query parameters (GET) or JSON body (POST) of a call that succeeds on the demo company. */
  payload: { [key: string]: Json };
  /** Dotted paths into the payload that sqlmap injects. */
  inject: string[];
  /** What the baseline call answers: a non-empty list, any success, or a refusal with this code. */
  expect: 'rows' | 'ok' | { refused: string };
  /** Which hand-written SQL (or which builder) the parameters reach. */
  reaches: string;
  /** Sent without the session cookie (the login: a presented session would be ended). */
  anonymous?: boolean;
}

const page = { pageIndex: 1, pageSize: 5 };
const filterPaths = (filters: Record<string, Json>) =>
  Object.keys(filters).map((k) => `queryParameterVo.${k}`);

/** A document-engine or report page call: the given filters and sort, all injected (and the paging when asked). */
function list(
  url: string,
  filters: Record<string, Json>,
  sort: { field: string; order: 'asc' | 'desc' },
  reaches: string,
  opts: { paging?: boolean } = {},
): SqlScanTarget {
  return {
    method: 'POST',
    url,
    payload: { page, queryParameterVo: filters, sort },
    inject: [
      ...filterPaths(filters),
      'sort.field',
      'sort.order',
      ...(opts.paging ? ['page.pageIndex', 'page.pageSize'] : []),
    ],
    expect: 'rows',
    reaches,
  };
}

const DOC_LIST = 'platform/documents/document-query.ts (filters, ilike, ranges, ref joins, order by)';
const REPORT = 'platform/reports/report.routes.ts (order by, totals) + inventory/reports/';

export const sqlScanTargets: SqlScanTarget[] = [
  // ── admin: accounts, departments, roles (hand-written SQL in admin/*.service.ts) ──
  {
    method: 'POST',
    url: '/user/login',
    payload: { userName: 'admin', password: 'admin123' },
    inject: ['userName', 'password'],
    expect: 'ok',
    reaches: 'admin/auth.service.ts, platform/auth/login-throttle.ts, session.service.ts',
    anonymous: true,
  },
  {
    method: 'POST',
    url: '/user/busiUserList',
    payload: {
      page,
      queryParameterVo: {
        userName: 'sale',
        realName: '销售',
        departmentId: 2,
        roleName: 'Saler',
        state: 'ON',
      },
    },
    inject: [
      'queryParameterVo.userName',
      'queryParameterVo.realName',
      'queryParameterVo.departmentId',
      'queryParameterVo.roleName',
      'queryParameterVo.state',
      'page.pageIndex',
      'page.pageSize',
    ],
    expect: 'rows',
    reaches: 'admin/staff.service.ts (staff list: filters, role join, department subtree)',
  },
  {
    method: 'GET',
    url: '/user/busiUserLists',
    payload: { departmentId: 1 },
    inject: ['departmentId'],
    expect: 'rows',
    reaches: 'admin/staff.service.ts (recursive department subtree)',
  },
  {
    method: 'GET',
    url: '/user/busiUserDetail',
    payload: { userId: 1 },
    inject: ['userId'],
    expect: 'ok',
    reaches: 'admin/staff.service.ts',
  },
  {
    method: 'GET',
    url: '/user/getUnderBusiOrganList',
    payload: { departmentId: 1 },
    inject: ['departmentId'],
    expect: 'rows',
    reaches: 'admin/department.service.ts (recursive subtree)',
  },
  {
    method: 'GET',
    url: '/user/queryBusiOrganID',
    payload: { departmentId: 1 },
    inject: ['departmentId'],
    expect: 'ok',
    reaches: 'admin/department.service.ts',
  },
  {
    method: 'POST',
    url: '/user/busiRoleList',
    payload: { page, queryParameterVo: { roleName: 'S' } },
    inject: ['queryParameterVo.roleName'],
    expect: 'rows',
    reaches: 'admin/role.service.ts (role list with user counts)',
  },
  {
    method: 'GET',
    url: '/user/queryBusiRoleDetails',
    payload: { roleId: 2 },
    inject: ['roleId'],
    expect: 'ok',
    reaches: 'admin/role.service.ts',
  },
  {
    method: 'GET',
    url: '/user/auditLog',
    payload: { entity: 'user', entityId: 1 },
    inject: ['entity', 'entityId'],
    expect: 'ok',
    reaches: 'admin/audit-log.service.ts',
  },

  // ── masterdata: lookups on the document engine, and the hand-written base price ──
  list(
    '/base/queryProductPageList',
    { status: 'EBL', code: 'CNT', name: '分散液', productTypeId: 2, level: 'A' },
    { field: 'code', order: 'asc' },
    `${DOC_LIST}; SPEC §7 lookup with queryParameterVo`,
    { paging: true },
  ),
  list(
    '/base/queryMaterielPageList',
    { status: 'EBL', code: 'YL', name: '蓝', materielTypeId: 1, supplierId: 1 },
    { field: 'name', order: 'desc' },
    DOC_LIST,
  ),
  list(
    '/purchase/querySupplierPageList',
    { status: 'EBL', code: 'GYS', name: '化', contact: '' },
    { field: 'locationId', order: 'asc' },
    `${DOC_LIST} (ref sort)`,
  ),
  list(
    '/base/queryAllocationPageList',
    { status: 'EBL', warehouseId: 1, code: 'YL', name: '' },
    { field: 'warehouseId', order: 'desc' },
    `${DOC_LIST} (ref filter)`,
  ),
  list(
    '/finance/queryExchangeTaxRatePageList',
    { status: '', currencyId: '', month: '' },
    { field: 'month', order: 'desc' },
    DOC_LIST,
  ),
  {
    method: 'GET',
    url: '/base/queryProductDetail',
    payload: { id: 1 },
    inject: ['id'],
    expect: 'ok',
    reaches: 'platform/documents/document-query.ts (detail)',
  },
  {
    method: 'POST',
    url: '/approve/basePriceDetail',
    payload: { productCode: 'CNT-AQ-04' },
    inject: ['productCode'],
    expect: 'ok',
    reaches: 'masterdata/masterdata.routes.ts',
  },

  // ── inventory documents on the engine: lists, detail, related, chain ──
  list(
    '/warehouse/queryMaterialInPageList',
    {
      status: 'IN_PUT_WAREHOUSE',
      number: 'RK',
      inDateStart: '20260101',
      inDateEnd: '20261231',
      warehouseId: 1,
      supplierId: 1,
    },
    { field: 'inDate', order: 'desc' },
    DOC_LIST,
    { paging: true },
  ),
  list(
    '/acceptanceCheck/queryAcceptancePageList',
    {
      number: 'YS',
      acceptDateStart: '20260101',
      acceptDateEnd: '20261231',
      supplierId: 1,
      purchaseOrderNo: 'CG',
    },
    { field: 'purchaseOrderNo', order: 'asc' },
    DOC_LIST,
  ),
  list(
    '/apply/queryRequisitionPageList',
    {
      number: 'LL',
      applyDateStart: '20260101',
      applyDateEnd: '20261231',
      // 生产部 in the demo company: its operator draws for production.
      departmentId: 6,
    },
    { field: 'applicantId', order: 'asc' },
    DOC_LIST,
  ),
  list(
    '/inventory/queryMaterialOutPageList',
    { number: 'CK', outDateStart: '20260101', outDateEnd: '20261231', warehouseId: 1 },
    { field: 'outDate', order: 'asc' },
    DOC_LIST,
  ),
  list(
    '/inventory/queryMaterialShiftingPageList',
    { number: 'DB', transferDateStart: '20260101', fromWarehouseId: 1 },
    { field: 'toWarehouseId', order: 'asc' },
    DOC_LIST,
  ),
  list(
    '/inventory/queryMaterialClearingPageList',
    { number: 'PD', takeDateEnd: '20261231', warehouseId: 4 },
    { field: 'takeDate', order: 'desc' },
    DOC_LIST,
  ),
  list(
    '/inventory/queryMaterialSafeStockPageList',
    { warehouseId: 1, safetyState: '' },
    { field: 'onHand', order: 'desc' },
    `${DOC_LIST} (derived columns: on hand, safety state)`,
  ),
  list('/inventory/queryDullSchemePageList', { name: '' }, { field: 'noMoveDays', order: 'asc' }, DOC_LIST),
  {
    method: 'GET',
    url: '/warehouse/queryMaterialInDetail',
    payload: { id: 3 },
    inject: ['id'],
    expect: 'ok',
    reaches: 'platform/documents/document-query.ts (detail and lines)',
  },
  {
    method: 'GET',
    url: '/acceptanceCheck/queryAcceptanceRelated',
    payload: { id: 3 },
    inject: ['id'],
    expect: 'rows',
    reaches: 'platform/documents/document-related.ts',
  },
  {
    method: 'GET',
    url: '/warehouse/queryMaterialInRelated',
    payload: { id: 3 },
    inject: ['id'],
    expect: 'rows',
    reaches: 'platform/documents/document-related.ts',
  },
  {
    method: 'POST',
    url: '/warehouse/queryMaterialInOpenLines',
    payload: { link: 'acceptance-in', partyId: 1, keyword: 'YS', pageIndex: 1, pageSize: 5 },
    inject: ['link', 'partyId', 'keyword', 'pageIndex', 'pageSize'],
    expect: 'rows',
    reaches: 'platform/documents/document-chain.service.ts (选单: open lines, keyword)',
  },
  {
    method: 'POST',
    url: '/warehouse/makeMaterialInFrom',
    payload: { link: 'acceptance-in', sourceIds: [16] },
    inject: ['link', 'sourceIds.0'],
    expect: 'ok',
    reaches: 'platform/documents/document-chain.service.ts (下推)',
  },
  {
    method: 'POST',
    url: '/acceptanceCheck/closeAcceptanceLines',
    payload: { id: 16, version: 99, lineIds: [52], closed: true },
    inject: ['id', 'version', 'lineIds.0'],
    expect: { refused: '10000008' },
    reaches: 'platform/documents/document-chain.service.ts (closeLines, refused on the stale version)',
  },

  // ── purchasing (issue 17): lists and the chains into and out of the order ──
  list(
    '/purchase/queryPurchaseOrderPageList',
    { number: 'CG', orderDateStart: '20260101', orderDateEnd: '20261231', supplierId: 1, buyer: '采购' },
    { field: 'totalAmount', order: 'desc' },
    DOC_LIST,
  ),
  list(
    '/purchase/queryPurchaseApplyPageList',
    { number: 'SQ', department: '仓储', applicant: '王' },
    { field: 'applyDate', order: 'asc' },
    DOC_LIST,
  ),
  list(
    '/materielPrice/queryMaterielPricePageList',
    { supplierId: 1, materielId: 1, effectiveDateStart: '20260101' },
    { field: 'effectiveDate', order: 'desc' },
    DOC_LIST,
  ),
  {
    method: 'POST',
    url: '/purchase/queryPurchaseOrderOpenLines',
    payload: { link: 'apply-order', keyword: 'SQ', pageIndex: 1, pageSize: 5 },
    inject: ['link', 'keyword', 'pageIndex', 'pageSize'],
    expect: 'ok',
    reaches: 'platform/documents/document-chain.service.ts (选单 of apply lines, no party)',
  },
  {
    method: 'POST',
    url: '/purchase/makePurchaseOrderFrom',
    payload: { link: 'apply-order', sourceIds: [999999] },
    inject: ['link', 'sourceIds.0'],
    expect: { refused: '10000004' },
    reaches: 'platform/documents/document-chain.service.ts (下推 of applies)',
  },
  list(
    '/purchase/queryPurchaseReturnPageList',
    { number: 'TH', returnDateStart: '20260101', supplierId: 1, warehouseId: 1 },
    { field: 'totalAmount', order: 'desc' },
    DOC_LIST,
  ),
  list(
    '/purchase/queryPurchaseOrderSummaryList',
    { orderDateStart: '20260101', orderDateEnd: '20261231', supplierId: 1, materielId: 1 },
    { field: 'amount', order: 'desc' },
    'modules/purchase/reports/purchase-reports.queries.ts',
  ),
  list(
    '/purchase/queryPurchaseOrderWarehouseQualityList',
    { number: 'CG', orderDateStart: '20260101', supplierId: 1 },
    { field: 'orderDate', order: 'asc' },
    'modules/purchase/reports/purchase-reports.queries.ts',
  ),
  list(
    '/purchase/queryPurchaseOrderWarehouseQualityDetailList',
    { orderId: 1 },
    { field: 'lineNo', order: 'asc' },
    'modules/purchase/reports/purchase-reports.queries.ts',
  ),
  {
    method: 'POST',
    url: '/purchase/queryPurchaseReturnOpenLines',
    payload: { link: 'in-return', partyId: 1, keyword: 'RK', pageIndex: 1, pageSize: 5 },
    inject: ['link', 'partyId', 'keyword', 'pageIndex', 'pageSize'],
    expect: 'ok',
    reaches: 'platform/documents/document-chain.service.ts (选单 of warehouse-in lines for a return)',
  },
  {
    method: 'POST',
    url: '/purchase/makePurchaseReturnFrom',
    payload: { link: 'in-return', sourceIds: [999999] },
    inject: ['link', 'sourceIds.0'],
    expect: { refused: '10000004' },
    reaches: 'platform/documents/document-chain.service.ts (下推 of a warehouse-in into a return)',
  },
  // The rest of issue 17: requests (derived 下单情况), the audit list and the two summaries.
  list(
    '/purchase/queryPurchaseRequestPageList',
    { number: 'XQ', department: '仓储', requestDateStart: '20260101', orderState: 'NONE' },
    { field: 'needDate', order: 'asc' },
    `${DOC_LIST} + purchase.routes.ts (derived orderState)`,
  ),
  {
    method: 'POST',
    url: '/purchase/closePurchaseRequestLines',
    payload: { id: 1, version: 99, lineIds: [1], closed: true },
    inject: ['id', 'version', 'lineIds.0'],
    expect: { refused: '10000008' },
    reaches:
      'platform/documents/document-chain.service.ts (closeLines of a request, refused on the stale version)',
  },
  list(
    '/purchase/queryPurchaseAuditList',
    { kind: 'ORDER_PRICE', reviewer: 'MANAGER', number: 'CG', docDateStart: '20260101' },
    { field: 'waitingDays', order: 'desc' },
    'modules/purchase/reports/purchase-audit.queries.ts',
  ),
  list(
    '/approve/queryGuidePriceApproveList',
    {
      reviewState: 'APPROVAL_PENDING',
      number: 'JZ',
      productId: 1,
      currencyId: 1,
      effectiveDateStart: '20260101',
    },
    { field: 'waitingDays', order: 'desc' },
    'modules/sales/reports/base-price-approve.queries.ts',
  ),
  list(
    '/purchase/queryPurchaseWarehouseSummaryList',
    { bizDateStart: '20260101', bizDateEnd: '20271231', supplierId: 1 },
    { field: 'netAmount', order: 'desc' },
    'modules/purchase/reports/purchase-summary.queries.ts',
  ),
  list(
    '/purchase/queryPurchaseWarehouseSummaryDetailList',
    { bizDateStart: '20260101', supplierId: 1 },
    { field: 'bizDate', order: 'asc' },
    'modules/purchase/reports/purchase-summary.queries.ts',
  ),
  list(
    '/purchase/queryPurchaseApplySummaryList',
    { applyDateStart: '20260101', department: '仓储' },
    { field: 'openQty', order: 'desc' },
    'modules/purchase/reports/purchase-summary.queries.ts',
  ),
  list(
    '/purchase/queryPurchaseApplySummaryDetailList',
    { applyDateStart: '20260101', department: '仓储' },
    { field: 'applyDate', order: 'asc' },
    'modules/purchase/reports/purchase-summary.queries.ts',
  ),
  // ── sales (issue 16): the summaries, production's view and the chains quotation → order →
  // delivery → return ──
  list(
    '/order/querySalesOrderConfirmList',
    { customerId: 1, productId: 1, deliveryDateStart: '20260101', productionState: 'PENDING' },
    { field: 'deliveryDate', order: 'asc' },
    'modules/sales/reports/sales-reports.queries.ts',
  ),
  list(
    '/order/querySalesOutSummaryList',
    { outDateStart: '20260101', outDateEnd: '20261231', customerId: 1, productId: 1, salerId: 1 },
    { field: 'netSales', order: 'desc' },
    'modules/sales/reports/sales-reports.queries.ts',
  ),
  list(
    '/order/querySalesOutSummaryDetailList',
    { customerId: 1, productId: 1, salerId: 1, outDateStart: '20260101' },
    { field: 'outDate', order: 'asc' },
    'modules/sales/reports/sales-reports.queries.ts',
  ),
  list(
    '/order/querySalesOrderSummaryList',
    { orderDateStart: '20260101', orderDateEnd: '20261231', customerId: 1, salerId: 1 },
    { field: 'amount', order: 'desc' },
    'modules/sales/reports/sales-reports.queries.ts',
  ),
  list(
    '/order/querySalesOrderSummaryDetailList',
    { customerId: 1, salerId: 1, productId: 1, orderDateStart: '20260101' },
    { field: 'number', order: 'asc' },
    'modules/sales/reports/sales-reports.queries.ts',
  ),
  list(
    '/order/querySalesOrderSummaryManList',
    { orderDateStart: '20260101', salerId: 1, customerId: 1 },
    { field: 'month', order: 'desc' },
    'modules/sales/reports/sales-reports.queries.ts (the record rule applied inside)',
  ),
  ...(
    [
      ['SalesOrder', 'quotation-order', 'BJ', '报价单 lines into an order'],
      ['ProductStockOut', 'order-delivery', 'XS', 'order lines into a delivery'],
      ['SalesReturn', 'delivery-return', 'XSCK', 'delivery lines into a return'],
    ] as const
  ).flatMap(([name, link, keyword, what]): SqlScanTarget[] => [
    {
      method: 'POST',
      url: `/order/query${name}OpenLines`,
      payload: { link, partyId: 1, keyword, pageIndex: 1, pageSize: 5 },
      inject: ['link', 'partyId', 'keyword', 'pageIndex', 'pageSize'],
      expect: 'ok',
      reaches: `platform/documents/document-chain.service.ts (选单 of ${what})`,
    },
    {
      method: 'POST',
      url: `/order/make${name}From`,
      payload: { link, sourceIds: [999999] },
      inject: ['link', 'sourceIds.0'],
      expect: { refused: '10000004' },
      reaches: `platform/documents/document-chain.service.ts (下推 of ${what})`,
    },
  ]),
  // ── finance (issue 18): the receivable and the invoices drawn from deliveries ──
  list(
    '/finance/queryAccountReceivableList',
    { asOf: '20261231', customerId: 1, salerId: 1, currencyId: 1 },
    { field: 'balanceCny', order: 'desc' },
    'modules/finance/reports/account-receivable.queries.ts',
  ),
  // The receivable analyses (receivable-lines.ts under each) and 销售开票汇总: every filter.
  ...(
    [
      [
        'AccountReceivableDetail',
        { docDateStart: '20260101', docDateEnd: '20261231', customerId: 1, salerId: 1, currencyId: 1 },
        'docDate',
      ],
      [
        'AccountReceivableCustPercent',
        { asOf: '20261231', customerId: 1, salerId: 1, currencyId: 1 },
        'balanceCny',
      ],
      ['AccountReceivableEmpPercent', { asOf: '20261231', salerId: 1, customerId: 1 }, 'balanceCny'],
      [
        'AccountReceivableCycle',
        { periodStart: '20260101', periodEnd: '20261231', customerId: 1, salerId: 1, currencyId: 1 },
        'dso',
      ],
      [
        'AccountReceivableAnalyze',
        { periodStart: '20260101', periodEnd: '20261231', customerId: 1, salerId: 1, currencyId: 1 },
        'month',
      ],
      [
        'SalesInvoiceSummary',
        {
          invoiceDateStart: '20260101',
          invoiceDateEnd: '20261231',
          customerId: 1,
          productId: 1,
          currencyId: 1,
        },
        'netAmount',
      ],
      [
        'SalesInvoiceSummaryDetail',
        {
          invoiceDateStart: '20260101',
          invoiceDateEnd: '20261231',
          customerId: 1,
          productId: 1,
          currencyId: 1,
        },
        'invoiceDate',
      ],
    ] as const
  ).map(([name, filters, field]) =>
    list(
      `/finance/query${name}List`,
      filters,
      { field, order: 'desc' },
      'modules/finance/reports/receivable-analyses.queries.ts, sales-invoice-summary.queries.ts',
    ),
  ),
  list(
    '/finance/queryProductCostInList',
    { inDateStart: '20260101', inDateEnd: '20261231', warehouseId: 1, number: 'CPRK' },
    { field: 'inDate', order: 'asc' },
    'modules/finance/reports/product-cost-in.queries.ts',
  ),
  list(
    '/finance/queryProductCostInDetailList',
    { inId: 1, inDateStart: '20260101' },
    { field: 'number', order: 'asc' },
    'modules/finance/reports/product-cost-in.queries.ts (lines)',
  ),
  // 毛利 (issue 18 item 7): the three reports and their lines, over sales' lines.
  ...(['GrossProfit', 'GrossProfitForeign', 'GrossProfitForeignCny'] as const).flatMap(
    (name): SqlScanTarget[] => [
      list(
        `/finance/query${name}List`,
        {
          outDateStart: '20260101',
          outDateEnd: '20261231',
          customerId: 1,
          productId: 1,
          salerId: 1,
          ...(name === 'GrossProfit' ? {} : { currencyId: 1 }),
        },
        { field: name === 'GrossProfitForeign' ? 'grossProfitFx' : 'grossProfit', order: 'desc' },
        'modules/finance/reports/gross-profit.queries.ts',
      ),
      list(
        `/finance/query${name}DetailList`,
        { customerId: 1, productId: 1, salerId: 1, currencyId: 1, outDateStart: '20260101' },
        { field: 'outDate', order: 'asc' },
        'modules/finance/reports/gross-profit.queries.ts (lines)',
      ),
    ],
  ),
  {
    method: 'POST',
    url: '/finance/querySalesInvoiceOpenLines',
    payload: { link: 'delivery-invoice', partyId: 1, keyword: 'XSCK', pageIndex: 1, pageSize: 5 },
    inject: ['link', 'partyId', 'keyword', 'pageIndex', 'pageSize'],
    expect: 'ok',
    reaches: 'platform/documents/document-chain.service.ts (选单 of delivery lines for an invoice)',
  },
  {
    method: 'POST',
    url: '/finance/makeSalesInvoiceFrom',
    payload: { link: 'delivery-invoice', sourceIds: [999999] },
    inject: ['link', 'sourceIds.0'],
    expect: { refused: '10000004' },
    reaches: 'platform/documents/document-chain.service.ts (下推 of a delivery into an invoice)',
  },
  {
    method: 'POST',
    url: '/finance/querySalesRedInvoiceOpenLines',
    payload: { link: 'invoice-red', partyId: 1, keyword: 'KP', pageIndex: 1, pageSize: 5 },
    inject: ['link', 'partyId', 'keyword', 'pageIndex', 'pageSize'],
    expect: 'ok',
    reaches: 'platform/documents/document-chain.service.ts (选单 of blue invoice lines for a red one)',
  },
  {
    method: 'POST',
    url: '/finance/makeSalesRedInvoiceFrom',
    payload: { link: 'invoice-red', sourceIds: [999999] },
    inject: ['link', 'sourceIds.0'],
    expect: { refused: '10000004' },
    reaches: 'platform/documents/document-chain.service.ts (下推 of a blue invoice into a red one)',
  },
  // ── payables (issue 18): the payable (the same balance query) and invoices drawn from warehouse-ins ──
  list(
    '/purchaseInvoice/queryPurchasePayableList',
    { asOf: '20261231', supplierId: 1, currencyId: 1 },
    { field: 'balanceCny', order: 'desc' },
    'modules/finance/reports/balance-aging.queries.ts (payable side)',
  ),
  list(
    '/purchaseInvoice/queryPurchaseInvoiceSummaryList',
    { bizDateStart: '20200101', bizDateEnd: '20301231', supplierId: 1, materielId: 1 },
    { field: 'openAmount', order: 'desc' },
    'modules/finance/reports/purchase-invoice-summary.queries.ts',
  ),
  list(
    '/purchaseInvoice/queryPurchaseInvoiceSummaryDetailList',
    { bizDateStart: '20200101', bizDateEnd: '20301231', supplierId: 1, materielId: 1 },
    { field: 'bizDate', order: 'asc' },
    'modules/finance/reports/purchase-invoice-summary.queries.ts (detail)',
  ),
  list(
    '/purchaseInvoice/queryAccountPayableAnalyzeList',
    { asOf: '20261231', supplierId: 1 },
    { field: 'balanceCny', order: 'desc' },
    'modules/finance/reports/account-payable-analyze.queries.ts (over the payable query)',
  ),
  list(
    '/purchaseInvoice/queryAccountPayableAnalyzeMonthList',
    { bizDateStart: '20200101', bizDateEnd: '20301231', supplierId: 1 },
    { field: 'month', order: 'asc' },
    'modules/finance/reports/account-payable-analyze.queries.ts (months)',
  ),
  {
    method: 'POST',
    url: '/purchaseInvoice/queryPurchaseInvoiceOpenLines',
    payload: { link: 'in-invoice', partyId: 1, keyword: 'RK', pageIndex: 1, pageSize: 5 },
    inject: ['link', 'partyId', 'keyword', 'pageIndex', 'pageSize'],
    expect: 'ok',
    reaches:
      'platform/documents/document-chain.service.ts (选单 of warehouse-in lines for a purchase invoice)',
  },
  {
    method: 'POST',
    url: '/purchaseInvoice/makePurchaseInvoiceFrom',
    payload: { link: 'in-invoice', sourceIds: [999999] },
    inject: ['link', 'sourceIds.0'],
    expect: { refused: '10000004' },
    reaches: 'platform/documents/document-chain.service.ts (下推 of a warehouse-in into a purchase invoice)',
  },
  {
    method: 'POST',
    url: '/purchaseInvoice/queryPurchaseRedInvoiceOpenLines',
    payload: { link: 'invoice-red', partyId: 1, keyword: 'CF', pageIndex: 1, pageSize: 5 },
    inject: ['link', 'partyId', 'keyword', 'pageIndex', 'pageSize'],
    expect: 'ok',
    reaches: 'platform/documents/document-chain.service.ts (选单 of purchase invoice lines for a red one)',
  },
  {
    method: 'POST',
    url: '/purchaseInvoice/makePurchaseRedInvoiceFrom',
    payload: { link: 'invoice-red', sourceIds: [999999] },
    inject: ['link', 'sourceIds.0'],
    expect: { refused: '10000004' },
    reaches: 'platform/documents/document-chain.service.ts (下推 of a purchase invoice into a red one)',
  },
  {
    method: 'POST',
    url: '/acceptanceCheck/queryAcceptanceOpenLines',
    payload: { link: 'order-acceptance', partyId: 1, keyword: 'CG', pageIndex: 1, pageSize: 5 },
    inject: ['link', 'partyId', 'keyword', 'pageIndex', 'pageSize'],
    expect: 'ok',
    reaches: 'platform/documents/document-chain.service.ts (选单 of order lines, allowance of the material)',
  },
  {
    method: 'POST',
    url: '/acceptanceCheck/makeAcceptanceFrom',
    payload: { link: 'order-acceptance', sourceIds: [999999] },
    inject: ['link', 'sourceIds.0'],
    expect: { refused: '10000004' },
    reaches: 'platform/documents/document-chain.service.ts (下推 of an order)',
  },

  // ── inventory: the ledger's own routes ──
  {
    method: 'GET',
    url: '/inventory/queryDocumentMoveList',
    payload: { docKey: 'material-warehouse-in', docId: 3 },
    inject: ['docKey', 'docId'],
    expect: 'rows',
    reaches: 'inventory/document-moves.routes.ts',
  },
  {
    method: 'POST',
    url: '/inventory/queryReserveList',
    payload: { materielId: 1, warehouseId: 1 },
    inject: ['materielId', 'warehouseId'],
    expect: 'rows',
    reaches: 'inventory/stock-reservation.routes.ts',
  },
  {
    method: 'POST',
    url: '/productStock/queryReserveList',
    payload: { productId: 1, warehouseId: 2 },
    inject: ['productId', 'warehouseId'],
    expect: 'ok',
    reaches: 'inventory/stock-reservation.routes.ts (product side)',
  },
  {
    method: 'GET',
    url: '/productStock/queryLocationRemark',
    payload: { productId: 1, warehouseId: 2 },
    inject: ['productId', 'warehouseId'],
    expect: 'ok',
    reaches: 'inventory/stock-location.routes.ts',
  },
  {
    method: 'GET',
    url: '/apply/queryAvailableBatches',
    payload: { materielId: 1, warehouseId: 1 },
    inject: ['materielId', 'warehouseId'],
    expect: 'rows',
    reaches: 'inventory/requisition.routes.ts (FEFO batches)',
  },
  // The product side of the same query (the batch picker of the product requisition and merge).
  {
    method: 'GET',
    url: '/productApply/queryAvailableBatches',
    payload: { productId: 1, warehouseId: 2 },
    inject: ['productId', 'warehouseId'],
    expect: 'ok',
    reaches: 'inventory/requisition.routes.ts (availableBatches, product side)',
  },
  // The item lookup with stock (a ref's stock pick): the engine's lookup plus the stock figures and filter.
  {
    method: 'POST',
    url: '/productStock/queryStockLookupPageList',
    payload: {
      page,
      queryParameterVo: { keyword: 'SJ', status: 'EBL', warehouseId: 2, stockFilter: 'UNLIMITED' },
    },
    inject: ['queryParameterVo.keyword', 'queryParameterVo.warehouseId', 'queryParameterVo.stockFilter'],
    expect: 'rows',
    reaches: 'inventory/stock-lookup.routes.ts (stockWhere, the figures of the page)',
  },
  // The store's batches on a sales delivery (the demo has no delivery: refused at the row lock).
  {
    method: 'GET',
    url: '/order/queryProductStockOutBatches',
    payload: { id: 1, orderLineId: 1 },
    inject: ['id', 'orderLineId'],
    expect: { refused: '10000004' },
    reaches: 'sales/sales-delivery-batches.routes.ts (lockRow with the record rule)',
  },
  // The trusted side: only the named customer's batches (stock_batches.owner_id).
  {
    method: 'GET',
    url: '/tmaterielStockUseList/queryAvailableBatches',
    payload: { materielId: 16, warehouseId: 3, customerId: 1 },
    inject: ['materielId', 'warehouseId', 'customerId'],
    expect: 'rows',
    reaches: 'inventory/requisition.routes.ts (availableBatches, trusted side: owner)',
  },
  {
    method: 'GET',
    url: '/productMergeStock/queryBatchSources',
    payload: { productId: 1, batchNo: 'HB20261110001' },
    inject: ['productId', 'batchNo'],
    expect: 'ok',
    reaches: 'inventory/product-merge.routes.ts (recursive batchSources)',
  },
  {
    method: 'GET',
    url: '/apply/queryRequisitionPicks',
    payload: { id: 1 },
    inject: ['id'],
    expect: 'rows',
    reaches: 'inventory/requisition.routes.ts',
  },
  {
    method: 'POST',
    url: '/apply/saveItemMultiBatchNo',
    payload: { id: 24, version: 99, lineId: 1, picks: [{ batchNo: '2611-040', allocationId: 1, qty: 1 }] },
    inject: ['id', 'version', 'lineId', 'picks.0.batchNo', 'picks.0.allocationId', 'picks.0.qty'],
    expect: { refused: '10000008' },
    reaches: 'inventory/requisition.routes.ts (refused on the stale version)',
  },
  {
    method: 'POST',
    url: '/matStockAcc/firstCheck',
    payload: { period: '202610' },
    inject: ['period'],
    expect: 'ok',
    reaches: 'inventory/stock-period.service.ts (blockers, negative costs)',
  },
  {
    method: 'POST',
    url: '/matStockAcc/lastCheck',
    payload: { period: '202609' },
    inject: ['period'],
    expect: 'ok',
    reaches: 'inventory/stock-period.service.ts (flows against balances)',
  },
  {
    method: 'POST',
    url: '/matStockAcc/account',
    payload: { period: '202611' },
    inject: ['period'],
    expect: { refused: '10000009' },
    reaches: 'inventory/stock-period.service.ts (close; refused: the month before is open)',
  },
  {
    method: 'POST',
    url: '/matStockAcc/unAccount',
    payload: { period: '202608' },
    inject: ['period'],
    expect: { refused: '10000009' },
    reaches: 'inventory/stock-period.service.ts (re-open; refused: not the latest closed month)',
  },
  {
    method: 'POST',
    url: '/finAcc/firstCheck',
    payload: { period: '202611' },
    inject: ['period'],
    expect: 'ok',
    reaches: 'inventory/stock-period.service.ts (往来: the documents dated in the book, those 待复核)',
  },

  // ── inventory reports: every declared report's page (hand-written SQL in inventory/reports/) ──
  list(
    '/inventory/queryMaterialStockList',
    { warehouseId: 1, code: 'YL', materielTypeId: 1, stockFilter: 'positive' },
    { field: 'value', order: 'desc' },
    `${REPORT}stock.queries.ts`,
    { paging: true },
  ),
  list(
    '/inventory/queryMaterialStockDetailList',
    { materielId: 1, warehouseId: 1, batchNo: '', expiryState: '' },
    { field: 'expiryDate', order: 'asc' },
    `${REPORT}stock.queries.ts`,
  ),
  list(
    '/inventory/queryMaterialStockSlugList',
    { warehouseId: 1, code: 'YL', stockAge: '', noMoveDays: '', dullSchemeId: '' },
    { field: 'ageDays', order: 'desc' },
    `${REPORT}stock.queries.ts`,
  ),
  list(
    '/inventory/queryMaterialStockAnalyzeList',
    { warehouseId: 1, materielTypeId: '' },
    { field: 'valueShare', order: 'desc' },
    `${REPORT}stock.queries.ts`,
  ),
  list(
    '/inventory/queryMaterialSafeStockPurchaseApplyList',
    { warehouseId: '', code: '', materielTypeId: '', safetyState: '' },
    { field: 'suggestedQty', order: 'desc' },
    `${REPORT}material-safety.queries.ts`,
  ),
  list(
    '/warehouse/queryMaterialInGatherList',
    {
      businessDateStart: '20260101',
      businessDateEnd: '20261231',
      warehouseId: 1,
      code: 'YL',
      supplierId: '',
    },
    { field: 'qty', order: 'desc' },
    `${REPORT}stock-ledger.queries.ts (movement summary)`,
  ),
  list(
    '/warehouse/queryMaterialInMonthGatherList',
    { businessDateStart: '20260101', code: '' },
    { field: 'value', order: 'asc' },
    `${REPORT} (month summary)`,
  ),
  list(
    '/apply/queryRequisitionGatherList',
    { businessDateEnd: '20261231', code: 'YL' },
    { field: 'qty', order: 'asc' },
    `${REPORT} (movement summary)`,
  ),
  list(
    '/apply/queryRequisitionMonthGatherList',
    { warehouseId: 1 },
    { field: 'docCount', order: 'desc' },
    `${REPORT} (month summary)`,
  ),
  list(
    '/inventory/queryMaterialOutGatherList',
    { businessDateStart: '20260101', code: '' },
    { field: 'value', order: 'desc' },
    `${REPORT} (movement summary)`,
  ),
  list(
    '/inventory/queryMaterialOutMonthGatherList',
    { businessDateEnd: '20261231' },
    { field: 'qty', order: 'asc' },
    `${REPORT} (month summary)`,
  ),
  list(
    '/user/queryAuditEventList',
    { actor: 'admin', record: 'admin', dateStart: '20260101', dateEnd: '20301231' },
    { field: 'at', order: 'desc' },
    `${REPORT}admin/audit-events.queries.ts (who, which record, when)`,
  ),
  list(
    '/finance/queryMaterielStockLedgerList',
    {
      businessDateStart: '20260801',
      businessDateEnd: '20261130',
      warehouseId: 1,
      code: 'YL',
      materielTypeId: 1,
    },
    { field: 'closingQty', order: 'desc' },
    `${REPORT}stock-ledger.queries.ts (balances at a date)`,
  ),
  list(
    '/finance/queryMaterielBatchNoLedgerList',
    {
      materielId: 1,
      warehouseId: 1,
      batchNo: '',
      businessDateStart: '20260101',
      businessDateEnd: '20261231',
    },
    { field: 'seq', order: 'desc' },
    `${REPORT}stock-ledger.queries.ts (running balance, summary from closed months)`,
  ),
  list(
    '/finance/queryMaterielAmountLedgerList',
    { businessDateStart: '20260801', warehouseId: 1, code: 'YL' },
    { field: 'code', order: 'asc' },
    `${REPORT}stock-ledger.queries.ts`,
  ),
  list(
    '/finance/queryMaterielAmountLedgerNewList',
    { businessDateEnd: '20261130', code: '' },
    { field: 'code', order: 'desc' },
    `${REPORT}stock-ledger.queries.ts (by month)`,
  ),
  list(
    '/finance/queryMaterielStockFinanceLedgerNewList',
    { businessDateStart: '20260901', materielTypeId: 1 },
    { field: 'code', order: 'asc' },
    `${REPORT}stock-ledger.queries.ts (finance ledger)`,
  ),
  // The product side: the same queries with the product's tables (report-sql.ts stockSql).
  list(
    '/productStock/queryProductStockList',
    { warehouseId: 1, code: 'CP', productTypeId: 1, stockFilter: 'OVERZERO' },
    { field: 'value', order: 'desc' },
    `${REPORT}stock.queries.ts (product side)`,
  ),
  list(
    '/productStock/queryProductStockDetailList',
    { productId: 1, warehouseId: 1, batchNo: '', expiryState: '' },
    { field: 'batchNo', order: 'asc' },
    `${REPORT}stock.queries.ts (product side)`,
  ),
  list(
    '/productStock/queryProductStockSlugList',
    { warehouseId: 1, code: 'CP', stockAge: '', noMoveDays: '', dullSchemeId: '' },
    { field: 'ageDays', order: 'desc' },
    `${REPORT}stock.queries.ts (product side)`,
  ),
  list(
    '/productStock/queryProductStockAnalyzeList',
    { warehouseId: 1, productTypeId: '' },
    { field: 'valueShare', order: 'desc' },
    `${REPORT}stock.queries.ts (product side)`,
  ),
  list(
    '/finance/queryProductStockLedgerList',
    {
      businessDateStart: '20260801',
      businessDateEnd: '20261130',
      warehouseId: 1,
      code: 'CP',
      productTypeId: 1,
    },
    { field: 'closingQty', order: 'desc' },
    `${REPORT}stock-ledger.queries.ts (product side)`,
  ),
  list(
    '/finance/queryProductBatchNoLedgerList',
    { productId: 1, warehouseId: 1, batchNo: '', businessDateStart: '20260101', businessDateEnd: '20261231' },
    { field: 'seq', order: 'desc' },
    `${REPORT}stock-ledger.queries.ts (product side)`,
  ),
  list(
    '/productWarehouse/queryProductInGatherList',
    { businessDateStart: '20260101', businessDateEnd: '20261231', warehouseId: 1, code: 'CP' },
    { field: 'qty', order: 'desc' },
    `${REPORT}stock-ledger.queries.ts (product side, movement summary)`,
  ),
  list(
    '/productWarehouse/queryProductInMonthGatherList',
    { businessDateStart: '20260101', productTypeId: 1 },
    { field: 'value', order: 'asc' },
    `${REPORT} (product side, month summary)`,
  ),
  list(
    '/productApply/queryProductRequisitionGatherList',
    { businessDateEnd: '20261231', code: 'CP' },
    { field: 'qty', order: 'asc' },
    `${REPORT} (product side, movement summary)`,
  ),
  list(
    '/productApply/queryProductRequisitionMonthGatherList',
    { warehouseId: 1 },
    { field: 'docCount', order: 'desc' },
    `${REPORT} (product side, month summary)`,
  ),
  list(
    '/productStockOutList/queryProductOutGatherList',
    { businessDateStart: '20260101', code: '' },
    { field: 'value', order: 'desc' },
    `${REPORT} (product side, movement summary)`,
  ),
  list(
    '/productStockOutList/queryProductOutMonthGatherList',
    { businessDateEnd: '20261231' },
    { field: 'qty', order: 'asc' },
    `${REPORT} (product side, month summary)`,
  ),
  list(
    '/finance/queryProductAmountLedgerNewList',
    { businessDateEnd: '20261130', code: '' },
    { field: 'code', order: 'desc' },
    `${REPORT}stock-ledger.queries.ts (product side, by month)`,
  ),
  list(
    '/finance/queryProductStockFinanceLedgerNewList',
    { businessDateStart: '20260901', productTypeId: 1 },
    { field: 'code', order: 'asc' },
    `${REPORT}stock-ledger.queries.ts (product side, finance ledger)`,
  ),
  list(
    '/stockOutOfFin/queryStockOutOfFinList',
    { businessDateStart: '20260901', outType: 'SAMPLE', warehouseId: 1, code: 'CP' },
    { field: 'outDate', order: 'desc' },
    `${REPORT}stock-out-of-fin.queries.ts`,
  ),
  // The trusted side (demo: seed/demo-trusted-stock.ts): the same queries with the owner
  // (stock_batches.owner_id → md_customers).
  list(
    '/tmaterielStock/queryTrustedStockList',
    { warehouseId: 3, customerId: 1, code: 'CNT', materielTypeId: '', stockFilter: 'OVERZERO' },
    { field: 'onHand', order: 'desc' },
    `${REPORT}stock.queries.ts (trusted side, owner)`,
  ),
  list(
    '/tmaterielStock/queryTrustedStockDetailList',
    { materielId: 16, warehouseId: 3, customerId: 1, batchNo: '', expiryState: '' },
    { field: 'batchNo', order: 'asc' },
    `${REPORT}stock.queries.ts (trusted side, owner)`,
  ),
  list(
    '/tmaterielStock/queryTrustedStockStatementList',
    { customerId: 1, businessDateStart: '20260101', businessDateEnd: '20261231', warehouseId: 3, code: '' },
    { field: 'closingQty', order: 'desc' },
    `${REPORT}stock-ledger.queries.ts (trusted statement)`,
  ),
  list(
    '/tmaterielStockInList/queryTrustedInGatherList',
    { businessDateStart: '20260101', warehouseId: 3, customerId: 1, code: '' },
    { field: 'qty', order: 'desc' },
    `${REPORT}stock-ledger.queries.ts (trusted movement summary)`,
  ),
  list(
    '/tmaterielStockUseList/queryTrustedRequisitionGatherList',
    { businessDateStart: '20260101', warehouseId: 3, customerId: 1, code: '' },
    { field: 'qty', order: 'desc' },
    `${REPORT}stock-ledger.queries.ts (trusted movement summary)`,
  ),
  list(
    '/finance/queryTrustedStockLedgerList',
    { businessDateStart: '20260101', businessDateEnd: '20261231', warehouseId: 3, customerId: 1, code: '' },
    { field: 'closingQty', order: 'desc' },
    `${REPORT}stock-ledger.queries.ts (trusted side, owner)`,
  ),
  list(
    '/finance/queryTrustedBatchNoLedgerList',
    { materielId: 16, warehouseId: 3, customerId: 1, batchNo: '', businessDateStart: '20260101' },
    { field: 'seq', order: 'desc' },
    `${REPORT}stock-ledger.queries.ts (trusted side, owner)`,
  ),
  // ── CRM (issue 15): the record rule on the engine's list, and the pool's hand-written SQL ──
  list(
    '/customer/queryCustomerPageList',
    { name: '某', category: 'COMPANY_CUSTOM', status: 'NORMAL', keyword: '有限' },
    { field: 'code', order: 'asc' },
    `${DOC_LIST} + platform/documents/document-scope.ts (record rule)`,
    { paging: true },
  ),
  {
    method: 'POST',
    url: '/customer/queryPublicCustomerPageList',
    payload: { page, queryParameterVo: { keyword: '某' } },
    inject: ['queryParameterVo.keyword', 'page.pageIndex', 'page.pageSize'],
    expect: 'rows',
    reaches: 'crm/pool.routes.ts (public pool list)',
  },
  {
    method: 'POST',
    url: '/customer/queryCustomerRepeatList',
    payload: { name: '常州某', taxNo: '91320400MA1XXXXX01' },
    inject: ['name', 'taxNo'],
    expect: 'rows',
    reaches: 'crm/pool.routes.ts (duplicate check)',
  },
  {
    method: 'GET',
    url: '/customer/queryCustomerTransferList',
    payload: { id: 1 },
    inject: ['id'],
    expect: 'rows',
    reaches: 'crm/pool.routes.ts (transfer list)',
  },
  // 批量修改线索: refused at the same point each time (no such lead), after the source is checked.
  {
    method: 'POST',
    url: '/sales/patchSaleOpportunity',
    payload: { ids: [999_999], sourceId: 1 },
    inject: ['ids.0', 'sourceId'],
    expect: { refused: '10000004' },
    reaches: 'crm/clue-patch.service.ts (source check, lead lock under the record rule)',
  },
  // A complaint's batch genealogy: every carrier's table, each under its record rule.
  {
    method: 'GET',
    url: '/customer/queryComplaintBatchDocuments',
    payload: { id: 1 },
    inject: ['id'],
    expect: 'rows',
    reaches: 'crm/batch-trace.service.ts (documents carrying the batch, record rules, hidden counts)',
  },
];
