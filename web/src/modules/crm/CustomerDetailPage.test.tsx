import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  customer,
  customerQuotation,
  type DocumentDef,
  salesDelivery,
  salesOrder,
  salesPriceApproval,
  salesReturn,
} from '@tiangong/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentPaths } from '../../documents/doc-api';
import { currentUrl, loginAs, page, renderScreen, sent, serve } from '../../documents/documents-testing';
import { removeModals } from '../../widgets/testing';
import CustomerDetailPage from './CustomerDetailPage';

vi.mock('../../api/http', () => ({
  apiPost: vi.fn(),
  apiGet: vi.fn(),
  apiDownload: vi.fn(),
  apiUpload: vi.fn(),
}));

/**
 * Issue 15: the customer's sales sub-forms appear on its detail as soon as the documents exist —
 * quotations, price approvals, orders, deliveries and returns, each opening the record's detail,
 * with 新增 filled in with the customer.
 */
const KH = {
  id: 5,
  code: 'KH001',
  name: '常州电池',
  status: 'NORMAL',
  version: 1,
  ownerId: 3,
  ownerLabel: '王业务',
  history: [],
  approvals: [],
};
const order = {
  id: 31,
  number: 'XS20260301001',
  orderDate: '20260301',
  customerId: 5,
  customerLabel: 'KH001 常州电池',
  deliveryDate: '20260310',
  status: 'DELIVERY_PENDING',
  version: 2,
};
const list = (def: DocumentDef) => documentPaths(def).list;

function renderCustomer(row = KH, orders = { ...page([order]), totalRec: 1 }) {
  serve({
    [documentPaths(customer).detail]: row,
    [list(salesOrder)]: orders,
    [list(salesPriceApproval)]: page([]),
    [list(salesDelivery)]: page([]),
    [list(salesReturn)]: page([]),
    [list(customerQuotation)]: page([]),
  });
  return renderScreen(<CustomerDetailPage />, `/customer/customerDetail?id=${row.id}`);
}

const records = async () => (await screen.findByText('客户资料')).closest('.ant-card') as HTMLElement;
const tab = async (name: string) => userEvent.click(within(await records()).getByRole('tab', { name }));

describe('the customer’s sales records on its detail', () => {
  afterEach(() => {
    removeModals();
    vi.clearAllMocks();
  });

  it('has a tab for each of its sales documents beside its CRM records', async () => {
    loginAs(['Saler']);
    renderCustomer();
    const tabs = within(await records())
      .getAllByRole('tab')
      .map((t) => t.textContent);
    expect(tabs).toEqual([
      '联系人',
      '收货地址',
      '跟进记录',
      '客户样品',
      '报价单',
      '价格审批',
      '销售订单',
      '销售出库',
      '销售退货',
      '转移记录',
    ]);
  });

  it.each([
    ['价格审批', salesPriceApproval],
    ['销售出库', salesDelivery],
    ['销售退货', salesReturn],
  ])('%s lists the customer’s own', async (name, def) => {
    loginAs(['Saler']);
    renderCustomer();
    await tab(name);
    await waitFor(() => expect(sent(list(def))).toHaveLength(1));
    expect(sent(list(def))[0]).toMatchObject({ queryParameterVo: { customerId: 5 } });
    expect(await within(await records()).findByText(`暂无${def.title}`)).toBeTruthy();
  });

  it('销售订单: the customer’s orders, each opening its detail, without the customer column', async () => {
    loginAs(['Saler']);
    renderCustomer();
    await tab('销售订单');
    const link = await within(await records()).findByRole('link', { name: 'XS20260301001' });
    const headers = [...(link.closest('.ant-table')?.querySelectorAll('th') ?? [])].map(
      (th) => th.textContent,
    );
    expect(headers).toContain('订单号');
    expect(headers).not.toContain('客户');
    await userEvent.click(link);
    expect(currentUrl()).toBe('/salesOrder/detail?id=31');
  });

  it('新增销售订单 opens the order form with the customer filled in', async () => {
    loginAs(['Saler']);
    renderCustomer();
    await tab('销售订单');
    await userEvent.click(await within(await records()).findByRole('button', { name: '新增销售订单' }));
    const drawer = (await screen.findByText('新建销售订单')).closest('.ant-drawer') as HTMLElement;
    const box = within(drawer).getByRole('combobox', { name: '客户' });
    expect(
      box.closest('.ant-select')?.querySelector('.ant-select-content-has-value')?.getAttribute('title'),
    ).toBe('KH001 常州电池');
  });

  it('points to the whole list when the customer has more orders than the tab shows', async () => {
    loginAs(['Saler']);
    renderCustomer(KH, { ...page([order]), totalRec: 130 });
    await tab('销售订单');
    expect(await within(await records()).findByText(/另有 129 条未列出/)).toBeTruthy();
    await userEvent.click(within(await records()).getByRole('link', { name: '在销售订单列表中查看全部' }));
    expect(currentUrl()).toBe('/salesOrder?customerId=5');
  });

  it('a frozen customer gets no new order; the store, who may not keep orders, gets no 新增 either', async () => {
    loginAs(['Saler']);
    const frozen = renderCustomer({ ...KH, status: 'FREEZE' });
    await tab('销售订单');
    await within(await records()).findByRole('link', { name: 'XS20260301001' });
    expect(within(await records()).queryByRole('button', { name: '新增销售订单' })).toBeNull();
    frozen.unmount();
    loginAs(['Store']);
    renderCustomer();
    await tab('销售订单');
    await within(await records()).findByRole('link', { name: 'XS20260301001' });
    expect(within(await records()).queryByRole('button', { name: '新增销售订单' })).toBeNull();
  });
});
