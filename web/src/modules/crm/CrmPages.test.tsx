import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { channel, clue, customerComplaint } from '@tiangong/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentPaths } from '../../documents/doc-api';
import {
  button,
  currentUrl,
  fieldErrors,
  loginAs,
  page,
  pick,
  renderScreen,
  sent,
  serve,
} from '../../documents/documents-testing';
import { removeModals } from '../../widgets/testing';
import AddNewCustomerPage from './AddNewCustomerPage';
import ComplaintDetailPage from './ComplaintDetailPage';
import PatchCluePage, { idsOf } from './PatchCluePage';
import { REPEAT_CHECK_DELAY_MS } from './RepeatCheck';

vi.mock('../../api/http', () => ({
  apiPost: vi.fn(),
  apiGet: vi.fn(),
  apiDownload: vi.fn(),
  apiUpload: vi.fn(),
}));

/**
 * Issue 15's pages of the customer and lead lists: 新增客户 (the duplicate check while typing, one
 * save of customer, contact and address) and 批量修改线索 (the chosen leads, only what is chosen sent).
 */
const repeat = {
  id: 9,
  code: 'KH009',
  name: '常州某新材料有限公司',
  ownerLabel: '王业务',
  inPool: false,
  status: 'NORMAL',
};
const pooled = {
  id: 10,
  code: 'KH010',
  name: '常州某新材料二厂',
  ownerLabel: null,
  inPool: true,
  status: 'NORMAL',
};

