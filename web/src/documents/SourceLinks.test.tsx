import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { materialAcceptance, materialWarehouseIn } from '@tiangong/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeModals } from '../widgets/testing';
import { DocumentDetailPage } from './DocumentDetailPage';
import { type DocumentRow, documentPaths } from './doc-api';
import {
  button,
  currentUrl,
  findButton,
  hasButton,
  loginAs,
  renderScreen,
  sent,
  serve,
} from './documents-testing';
import { type DraftDocument, linkPaths } from './links';

vi.mock('../api/http', () => ({
  apiPost: vi.fn(),
  apiGet: vi.fn(),
  apiDownload: vi.fn(),
  apiUpload: vi.fn(),
}));

const ACCEPTANCE = documentPaths(materialAcceptance);
const IN = documentPaths(materialWarehouseIn);
const CLOSE = linkPaths(materialAcceptance).closeLines;
const MAKE = linkPaths(materialWarehouseIn).makeFrom;

const audit = { createBy: 'store', createAt: '2026-11-14T02:00:00.000Z', modifyBy: null, modifyAt: null };

const acceptance = (overrides: Partial<DocumentRow> = {}): DocumentRow => ({
  id: 5,
  number: 'YS20261114001',
  acceptDate: '20261114',
  supplierId: 11,
  supplierLabel: 'S001 上海颜料化工有限公司',
  warehouseId: 2,
  warehouseLabel: 'W01 原料仓',
  status: 'ACCEPTANCE_QUALIFIED',
  version: 3,
  ...audit,
  items: [
    {
      id: 601,
      lineNo: 1,
      materielId: 7,
      materielLabel: 'M001 钛白粉',
      batchNo: 'B001',
      qty: 100_000_000,
      inQty: 60_000_000,
      closed: false,
    },
    {
      id: 602,
      lineNo: 2,
      materielId: 8,
      materielLabel: 'M002 炭黑',
      batchNo: 'B002',
      qty: 50_000_000,
      inQty: 30_000_000,
      closed: true,
    },
  ],
  progress: [
    {
      link: 'acceptance-in',
      verb: '入库',
      targetKey: 'material-warehouse-in',
      targetTitle: '物料入库单',
      percent: 60,
      qty: 150_000_000,
      drawn: 90_000_000,
    },
  ],
  history: [],
  approvals: [],
  ...overrides,
});

const draft: DraftDocument = {
  values: {
    warehouseId: 2,
    warehouseLabel: 'W01 原料仓',
    supplierId: 11,
    supplierLabel: 'S001 上海颜料化工有限公司',
    acceptanceId: 5,
    acceptanceLabel: 'YS20261114001',
  },
  items: [
    {
      materielId: 7,
      materielLabel: 'M001 钛白粉',
      batchNo: 'B001',
      qty: 40_000_000,
      productionDate: '20261101',
      acceptanceLineId: 601,
      acceptanceLineIdLabel: 'YS20261114001 第1行',
    },
  ],
};

function serveAcceptance(extra: Record<string, unknown> = {}) {
  serve({ [ACCEPTANCE.detail]: acceptance(), [ACCEPTANCE.files]: [], ...extra });
}

const renderAcceptance = () =>
  renderScreen(<DocumentDetailPage def={materialAcceptance} />, '/material-acceptance/detail?id=5');

const lineRow = (text: string) =>
  screen
    .getAllByText(text)
    .map((el) => el.closest('tr'))
    .find(Boolean) as HTMLElement;

