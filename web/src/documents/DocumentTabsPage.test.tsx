import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { materialAcceptance, materialWarehouseIn } from '@tiangong/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeModals } from '../widgets/testing';
import { DocumentTabsPage } from './DocumentTabsPage';
import { currentUrl, loginAs, renderScreen, serve } from './documents-testing';

vi.mock('../api/http', () => ({
  apiPost: vi.fn(),
  apiGet: vi.fn(),
  apiDownload: vi.fn(),
  apiUpload: vi.fn(),
}));

const inRow = {
  id: 7,
  status: 'IN_PUT_WAREHOUSE',
  version: 2,
  number: 'RK20261120001',
  inDate: '20261120',
  warehouseId: 1,
  warehouseLabel: 'YL01 原料仓',
  acceptanceId: 3,
  acceptanceLabel: 'YS20261120001',
  items: [],
  history: [],
  approvals: [],
};
const acceptanceRow = {
  id: 3,
  status: 'ACCEPTANCE_QUALIFIED',
  version: 2,
  number: 'YS20261120001',
  acceptDate: '20261120',
  supplierId: 1,
  supplierLabel: 'GYS001 江苏双乐颜料股份有限公司',
  warehouseId: 1,
  warehouseLabel: 'YL01 原料仓',
  inspector: '李四',
};

/** The warehouse-in's link to its acceptance, seen from one side, with this many acceptances in all. */
const acceptanceGroup = (direction: 'references' | 'referencedBy', totalRec: number) => ({
  key: 'material-acceptance',
  title: '物料验收单',
  field: 'acceptanceId',
  fieldLabel: '验收单',
  direction,
  rows: [acceptanceRow],
  totalRec,
});

function serveWarehouseIn(related: unknown[]) {
  serve({
    '/warehouse/queryMaterialInDetail': inRow,
    '/warehouse/queryMaterialInFiles': [],
    '/warehouse/queryMaterialInRelated': related,
  });
}

describe('tabs screen of a document', () => {
  afterEach(() => {
    removeModals();
    vi.clearAllMocks();
  });

  it("shows the record first, then a tab per type of linked document, in that type's list columns", async () => {
    loginAs(['Store']);
    serveWarehouseIn([acceptanceGroup('references', 1)]);
    renderScreen(<DocumentTabsPage def={materialWarehouseIn} />, '/material-warehouse-in/tabs?id=7');
    expect(await screen.findByText('物料入库单详情')).toBeTruthy();
    // The record's own screen does not link to the screen it is in.
    expect(screen.queryByRole('button', { name: /关联单据/ })).toBeNull();
    await userEvent.click(await screen.findByRole('tab', { name: '物料验收单（1）' }));
    expect(currentUrl()).toBe(
      '/material-warehouse-in/tabs?id=7&tab=references%3Amaterial-acceptance%3AacceptanceId',
    );
    const table = (await screen.findByText('GYS001 江苏双乐颜料股份有限公司')).closest(
      'table',
    ) as HTMLElement;
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual([
      ...materialAcceptance.list.columns.map((key) =>
        key === 'status' ? '状态' : materialAcceptance.fields[key].label,
      ),
      '操作',
    ]);
    expect(within(table).getByText('验收合格')).toBeTruthy();
    await userEvent.click(within(table).getByRole('button', { name: '查看' }));
    // An acceptance opens in its own tabs screen.
    await waitFor(() => expect(currentUrl()).toBe('/material-acceptance/tabs?id=3'));
  });

  it('adds the tabs its module gives, and says when a list is cut short', async () => {
    loginAs(['Store']);
    serveWarehouseIn([acceptanceGroup('referencedBy', 60)]);
    const Moves = ({ id }: { id: number }) => <p>单据 {id} 的库存流水</p>;
    renderScreen(
      <DocumentTabsPage
        def={materialWarehouseIn}
        tabs={[{ key: 'moves', label: '库存流水', Component: Moves }]}
      />,
      '/material-warehouse-in/tabs?id=7&tab=moves',
    );
    expect(await screen.findByText('单据 7 的库存流水')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: '物料验收单（60）' }));
    expect(await screen.findByText(/仅列出前 1 条，共 60 条/)).toBeTruthy();
  });
});
