import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeModals } from '../widgets/testing';
import { DocumentFormDrawer } from './DocumentForm';
import { button, fieldErrors, loginAs, page, pick, sent, serve } from './documents-testing';
import {
  INBOUND_DETAIL,
  INBOUND_SAVE,
  inboundRow,
  MATERIEL_LIST,
  materiels,
  testInbound,
} from './items-testing';

vi.mock('../api/http', () => ({
  apiPost: vi.fn(),
  apiGet: vi.fn(),
  apiDownload: vi.fn(),
  apiUpload: vi.fn(),
}));

function renderForm(id?: number) {
  const onSaved = vi.fn();
  render(
    <App>
      <DocumentFormDrawer def={testInbound} id={id} open onClose={vi.fn()} onSaved={onSaved} />
    </App>,
  );
  return { onSaved };
}

/** The materiel list answers a contains match on the code, as the server does. */
const materielList = ({ queryParameterVo }: Record<string, unknown>) => {
  const code = String((queryParameterVo as { code?: string }).code ?? '');
  return page(materiels.filter((m) => m.code.includes(code)));
};

const lineCount = () => document.querySelectorAll('.tg-items-grid .ant-table-tbody tr[data-row-key]').length;
const lineNumbers = () =>
  [...document.querySelectorAll('.tg-items-grid .ant-table-tbody tr[data-row-key]')].map(
    (tr) => tr.querySelector('td')?.textContent,
  );
const cell = (line: number, name: string) =>
  document.querySelector<HTMLInputElement>(
    `[data-line="${line}"][data-name="${name}"] input`,
  ) as HTMLInputElement;
const total = (name: string) => document.querySelector(`[data-total="${name}"]`)?.textContent;