afterEach(() => {
  removeModals();
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('新增客户', () => {
  const type = (label: string, text: string) =>
    userEvent.type(screen.getByPlaceholderText(`请输入${label}`), text);

  it('lists the customers that look alike while the name is typed, whose each is, before the save', async () => {
    loginAs(['Saler']);
    serve({
      '/customer/queryCustomerRepeatList': (body: Record<string, unknown>) =>
        String(body.name).includes('常州某新材料') ? [repeat, pooled] : [],
    });
    renderScreen(<AddNewCustomerPage />, '/customer/addNewCustomer');
    await userEvent.type(screen.getAllByPlaceholderText('请输入客户名称')[0], '常州某新材料');
    expect(
      await screen.findByText(
        '发现2个名称相近或税号相同的客户，请确认不是同一客户再保存',
        {},
        { timeout: REPEAT_CHECK_DELAY_MS + 2000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('业务员：王业务')).toBeTruthy();
    expect(screen.getByText('在公海，可到公海客户领取')).toBeTruthy();
    // One ask per pause in typing, not per keystroke.
    expect(sent('/customer/queryCustomerRepeatList').length).toBeLessThan(3);
  });

  it('saves customer, primary contact and default address in one call, then opens the customer', async () => {
    loginAs(['Saler']);
    serve({
      '/customer/queryCustomerRepeatList': [],
      '/customer/addNewCustomer': { id: 77, contactId: 1, addressId: 2 },
      [documentPaths(channel).list]: page([
        { id: 4, code: 'ZH', name: '行业展会', status: 'EBL', version: 1 },
      ]),
    });
    renderScreen(<AddNewCustomerPage />, '/customer/addNewCustomer');
    await userEvent.type(screen.getAllByPlaceholderText('请输入客户名称')[0], '盐城某涂料有限公司');
    await type('姓名', '钱经理');
    await type('手机', '13951110000');
    await userEvent.click(screen.getByRole('checkbox', { name: '暂不填写，以后在客户详情中添加' }));
    await userEvent.click(button('保存'));
    await waitFor(() => expect(currentUrl()).toBe('/customer/customerDetail?id=77'));
    expect(sent('/customer/addNewCustomer')).toEqual([
      {
        customer: expect.objectContaining({
          name: '盐城某涂料有限公司',
          category: 'COMPANY_CUSTOM',
          taxNo: null,
        }),
        contact: expect.objectContaining({ name: '钱经理', mobile: '13951110000', phone: null }),
        address: undefined,
      },
    ]);
  });

  it('checks each part with the declaration’s words before sending anything', async () => {
    loginAs(['Saler']);
    serve({ '/customer/queryCustomerRepeatList': [] });
    renderScreen(<AddNewCustomerPage />, '/customer/addNewCustomer');
    await type('手机', '12345');
    await userEvent.click(button('保存'));
    await waitFor(() => expect(fieldErrors()).toContain('请输入客户名称'));
    expect(fieldErrors()).toEqual(
      expect.arrayContaining(['请输入姓名', '请输入正确的手机号码', '请选择地区', '请输入详细地址']),
    );
    expect(sent('/customer/addNewCustomer')).toEqual([]);
  });
});

describe('批量修改线索', () => {
  const leads = [
    {
      id: 3,
      number: 'XS001',
      companyName: '甲公司',
      sourceId: 4,
      sourceLabel: '行业展会',
      status: 'FOLLOWING',
      version: 1,
    },
    {
      id: 5,
      number: 'XS002',
      companyName: '乙公司',
      sourceId: 4,
      sourceLabel: '行业展会',
      status: 'CLOSED',
      version: 2,
    },
  ];

  it('reads the chosen ids from the URL', () => {
    expect(idsOf('3,5,x,-1,3')).toEqual([3, 5]);
    expect(idsOf(null)).toEqual([]);
  });

  it('shows the chosen leads and sends only what is changed; 关闭 asks its reason', async () => {
    loginAs(['Saler']);
    serve({
      [documentPaths(clue).list]: page(leads),
      '/sales/patchSaleOpportunity': { count: 2 },
    });
    renderScreen(<PatchCluePage />, '/clue/patchClue?ids=3,5');
    expect(await screen.findByText('甲公司')).toBeTruthy();
    expect(screen.getByText('批量修改线索（2条）')).toBeTruthy();
    expect(sent(documentPaths(clue).list)[0]).toMatchObject({ ids: [3, 5] });
    // A salesperson does not hand leads over.
    expect(screen.queryByRole('combobox', { name: '负责人' })).toBeNull();
    await pick('状态', '已关闭');
    await userEvent.click(button('保存'));
    await waitFor(() => expect(fieldErrors()).toEqual(['请输入关闭原因']));
    await userEvent.type(screen.getByRole('textbox'), '无真实需求');
    await userEvent.click(button('保存'));
    await waitFor(() => expect(currentUrl()).toBe('/clue'));
    expect(sent('/sales/patchSaleOpportunity')).toEqual([
      { ids: [3, 5], status: 'CLOSED', reason: '无真实需求' },
    ]);
  });

  it('offers 负责人 to a sales manager', async () => {
    loginAs(['SaleManager']);
    serve({ [documentPaths(clue).list]: page(leads) });
    renderScreen(<PatchCluePage />, '/clue/patchClue?ids=3');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('甲公司')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '负责人' })).toBeTruthy();
  });
});

describe('a complaint’s batch genealogy', () => {
  it('lists the documents that made and shipped the batch, each opening its document', async () => {
    // A salesperson's menu holds the sales deliveries, not the store's warehouse-ins.
    loginAs(['Saler'], [], {
      menuList: [
        { menuId: 1, menuName: '首页', menuUrl: '/index', state: '', subMenuList: [] },
        {
          menuId: 2,
          menuName: '销售管理',
          menuUrl: '',
          state: '',
          subMenuList: [{ menuId: 3, menuName: '销售出库', menuUrl: '/salesOdo', state: '' }],
        },
      ],
    });
    serve({
      [documentPaths(customerComplaint).detail]: {
        id: 8,
        number: 'TS001',
        customerId: 5,
        productId: 2,
        batchNo: 'CP2611001',
        status: 'PROCESSING',
        version: 1,
        history: [],
        approvals: [],
      },
      '/customer/queryComplaintBatchDocuments': [
        {
          key: 'product-warehouse-in',
          title: '产品入库单',
          hidden: 0,
          rows: [
            {
              id: 3,
              number: 'CPRK001',
              date: '20261101',
              status: 'IN_PUT_WAREHOUSE',
              qty: 500_000_000,
              warehouseLabel: '成品仓',
              customerLabel: null,
            },
          ],
        },
        {
          key: 'sales-delivery',
          title: '销售出库单',
          hidden: 1,
          rows: [
            {
              id: 9,
              number: 'XSCK001',
              date: '20261110',
              status: 'OUT_PUT_WAREHOUSE',
              qty: 200_000_000,
              warehouseLabel: '成品仓',
              customerLabel: '常州电池',
            },
          ],
        },
      ],
    });
    renderScreen(<ComplaintDetailPage />, '/customer-complaint/detail?id=8');
    const trace = await screen.findByTestId('batch-trace');
    await waitFor(() => expect(within(trace).getByText('产品入库单（1）')).toBeTruthy());
    expect(within(trace).getByText('另有1张其他客户的销售出库单，您无权查看')).toBeTruthy();
    expect(within(trace).getByText('500.000')).toBeTruthy();
    expect(within(trace).queryByRole('link', { name: 'CPRK001' })).toBeNull();
    expect(within(trace).getByText('CPRK001')).toBeTruthy();
    await userEvent.click(within(trace).getByRole('link', { name: 'XSCK001' }));
    expect(currentUrl()).toBe('/salesOdo/detail?id=9');
  });
});
