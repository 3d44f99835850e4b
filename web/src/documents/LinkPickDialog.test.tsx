import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { materialAcceptance, materialWarehouseIn } from '@tiangong/domain';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeModals } from '../widgets/testing';
import { DocumentFormDrawer } from './DocumentForm';
import { documentPaths } from './doc-api';
import { button, loginAs, sent, serve } from './documents-testing';
import { type DraftDocument, linkPaths, type OpenLine } from './links';

vi.mock('../api/http', () => ({
  apiPost: vi.fn(),
  apiGet: vi.fn(),
  apiDownload: vi.fn(),
  apiUpload: vi.fn(),
}));

const OPEN_LINES = linkPaths(materialWarehouseIn).openLines;
const SAVE = documentPaths(materialWarehouseIn).save;
const ACCEPTANCE_DETAIL = documentPaths(materialAcceptance).detail;

const openLine = (lineNo: number, overrides: Partial<OpenLine> = {}): OpenLine => ({
  sourceId: 5,
  sourceNumber: 'YS20261114001',
  lineId: 600 + lineNo,
  lineNo,
  itemLabel: lineNo === 1 ? 'M001 钛白粉' : 'M002 炭黑',
  qty: 100_000_000,
  drawn: 50_000_000,
  open: 50_000_000,
  limit: 55_000_000,
  line: {
    materielId: 6 + lineNo,
    materielLabel: lineNo === 1 ? 'M001 钛白粉' : 'M002 炭黑',
    batchNo: `B00${lineNo}`,
    supplierBatch: null,
    productionDate: '20261101',
    expiryDate: null,
    qty: 50_000_000,
    acceptanceLineId: 600 + lineNo,
    acceptanceLineIdLabel: `YS20261114001 第${lineNo}行`,
  },
  ...overrides,
});

function renderForm() {
  render(
    <App>
      <DocumentFormDrawer def={materialWarehouseIn} open onClose={vi.fn()} onSaved={vi.fn()} />
    </App>,
  );
}

const dialog = () => document.querySelector('.ant-modal') as HTMLElement;
const rowOfLine = (name: string) => within(dialog()).getByText(name).closest('tr') as HTMLElement;
const tick = (row: HTMLElement) =>
  fireEvent.click(row.querySelector('input[type="checkbox"]') as HTMLElement);
const gridLines = () => document.querySelectorAll('.tg-items-grid .ant-table-tbody tr[data-row-key]');
const cell = (line: number, name: string) =>
  document.querySelector<HTMLInputElement>(`[data-line="${line}"][data-name="${name}"] input`)?.value;