/** Types into a cell and leaves it, as a user does (NumberInput commits on blur). */
const typeCell = (line: number, name: string, value: string) => {
  const input = cell(line, name);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

const pasteInto = (input: HTMLElement, text: string) =>
  fireEvent.paste(input, {
    clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') },
  });

const typeDate = async (value: string) => {
  const input = screen.getByPlaceholderText('请选择入库日期');
  await userEvent.click(input);
  await userEvent.type(input, `${value}{Enter}`);
};

describe('line-item grid', () => {
  beforeEach(() => loginAs(['SuperAdmin']));
  afterEach(() => {
    removeModals();
    vi.clearAllMocks();
  });

  it('shows the lines under the header in a wide drawer; adds and removes lines, renumbering them', async () => {
    serve({});
    renderForm();
    expect(screen.getByText('入库明细')).toBeTruthy();
    expect((document.querySelector('.ant-drawer-content-wrapper') as HTMLElement).style.width).toBe('1000px');
    const heads = [...document.querySelectorAll('.tg-items-grid .ant-table-thead th')].map(
      (th) => th.textContent,
    );
    expect(heads).toEqual(['行号', '*物料', '*数量', '单价', '金额', '说明', '操作']);
    expect(lineNumbers()).toEqual(['1']);
    fireEvent.click(button('添加一行'));
    fireEvent.click(button('添加一行'));
    await waitFor(() => expect(lineNumbers()).toEqual(['1', '2', '3']));
    await waitFor(() => expect(document.activeElement).toBe(cell(2, 'materielId')));
    typeCell(0, 'note', '一');
    typeCell(1, 'note', '二');
    typeCell(2, 'note', '三');
    fireEvent.click(screen.getByLabelText('删除第2行'));
    await waitFor(() => expect(lineNumbers()).toEqual(['1', '2']));
    expect([cell(0, 'note').value, cell(1, 'note').value]).toEqual(['一', '三']);
    // The last line removed leaves an empty line to type into.
    fireEvent.click(screen.getByLabelText('删除第2行'));
    fireEvent.click(screen.getByLabelText('删除第1行'));
    await waitFor(() => expect(lineNumbers()).toEqual(['1']));
    expect(cell(0, 'note').value).toBe('');
  });

  it('Tab and Enter move to the next cell, Shift+Tab back; Enter in the last cell adds a line', async () => {
    serve({});
    renderForm();
    const qty = cell(0, 'qty');
    qty.focus();
    fireEvent.keyDown(qty, { key: 'Enter' });
    expect(document.activeElement).toBe(cell(0, 'price'));
    fireEvent.keyDown(cell(0, 'price'), { key: 'Tab' });
    expect(document.activeElement).toBe(cell(0, 'amount'));
    fireEvent.keyDown(cell(0, 'amount'), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(cell(0, 'price'));
    // Enter in a closed reference moves on instead of opening its list.
    cell(0, 'materielId').focus();
    fireEvent.keyDown(cell(0, 'materielId'), { key: 'Enter' });
    expect(document.activeElement).toBe(cell(0, 'qty'));
    const note = cell(0, 'note');
    note.focus();
    fireEvent.keyDown(note, { key: 'Enter' });
    await waitFor(() => expect(lineCount()).toBe(2));
    await waitFor(() => expect(document.activeElement).toBe(cell(1, 'materielId')));
    // Enter in the last cell of a line that is not the last goes to the next line.
    cell(0, 'note').focus();
    fireEvent.keyDown(cell(0, 'note'), { key: 'Enter' });
    expect(document.activeElement).toBe(cell(1, 'materielId'));
    expect(lineCount()).toBe(2);
  });

  it('Enter in an open reference list picks the highlighted option and moves on', async () => {
    serve({ [MATERIEL_LIST]: materielList });
    renderForm();
    const box = cell(0, 'materielId');
    await userEvent.click(box);
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(3));
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(document.activeElement).toBe(cell(0, 'qty')));
    const picked = document.querySelector('[data-line="0"][data-name="materielId"] [title]');
    expect(picked?.getAttribute('title')).toBe('M001 钛白粉');
  });

  it('Enter in the last header field goes on to the first cell instead of saving', async () => {
    serve({});
    renderForm();
    const remark = screen.getByPlaceholderText('请输入备注');
    remark.focus();
    fireEvent.keyDown(remark, { key: 'Enter' });
    expect(document.activeElement).toBe(cell(0, 'materielId'));
    expect(sent(INBOUND_SAVE)).toHaveLength(0);
  });

  it('pastes rows copied from Excel over the lines, looking up references by code or display text', async () => {
    serve({ [MATERIEL_LIST]: materielList });
    renderForm();
    pasteInto(cell(0, 'materielId'), 'M001\t1,234.5\t12.5\t15431.25\t首批\r\nM002 炭黑\t0.5\t8\t4\t\r\n');
    await waitFor(() => expect(lineCount()).toBe(2));
    await waitFor(() => expect(screen.getByTitle('M002 炭黑')).toBeTruthy());
    expect(screen.getByTitle('M001 钛白粉')).toBeTruthy();
    expect([
      cell(0, 'qty').value,
      cell(0, 'price').value,
      cell(0, 'amount').value,
      cell(0, 'note').value,
    ]).toEqual(['1234.5', '12.5', '15431.25', '首批']);
    expect([cell(1, 'qty').value, cell(1, 'amount').value, cell(1, 'note').value]).toEqual(['0.5', '4', '']);
    expect(total('qty')).toBe('1,235.000');
    expect(total('amount')).toBe('15,435.25');
    // Each reference asked once on its first display field, records in use only.
    expect(
      sent(MATERIEL_LIST).map((body) => (body as { queryParameterVo: unknown }).queryParameterVo),
    ).toEqual([
      { code: 'M001', status: 'EBL' },
      { code: 'M002 炭黑', status: 'EBL' },
      { code: 'M002', status: 'EBL' },
    ]);
  });

  it('a pasted reference that matches nothing stays empty, with a warning naming the line', async () => {
    serve({ [MATERIEL_LIST]: materielList });
    renderForm();
    fireEvent.click(button('添加一行'));
    // Pasting from the second column of the second line leaves the references alone.
    pasteInto(cell(1, 'qty'), '3\t\t\t第二行\n4\t\t\t第三行');
    await waitFor(() => expect(lineCount()).toBe(3));
    expect([cell(1, 'qty').value, cell(2, 'qty').value, cell(2, 'note').value]).toEqual(['3', '4', '第三行']);
    pasteInto(cell(1, 'materielId'), 'X999\n');
    expect(await screen.findByText('第2行：找不到「X999」')).toBeTruthy();
    expect(document.querySelector('[data-line="1"][data-name="materielId"] [title]')).toBeNull();
    expect(total('qty')).toBe('7.000');
  });

  it('flags the required cells of lines with something in them; blank lines are left out', async () => {
    serve({ [INBOUND_SAVE]: { id: 40 } });
    renderForm();
    await typeDate('2026-03-15');
    fireEvent.click(button('保存'));
    await waitFor(() => expect(fieldErrors()).toEqual(['请至少填写1行入库明细']));
    typeCell(0, 'qty', '2');
    fireEvent.click(button('添加一行'));
    typeCell(1, 'note', '无数量');
    fireEvent.click(button('添加一行'));
    fireEvent.click(button('保存'));
    await waitFor(() => expect(fieldErrors()).toEqual(['请选择物料', '请选择物料', '请输入数量']));
    const errorsOf = (line: number) =>
      [...document.querySelectorAll(`[data-line="${line}"] .ant-form-item-explain-error`)].map(
        (e) => e.textContent,
      );
    expect(errorsOf(0)).toEqual(['请选择物料']);
    expect(errorsOf(1)).toEqual(['请选择物料', '请输入数量']);
    expect(errorsOf(2)).toEqual([]);
    expect(sent(INBOUND_SAVE)).toHaveLength(0);
  });

  it('saves a new document with its lines: ref ids, scaled integers, no ids, blank lines dropped', async () => {
    serve({ [MATERIEL_LIST]: materielList, [INBOUND_SAVE]: { id: 40 } });
    const { onSaved } = renderForm();
    await typeDate('2026-03-15');
    await pick('物料（第1行）', 'M001 钛白粉');
    typeCell(0, 'qty', '1.2345');
    typeCell(0, 'price', '12.5');
    typeCell(0, 'amount', '15.43');
    fireEvent.click(button('添加一行'));
    fireEvent.click(button('保存'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(40));
    expect(sent(INBOUND_SAVE)).toEqual([
      {
        number: null,
        inDate: '20260315',
        remark: null,
        items: [{ materielId: 7, qty: 1_235_000, price: 12_500_000, amount: 15_430_000, note: null }],
      },
    ]);
  });

  it('edits: loads the lines in order and posts ids for kept lines, none for new ones, leaves out removed ones', async () => {
    serve({ [INBOUND_DETAIL]: inboundRow(), [MATERIEL_LIST]: materielList, [INBOUND_SAVE]: { id: 31 } });
    const { onSaved } = renderForm(31);
    await waitFor(() => expect(lineCount()).toBe(2));
    await waitFor(() => expect(cell(0, 'qty').value).toBe('1.25'));
    expect(screen.getByTitle('M001 钛白粉')).toBeTruthy();
    expect(screen.getByTitle('M002 炭黑')).toBeTruthy();
    expect(cell(0, 'note').value).toBe('首批');
    expect(total('qty')).toBe('1.750');
    expect(total('amount')).toBe('19.63');
    typeCell(0, 'qty', '2');
    fireEvent.click(screen.getByLabelText('删除第2行'));
    const note = cell(0, 'note');
    note.focus();
    fireEvent.keyDown(note, { key: 'Enter' });
    await waitFor(() => expect(document.activeElement).toBe(cell(1, 'materielId')));
    pasteInto(cell(1, 'materielId'), 'M002\t3\t\t\t补货');
    await waitFor(() => expect(screen.getByTitle('M002 炭黑')).toBeTruthy());
    fireEvent.click(button('保存'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(31));
    expect(sent(INBOUND_SAVE)).toEqual([
      {
        id: 31,
        version: 3,
        number: 'RK20260301001',
        inDate: '20260301',
        remark: '三月首批',
        items: [
          { id: 501, materielId: 7, qty: 2_000_000, price: 12_500_000, amount: 15_625_000, note: '首批' },
          { materielId: 8, qty: 3_000_000, price: null, amount: null, note: '补货' },
        ],
      },
    ]);
  });

  it('hides the item fields the role may not see, and does not send them', async () => {
    loginAs(['Store']);
    serve({ [INBOUND_DETAIL]: inboundRow(), [INBOUND_SAVE]: { id: 31 } });
    const { onSaved } = renderForm(31);
    await waitFor(() => expect(lineCount()).toBe(2));
    const heads = [...document.querySelectorAll('.tg-items-grid .ant-table-thead th')].map(
      (th) => th.textContent,
    );
    expect(heads).toEqual(['行号', '*物料', '*数量', '说明', '操作']);
    fireEvent.click(button('保存'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(31));
    const body = sent(INBOUND_SAVE)[0] as { items: Record<string, unknown>[] };
    expect(body.items).toEqual([
      { id: 501, materielId: 7, qty: 1_250_000, note: '首批' },
      { id: 502, materielId: 8, qty: 500_000, note: null },
    ]);
  });
});
