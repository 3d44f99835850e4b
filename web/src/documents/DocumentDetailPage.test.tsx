import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { salesOrder, supplier } from '@tiangong/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../api/http';
import { removeModals } from '../widgets/testing';
import { DocumentDetailPage } from './DocumentDetailPage';
import {
  button,
  hasButton,
  loginAs,
  orderRow,
  renderScreen,
  sent,
  serve,
  supplierRow,
  testOrder,
} from './documents-testing';

vi.mock('../api/http', () => ({
  apiPost: vi.fn(),
  apiGet: vi.fn(),
  apiDownload: vi.fn(),
  apiUpload: vi.fn(),
}));

const files = [
  {
    fileId: 'f-1',
    fileName: '营业执照.pdf',
    size: 204_800,
    mimeType: 'application/pdf',
    url: '/api/public/file?fileId=f-1',
    createBy: 'admin',
    createAt: '2026-01-06T03:00:00.000Z',
  },
];

const detail = supplierRow({
  bankAccount: '6222-0210-0000',
  remark: '长期合作',
  modifyBy: 'zhangsan',
  modifyAt: '2026-02-01T01:30:00.000Z',
  history: [
    { id: 1, at: '2026-01-05T02:00:00.000Z', actor: 'admin', action: 'CREATE', actionLabel: '新建' },
    { id: 2, at: '2026-02-01T01:30:00.000Z', actor: 'zhangsan', action: 'UPDATE', actionLabel: '修改' },
  ],
  approvals: [],
});

function serveSupplier(extra: Record<string, unknown> = {}) {
  serve({
    '/purchase/querySupplierDetail': detail,
    '/purchase/querySupplierFiles': files,
    '/purchase/removeSupplierFile': null,
    ...extra,
  });
}

