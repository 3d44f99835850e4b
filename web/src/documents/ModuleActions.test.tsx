import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clue, customer, materialSafetyStock, purchaseOrder } from '@tiangong/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeModals } from '../widgets/testing';
import { DocumentDetailPage } from './DocumentDetailPage';
import { DocumentListPage } from './DocumentListPage';
import { type DocumentRow, documentPaths } from './doc-api';
import {
  button,
  currentUrl,
  findButton,
  hasButton,
  loginAs,
  page,
  renderScreen,
  rowOf,
  sent,
  serve,
} from './documents-testing';

vi.mock('../api/http', () => ({
  apiPost: vi.fn(),
  apiGet: vi.fn(),
  apiDownload: vi.fn(),
  apiUpload: vi.fn(),
}));

const SAFETY_LIST = '/inventory/queryMaterialSafeStockPageList';
const APPLY = '/purchase/addPurchaseApplyFromSafetyStock';

const safetyRow = (id: number, code: string, safetyState: string): DocumentRow => ({
  id,
  materielId: id,
  materielLabel: `${code} 物料${id}`,
  warehouseId: 1,
  warehouseLabel: 'YL01 原料仓',
  lowerLimit: 100_000_000,
  warnLimit: 150_000_000,
  upperLimit: 500_000_000,
  onHand: 20_000_000,
  suggestedQty: 480_000_000,
  safetyState,
  status: 'EBL',
  version: 1,
});
const rows = [
  safetyRow(1, 'M001', 'UNDER'),
  safetyRow(2, 'M002', 'NORMAL'),
  safetyRow(3, 'M003', 'UNDER'),
  safetyRow(4, 'M004', 'WARN'),
];

function serveSafety() {
  serve({
    [SAFETY_LIST]: (body: Record<string, unknown>) => {
      const vo = body.queryParameterVo as Record<string, unknown>;
      return page(vo.safetyState ? rows.filter((r) => r.safetyState === vo.safetyState) : rows);
    },
    [APPLY]: { id: 9, number: 'SQ20260105001' },
  });
}

const orderRow = (overrides: Partial<DocumentRow> = {}): DocumentRow => ({
  id: 7,
  number: 'CG20260105001',
  orderDate: '20260105',
  supplierId: 11,
  supplierLabel: 'S001 上海颜料',
  totalAmount: 12_600_000_000,
  priceReview: 'APPROVAL_PENDING',
  amountState: 'APPROVAL_PENDING',
  status: 'NEW',
  version: 3,
  items: [],
  history: [],
  approvals: [],
  ...overrides,
});

function serveOrder(row: DocumentRow = orderRow()) {
  serve({
    '/purchase/queryPurchaseOrderDetail': row,
    '/purchase/queryPurchaseOrderFiles': [],
    '/purchase/reviewPurchaseOrderPrices': { id: 7, version: 4 },
    '/purchase/reviewPurchaseOrderAmount': { id: 7, version: 4 },
  });
}