describe('the detail of a document others draw on', () => {
  afterEach(() => {
    removeModals();
    vi.clearAllMocks();
  });

  it('shows the progress and closed lines, and offers 下推 and closing to who may edit', async () => {
    loginAs(['StoreManager']);
    serveAcceptance();
    renderAcceptance();
    const tag = await screen.findByText('已入库 60%');
    expect(tag.className).toContain('ant-tag');
    expect(tag.getAttribute('title')).toBe('物料入库单：已入库 90.000 / 150.000');
    expect(within(lineRow('M002 炭黑')).getByText('已关闭')).toBeTruthy();
    expect(within(lineRow('M001 钛白粉')).queryByText('已关闭')).toBeNull();
    expect(button('重新打开', lineRow('M002 炭黑'))).toBeTruthy();
    for (const name of ['下推物料入库单', '整单关闭', '整单重新打开']) expect(button(name)).toBeTruthy();
  });

  it('closes a line after confirmation, with the record version, then reloads', async () => {
    loginAs(['StoreManager']);
    serveAcceptance({ [CLOSE]: { id: 5, status: 'ACCEPTANCE_QUALIFIED' } });
    renderAcceptance();
    await screen.findByText('已入库 60%');
    fireEvent.click(button('关闭行', lineRow('M001 钛白粉')));
    expect(await screen.findByText('确认关闭第1行？关闭后该行不能再入库。')).toBeTruthy();
    fireEvent.click(button('确定'));
    await waitFor(() => expect(sent(CLOSE)).toEqual([{ id: 5, version: 3, closed: true, lineIds: [601] }]));
    expect(await screen.findByText('关闭成功')).toBeTruthy();
    await waitFor(() => expect(sent(ACCEPTANCE.detail)).toHaveLength(2));
  });

  it('closes the whole document with no line named', async () => {
    loginAs(['StoreManager']);
    serveAcceptance({ [CLOSE]: { id: 5, status: 'ACCEPTANCE_QUALIFIED' } });
    renderAcceptance();
    fireEvent.click(await findButton('整单关闭'));
    expect(await screen.findByText('确认整单关闭物料验收单？关闭后各行不能再入库。')).toBeTruthy();
    fireEvent.click(button('确定'));
    await waitFor(() => expect(sent(CLOSE)).toEqual([{ id: 5, version: 3, closed: true }]));
  });

  it('shows progress but no 下推 or closing to a reader who may edit neither', async () => {
    loginAs(['Operator']);
    serveAcceptance();
    renderAcceptance();
    await screen.findByText('已入库 60%');
    expect(screen.getByText('已关闭')).toBeTruthy();
    for (const name of ['下推物料入库单', '整单关闭', '整单重新打开', '关闭行', '重新打开'])
      expect(hasButton(name)).toBe(false);
  });

  it('offers no 下推 while the acceptance is pending or fully put in', async () => {
    loginAs(['StoreManager']);
    serveAcceptance({ [ACCEPTANCE.detail]: acceptance({ status: 'ACCEPTANCE_PENDING' }) });
    const { unmount } = renderAcceptance();
    await screen.findByText('已入库 60%');
    expect(hasButton('下推物料入库单')).toBe(false);
    unmount();
    const full = acceptance().progress as Record<string, unknown>[];
    serveAcceptance({ [ACCEPTANCE.detail]: acceptance({ progress: [{ ...full[0], percent: 100 }] }) });
    renderAcceptance();
    await screen.findByText('已入库 100%');
    expect(hasButton('下推物料入库单')).toBe(false);
  });

  it('下推 opens the warehouse-in drawer prefilled; saved, its detail opens', async () => {
    loginAs(['StoreManager']);
    serveAcceptance({ [MAKE]: draft, [IN.save]: { id: 90 } });
    renderAcceptance();
    fireEvent.click(await findButton('下推物料入库单'));
    await waitFor(() => expect(sent(MAKE)).toEqual([{ link: 'acceptance-in', sourceIds: [5] }]));
    expect(await screen.findByText('新建物料入库单')).toBeTruthy();
    const drawer = document.querySelector('.ant-drawer') as HTMLElement;
    for (const label of ['W01 原料仓', 'S001 上海颜料化工有限公司', 'YS20261114001', 'M001 钛白粉'])
      expect(within(drawer).getByTitle(label)).toBeTruthy();
    const cell = (name: string) =>
      drawer.querySelector<HTMLInputElement>(`[data-line="0"][data-name="${name}"] input`)?.value;
    expect(cell('batchNo')).toBe('B001');
    expect(cell('qty')).toBe('40');
    const dateInput = within(drawer).getByPlaceholderText('请选择入库日期');
    fireEvent.mouseDown(dateInput);
    fireEvent.change(dateInput, { target: { value: '2026-11-15' } });
    fireEvent.keyDown(dateInput, { key: 'Enter' });
    fireEvent.click(button('保存', drawer));
    await waitFor(() => expect(sent(IN.save)).toHaveLength(1));
    expect(sent(IN.save)[0]).toMatchObject({
      inDate: '20261115',
      warehouseId: 2,
      supplierId: 11,
      acceptanceId: 5,
      items: [
        expect.objectContaining({ materielId: 7, batchNo: 'B001', qty: 40_000_000, acceptanceLineId: 601 }),
      ],
    });
    await waitFor(() => expect(currentUrl()).toBe('/material-warehouse-in/detail?id=90'));
  });

  it('shows the source line of a warehouse-in line by its label', async () => {
    loginAs(['StoreManager']);
    serve({
      [IN.detail]: {
        id: 90,
        number: 'RK20261115001',
        inDate: '20261115',
        warehouseId: 2,
        warehouseLabel: 'W01 原料仓',
        status: 'IN_PUT_WAREHOUSE_PENDING',
        version: 1,
        ...audit,
        items: [{ id: 901, lineNo: 1, ...draft.items[0] }],
        history: [],
        approvals: [],
      },
      [IN.files]: [],
    });
    renderScreen(<DocumentDetailPage def={materialWarehouseIn} />, '/material-warehouse-in/detail?id=90');
    const label = await screen.findByText('YS20261114001 第1行');
    expect(within(label.closest('tr') as HTMLElement).queryByText('601')).toBeNull();
    expect(hasButton('选单（物料验收单）')).toBe(false);
  });
});