describe('generic detail', () => {
  afterEach(() => {
    removeModals();
    vi.clearAllMocks();
    vi.restoreAllMocks();
  });

  it('shows every visible field, the status, timeline, history and attachments', async () => {
    loginAs(['Purchaser']);
    serveSupplier();
    renderScreen(<DocumentDetailPage def={supplier} />, '/supplier/detail?id=11');
    expect(await screen.findByText('供应商详情')).toBeTruthy();
    expect(sent('/purchase/querySupplierDetail')).toEqual([{ id: 11 }]);
    const fields = document.querySelector('.ant-descriptions') as HTMLElement;
    const label = (text: string) =>
      within(fields).getByText(text).closest('th')?.nextElementSibling?.textContent;
    expect(label('供应商编码')).toBe('S001');
    expect(label('所在地区')).toBe('SH 上海');
    expect(label('结算币种')).toBe('CNY 人民币');
    // Fields left out of the list still show on the detail.
    expect(label('银行账号')).toBe('6222-0210-0000');
    expect(label('备注')).toBe('长期合作');
    expect(screen.getByText('启用').className).toContain('ant-tag');
    expect(screen.getByText('修改人：zhangsan')).toBeTruthy();
    expect(screen.getByText('暂无审批记录')).toBeTruthy();
    expect(screen.getByText('修改')).toBeTruthy();
    const link = (await screen.findByText('营业执照.pdf')).closest('a') as HTMLElement;
    expect(link.getAttribute('href')).toBe('/api/public/file?fileId=f-1');
    expect(screen.getByText('200.0 KB')).toBeTruthy();
    for (const name of ['编辑', '停用', '打印', '返回']) expect(button(name)).toBeTruthy();
    expect(button('上传文件')).toBeTruthy();
  });

  it('shows data, never a filter’s value: the sales order’s remaining quantity, not 剩余大于0', async () => {
    loginAs(['Saler']);
    serve({
      '/order/querySalesOrderDetail': {
        id: 5,
        version: 2,
        number: 'XS20261127001',
        status: 'DELIVERY_PENDING',
        remaining: 'OVERZERO',
        remainingQty: 32_500_000,
        items: [],
        history: [],
        approvals: [],
      },
      '/order/querySalesOrderFiles': [],
    });
    renderScreen(<DocumentDetailPage def={salesOrder} />, '/sales-order/detail?id=5');
    expect(await screen.findByText('销售订单详情')).toBeTruthy();
    const fields = document.querySelector('.ant-descriptions') as HTMLElement;
    const labels = [...fields.querySelectorAll('th')].map((th) => th.textContent);
    expect(labels).toContain('剩余数量（kg）');
    expect(labels).not.toContain('剩余数量');
    expect(within(fields).getByText('剩余数量（kg）').closest('th')?.nextElementSibling?.textContent).toBe(
      '32.500',
    );
    expect(screen.queryByText('剩余大于0')).toBeNull();
  });

  it('removes an attachment after confirmation', async () => {
    loginAs(['Purchaser']);
    serveSupplier();
    renderScreen(<DocumentDetailPage def={supplier} />, '/supplier/detail?id=11');
    const link = (await screen.findByText('营业执照.pdf')).closest('a') as HTMLElement;
    await userEvent.click(button('删除', link.closest('tr') as HTMLElement));
    expect(await screen.findByText('确认删除附件「营业执照.pdf」？')).toBeTruthy();
    await userEvent.click(button('确定'));
    await waitFor(() => expect(sent('/purchase/removeSupplierFile')).toEqual([{ id: 11, fileId: 'f-1' }]));
    await waitFor(() => expect(sent('/purchase/querySupplierFiles')).toHaveLength(2));
  });

  it('without the edit permission: no 编辑, transitions, upload or removal', async () => {
    loginAs(['Store']);
    serveSupplier();
    renderScreen(<DocumentDetailPage def={supplier} />, '/supplier/detail?id=11');
    (await screen.findByText('营业执照.pdf')).closest('a') as HTMLElement;
    for (const name of ['编辑', '停用', '上传文件', '删除']) expect(hasButton(name)).toBe(false);
    expect(button('打印')).toBeTruthy();
  });

  it('a review transition opens the review dialog and posts its outcome and comment', async () => {
    loginAs(['Saler']);
    serve({
      '/test/queryOrderDetail': {
        ...orderRow(),
        approvals: [
          {
            action: 'AUDIT',
            outcome: 'APPROVAL_NOT_APPROVED',
            approved: false,
            comment: '单价偏高',
            actor: 'lisi',
            at: '2026-01-06T02:00:00.000Z',
          },
        ],
        history: [],
      },
      '/test/queryOrderFiles': [],
      '/test/changeOrderState': { id: 21, status: 'APPROVAL_APPROVED' },
    });
    renderScreen(<DocumentDetailPage def={testOrder} />, '/test-order/detail?id=21');
    expect(await screen.findByText('单价偏高')).toBeTruthy();
    expect(screen.getByText('不通过')).toBeTruthy();
    // A draft may be deleted.
    expect(button('删除')).toBeTruthy();
    await userEvent.click(button('审核'));
    await userEvent.type(await screen.findByPlaceholderText('请输入审批意见'), ' 同意 ');
    await userEvent.click(button('通过'));
    await waitFor(() =>
      expect(sent('/test/changeOrderState')).toEqual([
        { id: 21, version: 4, action: 'AUDIT', status: 'APPROVAL_APPROVED', comment: '同意' },
      ]),
    );
    await waitFor(() => expect(sent('/test/queryOrderDetail')).toHaveLength(2));
  });

  it('返回 closes a detail window that has no history of its own', async () => {
    loginAs(['Purchaser']);
    serveSupplier();
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    renderScreen(<DocumentDetailPage def={supplier} />, '/supplier/detail?id=11');
    await screen.findByText('供应商详情');
    await userEvent.click(button('返回'));
    expect(close).toHaveBeenCalled();
  });

  it('shows 不存在 with a way back in place of a record that does not exist, not a blank page', async () => {
    loginAs(['Purchaser']);
    vi.mocked(apiGet).mockImplementation(async (_path, _params, opts) => {
      opts?.onRefused?.('10000004', '供应商不存在');
      return undefined;
    });
    renderScreen(<DocumentDetailPage def={supplier} />, '/supplier/detail?id=999');
    expect(await screen.findByText('供应商不存在')).toBeTruthy();
    expect(screen.getByText('该记录不存在或已被删除，请检查链接或从列表中重新打开。')).toBeTruthy();
    // Shown in place, so the call was made quiet: no toast on top of it.
    expect(vi.mocked(apiGet).mock.calls[0][2]).toMatchObject({ quiet: true });
    await userEvent.click(button('返回供应商列表'));
    expect(screen.getByTestId('location').textContent).toBe('/supplier');
  });

  it('offers 重试 when the record could not be loaded for another reason', async () => {
    loginAs(['Purchaser']);
    vi.mocked(apiGet).mockResolvedValueOnce(undefined);
    renderScreen(<DocumentDetailPage def={supplier} />, '/supplier/detail?id=11');
    expect(await screen.findByText('供应商加载失败')).toBeTruthy();
    serveSupplier();
    await userEvent.click(button('重试'));
    expect(await screen.findByText('供应商详情')).toBeTruthy();
  });

  it('prints the record', async () => {
    loginAs(['Purchaser']);
    serveSupplier();
    renderScreen(<DocumentDetailPage def={supplier} />, '/supplier/detail?id=11');
    await screen.findByText('供应商详情');
    await userEvent.click(button('打印'));
    const forms = await screen.findAllByTestId('print-form');
    expect(forms).toHaveLength(1);
    expect(within(forms[0]).getByText('供应商资料')).toBeTruthy();
    expect(within(forms[0]).getByText('6222-0210-0000')).toBeTruthy();
  });
});