describe('module actions on the generic screens', () => {
  afterEach(() => {
    removeModals();
    vi.clearAllMocks();
  });

  it('一键请购 on a row under its lower limit: confirmed, sent, and the new apply opens', async () => {
    loginAs(['Store']);
    serveSafety();
    renderScreen(<DocumentListPage def={materialSafetyStock} />, '/material-safety-stock');
    await screen.findByText('M001 物料1');
    // Under the warning level reorders too; a normal stock does not.
    expect(hasButton('一键请购', rowOf('M004 物料4'))).toBe(true);
    expect(hasButton('一键请购', rowOf('M002 物料2'))).toBe(false);
    await userEvent.click(button('一键请购', rowOf('M001 物料1')));
    expect(await screen.findByText(/为低于下限或预警量的物料生成一张采购申请/)).toBeTruthy();
    await userEvent.click(button('确定'));
    await waitFor(() => expect(sent(APPLY)).toEqual([{ ids: [1] }]));
    await waitFor(() => expect(currentUrl()).toBe('/purchase-apply/detail?id=9'));
  });

  it('the toolbar 一键请购 takes every record under its lower limit or warning level when none is selected', async () => {
    loginAs(['Store']);
    serveSafety();
    renderScreen(<DocumentListPage def={materialSafetyStock} />, '/material-safety-stock');
    await screen.findByText('M001 物料1');
    const toolbar = button('批量打印').parentElement!.parentElement!;
    await userEvent.click(button('一键请购', toolbar));
    expect(await screen.findByText(/确认一键请购3条物料安全库存？/)).toBeTruthy();
    await userEvent.click(button('确定'));
    await waitFor(() => expect(sent(APPLY)).toEqual([{ ids: [1, 3, 4] }]));
    // One list call per state the action takes.
    expect(sent(SAFETY_LIST).slice(-2)).toMatchObject([
      { page: { pageIndex: 1, pageSize: 200 }, queryParameterVo: { safetyState: 'UNDER', status: 'EBL' } },
      { page: { pageIndex: 1, pageSize: 200 }, queryParameterVo: { safetyState: 'WARN', status: 'EBL' } },
    ]);
  });

  it('the toolbar takes only the selected rows that fit', async () => {
    loginAs(['Store']);
    serveSafety();
    renderScreen(<DocumentListPage def={materialSafetyStock} />, '/material-safety-stock');
    await screen.findByText('M001 物料1');
    for (const label of ['M002 物料2', 'M003 物料3'])
      await userEvent.click(within(rowOf(label)).getByRole('checkbox'));
    const toolbar = button('批量打印').parentElement!.parentElement!;
    await userEvent.click(button('一键请购', toolbar));
    await userEvent.click(await findButton('确定'));
    await waitFor(() => expect(sent(APPLY)).toEqual([{ ids: [3] }]));
  });

  it('purchasing may not apply: no 一键请购 for a purchaser', async () => {
    loginAs(['Purchaser']);
    serveSafety();
    renderScreen(<DocumentListPage def={materialSafetyStock} />, '/material-safety-stock');
    await screen.findByText('M001 物料1');
    expect(hasButton('一键请购')).toBe(false);
  });

  it('价格审核 on a new order with pending prices: the review dialog, then the outcome and reason', async () => {
    loginAs(['PurchasingManager']);
    serveOrder();
    renderScreen(<DocumentDetailPage def={purchaseOrder} />, '/purchase-order/detail?id=7');
    await userEvent.click(await findButton('价格审核'));
    // The manager has no amount review (the director's).
    expect(hasButton('金额审核')).toBe(false);
    await userEvent.type(await screen.findByPlaceholderText('请输入审批意见'), '原料涨价，同意');
    await userEvent.click(button('通过'));
    await waitFor(() =>
      expect(sent('/purchase/reviewPurchaseOrderPrices')).toEqual([
        { id: 7, version: 3, approved: true, reason: '原料涨价，同意' },
      ]),
    );
    await waitFor(() => expect(sent('/purchase/queryPurchaseOrderDetail')).toHaveLength(2));
  });

  it('金额审核 for the director, 不通过 sent as not approved; nothing once the order is placed', async () => {
    loginAs(['PurchasingDirector']);
    serveOrder(orderRow({ priceReview: 'NORMAL' }));
    renderScreen(<DocumentDetailPage def={purchaseOrder} />, '/purchase-order/detail?id=7');
    await userEvent.click(await findButton('金额审核'));
    expect(hasButton('价格审核')).toBe(false);
    await userEvent.click(await findButton('不通过'));
    await waitFor(() =>
      expect(sent('/purchase/reviewPurchaseOrderAmount')).toEqual([
        { id: 7, version: 3, approved: false, reason: '' },
      ]),
    );
  });

  it('a purchaser sees neither review; a placed order offers none', async () => {
    loginAs(['Purchaser']);
    serveOrder();
    const view = renderScreen(<DocumentDetailPage def={purchaseOrder} />, '/purchase-order/detail?id=7');
    await screen.findByText('CG20260105001');
    expect(hasButton('价格审核') || hasButton('金额审核')).toBe(false);
    view.unmount();
    loginAs(['PurchasingDirector']);
    serveOrder(orderRow({ status: 'ORDERED' }));
    renderScreen(<DocumentDetailPage def={purchaseOrder} />, '/purchase-order/detail?id=7');
    await screen.findByText('CG20260105001');
    expect(hasButton('价格审核') || hasButton('金额审核')).toBe(false);
  });

  it('the order list offers the review on the row that waits for it', async () => {
    loginAs(['PurchasingManager']);
    serve({
      '/purchase/queryPurchaseOrderPageList': page([
        orderRow(),
        orderRow({ id: 8, number: 'CG20260105002', priceReview: 'NORMAL' }),
      ]),
    });
    renderScreen(<DocumentListPage def={purchaseOrder} />, '/purchase-order');
    await screen.findByText('CG20260105001');
    expect(hasButton('价格审核', rowOf('CG20260105001'))).toBe(true);
    expect(hasButton('价格审核', rowOf('CG20260105002'))).toBe(false);
  });
});

describe('a module’s own page on a list (`screen` actions, 新建 elsewhere)', () => {
  afterEach(() => {
    removeModals();
    vi.clearAllMocks();
  });
  const lead = (id: number, number: string, status: string): DocumentRow => ({
    id,
    number,
    companyName: `公司${id}`,
    status,
    version: 1,
  });

  it('批量修改 opens its page with the selected leads that fit; none selected, it says so', async () => {
    loginAs(['Saler']);
    serve({
      [documentPaths(clue).list]: page([
        lead(3, 'XS001', 'FOLLOWING'),
        lead(4, 'XS002', 'CONVERTED'),
        lead(5, 'XS003', 'CLOSED'),
      ]),
    });
    renderScreen(<DocumentListPage def={clue} />, '/clue');
    await screen.findByText('XS001');
    // No link on a row: it is a page for several.
    expect(hasButton('批量修改', rowOf('XS001'))).toBe(false);
    await userEvent.click(button('批量修改'));
    expect(await screen.findByText('请先勾选要批量修改的销售线索')).toBeTruthy();
    for (const number of ['XS001', 'XS002', 'XS003'])
      await userEvent.click(within(rowOf(number)).getByRole('checkbox'));
    await userEvent.click(button('批量修改'));
    // The converted lead is not the CRM's to change.
    await waitFor(() => expect(currentUrl()).toBe('/clue/patchClue?ids=3,5'));
  });

  it('the customer list’s 新建 opens 新增客户 instead of the form drawer', async () => {
    loginAs(['Saler']);
    serve({ [documentPaths(customer).list]: page([]) });
    renderScreen(<DocumentListPage def={customer} />, '/customer');
    await userEvent.click(await findButton('新建'));
    await waitFor(() => expect(currentUrl()).toBe('/customer/addNewCustomer'));
  });
});
