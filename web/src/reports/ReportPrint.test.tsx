import { screen, within } from '@testing-library/react';
import { receivableDetail, reportAsDocument } from '@tiangong/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyProfileRow, loginAs, page, renderScreen, serve } from '../documents/documents-testing';
import { removeModals } from '../widgets/testing';
import { ReportPrintOverlay } from './ReportPrint';

vi.mock('../api/http', () => ({
  apiPost: vi.fn(),
  apiGet: vi.fn(),
  apiDownload: vi.fn(),
  apiUpload: vi.fn(),
}));

const rows = [
  {
    id: 1,
    docDate: '20261105',
    kindLabel: '销售发票',
    number: 'XSFP20261105001',
    customerId: 7,
    customerIdLabel: 'KH005 立邦涂料',
    currencyId: 1,
    currencyIdLabel: 'CNY 人民币',
    invoiced: 1_130_000_000,
    received: null,
    status: '',
    version: 0,
  },
];

/**
 * A statement handed to a customer (客户对账单 of 应收明细, issue 35 item 5) is headed by the company
 * as 公司信息 keeps it, like every outgoing document print.
 */
describe('report prints', () => {
  afterEach(() => {
    removeModals();
    vi.clearAllMocks();
  });

  it('heads the customer statement with 公司信息 above its title, period and rows', async () => {
    loginAs(['SuperAdmin']);
    serve({
      '/finance/queryAccountReceivableDetailList': { ...page(rows), totals: { invoiced: 1_130_000_000 } },
      '/system/queryCompanyProfilePageList': page([companyProfileRow]),
    });
    const def = reportAsDocument(receivableDetail);
    renderScreen(
      <ReportPrintOverlay
        report={{ ...receivableDetail, print: receivableDetail.print! }}
        def={def}
        query={{
          filters: { customerId: '7', docDateStart: '20261101', docDateEnd: '20261130' },
          pageIndex: 1,
        }}
        roles={['SuperAdmin']}
        onClose={() => {}}
      />,
    );
    const head = await screen.findByTestId('print-letterhead');
    expect(head.textContent).toContain('苏州天工新材料有限公司');
    expect(head.textContent).toContain('税号：91320594MA1TG00001');
    const [form] = await screen.findAllByTestId('print-form');
    expect(within(form).getByRole('heading', { name: '客户对账单' })).toBeTruthy();
    expect(within(form).getByTestId('print-header').textContent).toContain(
      '对账期间2026-11-01 至 2026-11-30',
    );
    expect(within(form).getByText('XSFP20261105001')).toBeTruthy();
  });
});
