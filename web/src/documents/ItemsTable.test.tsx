import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiDownload } from '../api/http';
import { removeModals } from '../widgets/testing';
import { DocumentDetailPage } from './DocumentDetailPage';
import { button, companyProfileRow, loginAs, page, renderScreen, serve } from './documents-testing';
import { INBOUND_DETAIL, inboundRow, testInbound } from './items-testing';

vi.mock('../api/http', () => ({
  apiPost: vi.fn(),
  apiGet: vi.fn(),
  apiDownload: vi.fn(),
  apiUpload: vi.fn(),
}));

const tableRows = (scope: ParentNode, selector: string) =>
  [...scope.querySelectorAll(selector)].map((tr) =>
    [...tr.querySelectorAll('th, td')].map((c) => c.textContent?.trim() ?? ''),
  );

function serveInbound() {
  serve({ [INBOUND_DETAIL]: { ...inboundRow(), history: [], approvals: [] }, '/test/queryInboundFiles': [] });
}

describe('line items, read-only', () => {
  afterEach(() => {
    removeModals();
    vi.clearAllMocks();
  });

  it('the detail lists the lines in order with labels, ref labels, formatted numbers and the totals', async () => {
    loginAs(['SuperAdmin']);
    serveInbound();
    renderScreen(<DocumentDetailPage def={testInbound} />, '/test-inbound/detail?id=31');
    const card = (await screen.findByText('入库明细')).closest('.ant-card') as HTMLElement;
    expect(tableRows(card, '.ant-table-thead tr')).toEqual([
      ['行号', '物料', '数量', '单价', '金额', '说明'],
    ]);
    expect(tableRows(card, '.ant-table-tbody tr[data-row-key]')).toEqual([
      ['1', 'M001 钛白粉', '1.250', '12.500000', '15.63', '首批'],
      ['2', 'M002 炭黑', '0.500', '8.000000', '4.00', ''],
    ]);
    expect(tableRows(card, '.ant-table-summary tr')).toEqual([['合计', '', '1.750', '', '19.63', '']]);
  });

  it('leaves out the item fields the role may not see', async () => {
    loginAs(['Store']);
    serveInbound();
    renderScreen(<DocumentDetailPage def={testInbound} />, '/test-inbound/detail?id=31');
    const card = (await screen.findByText('入库明细')).closest('.ant-card') as HTMLElement;
    expect(tableRows(card, '.ant-table-thead tr')).toEqual([['行号', '物料', '数量', '说明']]);
    expect(tableRows(card, '.ant-table-summary tr')).toEqual([['合计', '', '1.750', '']]);
  });

  it('prints the lines with the totals under the header fields', async () => {
    loginAs(['SuperAdmin']);
    serveInbound();
    renderScreen(<DocumentDetailPage def={testInbound} />, '/test-inbound/detail?id=31');
    await screen.findByText('入库明细');
    await userEvent.click(button('打印'));
    const [form] = await screen.findAllByTestId('print-form');
    expect(within(form).getByText('RK20260301001')).toBeTruthy();
    const table = within(form).getByTestId('print-items');
    expect(within(table).getByText('入库明细')).toBeTruthy();
    expect(tableRows(table, 'thead tr, tbody tr, tfoot tr')).toEqual([
      ['行号', '物料', '数量', '单价', '金额', '说明'],
      // A unit price prints the decimals it has, at least two (not always six).
      ['1', 'M001 钛白粉', '1.250', '12.50', '15.63', '首批'],
      ['2', 'M002 炭黑', '0.500', '8.00', '4.00', ''],
      ['合计', '', '1.750', '', '19.63', ''],
    ]);
    await waitFor(() => expect(screen.getByRole('dialog', { name: '打印预览' })).toBeTruthy());
    // An inward slip has no letterhead.
    expect(within(form).queryByTestId('print-letterhead')).toBeNull();
  });

  it('heads a print that leaves the company with 公司信息; a red-letter form prints negatives and relabels', async () => {
    loginAs(['SuperAdmin']);
    serve({
      [INBOUND_DETAIL]: { ...inboundRow(), history: [], approvals: [] },
      '/test/queryInboundFiles': [],
      '/system/queryCompanyProfilePageList': page([companyProfileRow]),
    });
    const outgoing = {
      ...testInbound,
      print: {
        title: '红字通知单',
        fields: ['number', 'remark'],
        items: ['materielId', 'qty', 'price', 'amount'],
        letterhead: true,
        negative: ['qty', 'amount'],
        labels: { number: '对应蓝字发票' },
      },
    };
    renderScreen(<DocumentDetailPage def={outgoing} />, '/test-inbound/detail?id=31');
    await screen.findByText('入库明细');
    await userEvent.click(button('打印'));
    const [form] = await screen.findAllByTestId('print-form');
    const head = await within(form).findByTestId('print-letterhead');
    expect(head.textContent).toContain('苏州天工新材料有限公司');
    expect(head.textContent).toContain('地址：江苏省苏州市工业园区星湖街1号　电话：0512-66668888');
    expect(head.textContent).toContain('税号：91320594MA1TG00001');
    expect(head.textContent).toContain('开户行：中国银行苏州工业园区支行　账号：5357 6688 0001');
    expect(within(form).getByText('对应蓝字发票')).toBeTruthy();
    expect(tableRows(within(form).getByTestId('print-items'), 'tbody tr, tfoot tr')).toEqual([
      ['1', 'M001 钛白粉', '-1.250', '12.50', '-15.63'],
      ['2', 'M002 炭黑', '-0.500', '8.00', '-4.00'],
      ['合计', '', '-1.750', '', '-19.63'],
    ]);
  });

  it('offers each printed form of a declaration: its fields, chosen lines, blanks to fill and signatures', async () => {
    loginAs(['Store']);
    serveInbound();
    const withCopies = {
      ...testInbound,
      prints: [
        {
          title: '测试入库单（财务联）',
          fields: ['number', 'inDate'],
          items: ['note', 'materielId', 'price'],
          blanks: ['复核数量'],
          signatures: ['仓管员', '财务审核'],
        },
      ],
    };
    renderScreen(<DocumentDetailPage def={withCopies} />, '/test-inbound/detail?id=31');
    await screen.findByText('入库明细');
    await userEvent.click(button('打印'));
    await userEvent.click(await screen.findByText('测试入库单（财务联）'));
    const [form] = await screen.findAllByTestId('print-form');
    expect(within(form).getByRole('heading', { name: '测试入库单（财务联）' })).toBeTruthy();
    expect(within(form).queryByText('备注')).toBeNull();
    // The store may not see prices, so the finance copy printed by the store has none either.
    expect(tableRows(within(form).getByTestId('print-items'), 'thead tr, tbody tr')).toEqual([
      ['行号', '说明', '物料', '复核数量'],
      ['1', '首批', 'M001 钛白粉', ''],
      ['2', '', 'M002 炭黑', ''],
    ]);
    expect(within(form).getByTestId('print-signatures').textContent).toMatch(/仓管员：.*财务审核：/);
    // The same form of this record as an Excel file, from the server.
    await userEvent.click(button('导出Excel'));
    expect(vi.mocked(apiDownload)).toHaveBeenCalledWith(
      '/test/printInboundExcel',
      { id: 31, form: 1 },
      '测试入库单（财务联）.xlsx',
    );
  });
});