/** NumberInput commits on blur, as a user leaving the field. */
const typeNumber = (input: HTMLElement, value: string) => {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('选单 in the form of a document that draws on another', () => {
  beforeEach(() => loginAs(['StoreManager']));
  afterEach(() => {
    removeModals();
    vi.clearAllMocks();
  });

  it('appends the chosen lines with the edited quantity, and fills the acceptance and supplier', async () => {
    serve({
      [OPEN_LINES]: { requestList: [openLine(1), openLine(2)], totalRec: 2 },
      [ACCEPTANCE_DETAIL]: { id: 5, supplierId: 11, supplierLabel: 'S001 上海颜料化工有限公司' },
    });
    renderForm();
    fireEvent.click(button('选单（物料验收单）'));
    expect(await within(dialog()).findByText('M002 炭黑')).toBeTruthy();
    expect(within(dialog()).getByText('选单（物料验收单）')).toBeTruthy();
    const heads = [...dialog().querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    expect(heads).toEqual(
      expect.arrayContaining(['来源单号', '行号', '物料', '数量', '已入库', '未入库', '本次数量']),
    );
    // No supplier on the form yet: every supplier's acceptances are offered.
    expect(sent(OPEN_LINES)[0]).toMatchObject({ link: 'acceptance-in', pageIndex: 1 });
    expect(sent(OPEN_LINES)[0]).not.toHaveProperty('partyId', expect.anything());
    expect(within(rowOfLine('M001 钛白粉')).getByText('100.000')).toBeTruthy();

    tick(rowOfLine('M001 钛白粉'));
    tick(rowOfLine('M002 炭黑'));
    const take = await within(dialog()).findByLabelText('本次数量（YS20261114001 第1行）');
    expect((take as HTMLInputElement).value).toBe('50');
    // At most the open quantity plus the over-allowance.
    typeNumber(take, '99');
    expect(await screen.findByText('YS20261114001 第1行：本次数量不能超过 55.000')).toBeTruthy();
    await waitFor(() =>
      expect(
        (within(dialog()).getByLabelText('本次数量（YS20261114001 第1行）') as HTMLInputElement).value,
      ).toBe('55'),
    );
    typeNumber(within(dialog()).getByLabelText('本次数量（YS20261114001 第1行）'), '30');
    fireEvent.click(button('确定', dialog()));

    // The blank line to type into gives way to the two picked lines.
    await waitFor(() => expect(gridLines()).toHaveLength(2));
    expect(cell(0, 'batchNo')).toBe('B001');
    expect(cell(0, 'qty')).toBe('30');
    expect(cell(1, 'qty')).toBe('50');
    expect(screen.getByTitle('M002 炭黑')).toBeTruthy();
    // Each line shows the source line it draws on, read-only.
    expect(document.querySelector('[data-source-line="1"]')?.textContent).toBe('YS20261114001 第2行');
    // One source: it is the header's acceptance; its supplier becomes the form's.
    expect(await screen.findByTitle('YS20261114001')).toBeTruthy();
    expect(await screen.findByTitle('S001 上海颜料化工有限公司')).toBeTruthy();
    expect(sent(ACCEPTANCE_DETAIL)).toEqual([{ id: 5 }]);
  });

  it("adds no line twice, offers only the form's supplier, and saves the source line of each line", async () => {
    serve({
      [OPEN_LINES]: { requestList: [openLine(1), openLine(2)], totalRec: 2 },
      [SAVE]: { id: 90 },
    });
    const draft: DraftDocument = {
      values: {
        inDate: '20261115',
        warehouseId: 2,
        warehouseLabel: 'W01 原料仓',
        supplierId: 11,
        supplierLabel: 'S001 上海颜料化工有限公司',
        acceptanceId: 5,
        acceptanceLabel: 'YS20261114001',
      },
      items: [openLine(1).line],
    };
    const onSaved = vi.fn();
    render(
      <App>
        <DocumentFormDrawer
          def={materialWarehouseIn}
          initial={draft}
          open
          onClose={vi.fn()}
          onSaved={onSaved}
        />
      </App>,
    );
    fireEvent.click(button('选单（物料验收单）'));
    expect(await within(dialog()).findByText('仅列出本单供应商的验收单')).toBeTruthy();
    expect(sent(OPEN_LINES)[0]).toMatchObject({ link: 'acceptance-in', partyId: 11 });
    tick(rowOfLine('M001 钛白粉'));
    tick(rowOfLine('M002 炭黑'));
    expect(within(dialog()).getByText('已选 2 行')).toBeTruthy();
    fireEvent.click(button('确定', dialog()));
    expect(await screen.findByText('YS20261114001 第1行 已在明细中，未重复添加')).toBeTruthy();
    await waitFor(() => expect(gridLines()).toHaveLength(2));

    fireEvent.click(button('保存'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(90));
    const [body] = sent(SAVE) as Record<string, unknown>[];
    expect(body).toMatchObject({ acceptanceId: 5, supplierId: 11, warehouseId: 2, inDate: '20261115' });
    // The hidden link field goes back with each line.
    expect(body.items).toEqual([
      expect.objectContaining({ materielId: 7, batchNo: 'B001', qty: 50_000_000, acceptanceLineId: 601 }),
      expect.objectContaining({ materielId: 8, batchNo: 'B002', qty: 50_000_000, acceptanceLineId: 602 }),
    ]);
  });

  it('says so when nothing is left to draw', async () => {
    serve({ [OPEN_LINES]: { requestList: [], totalRec: 0 } });
    renderForm();
    fireEvent.click(button('选单（物料验收单）'));
    expect(await screen.findByText('暂无可入库的验收单明细')).toBeTruthy();
    fireEvent.click(button('确定', dialog()));
    expect(await screen.findByText('请选择明细')).toBeTruthy();
  });
});
