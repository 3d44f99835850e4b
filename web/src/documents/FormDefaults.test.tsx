import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { companyToday, type DocumentDef, date, price, ref } from '@tiangong/domain';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeModals } from '../widgets/testing';
import { DocumentFormDrawer } from './DocumentForm';
import { button, loginAs, page, pick, sent, serve } from './documents-testing';
import { MATERIEL_LIST, materiels, testInbound } from './items-testing';

vi.mock('../api/http', () => ({
  apiPost: vi.fn(),
  apiGet: vi.fn(),
  apiDownload: vi.fn(),
  apiUpload: vi.fn(),
}));

/**
 * Issue 35 item 1 in the generic form: a new document shows its declared defaults (the server's
 * answer: today's date, 币种 CNY) and a line's price follows the approved price of its material,
 * saying so (已按核准物料价格) while it stands.
 */
const HINT = '已按核准物料价格';
const testDefaulted: DocumentDef = {
  ...testInbound,
  key: 'test-defaulted',
  api: { prefix: '/test', name: 'Defaulted' },
  fields: {
    ...testInbound.fields,
    inDate: date('入库日期', { required: true, default: 'today' }),
    currencyId: ref('currency', '币种', { default: { code: 'CNY' } }),
  },
  items: {
    ...testInbound.items!,
    fields: {
      ...testInbound.items!.fields,
      price: price('单价', {
        permission: 'public',
        default: {
          latest: {
            from: 'material-price',
            field: 'price',
            match: { materielId: 'materielId' },
            statuses: ['APPROVAL_APPROVED'],
            hint: HINT,
          },
        },
      }),
    },
  },
};
const DEFAULTS = '/test/queryDefaultedDefaults';
const SAVE = '/test/addOrUpdateDefaulted';
/** Approved prices by material: 钛白粉 60 元, 炭黑 none. */
const approved: Record<number, number> = { 7: 60_000_000 };

const defaults = ({ newDocument, values, items }: Record<string, unknown>) => {
  const head = values as Record<string, unknown>;
  const lines = items as Record<string, unknown>[];
  const filled = lines.map((l) =>
    l.price == null && approved[Number(l.materielId)] ? { price: approved[Number(l.materielId)] } : {},
  );
  return {
    values: newDocument
      ? {
          ...(head.inDate ? {} : { inDate: companyToday() }),
          ...(head.currencyId ? {} : { currencyId: 1, currencyLabel: 'CNY 人民币' }),
        }
      : {},
    items: filled,
    hints: {},
    lineHints: filled.map((f) => ('price' in f ? { price: HINT } : {})),
  };
};

const cell = (line: number, name: string) =>
  document.querySelector<HTMLInputElement>(
    `[data-line="${line}"][data-name="${name}"] input`,
  ) as HTMLInputElement;
const hint = (line: number) =>
  document.querySelector(`[data-line="${line}"] [data-default-hint="price"]`)?.textContent ?? null;

function renderForm() {
  const onSaved = vi.fn();
  render(
    <App>
      <DocumentFormDrawer def={testDefaulted} open onClose={vi.fn()} onSaved={onSaved} />
    </App>,
  );
  return { onSaved };
}

describe('declared defaults in the form', () => {
  beforeEach(() => loginAs(['SuperAdmin']));
  afterEach(() => {
    removeModals();
    vi.clearAllMocks();
  });

  it('a new document opens with today’s date and CNY, and a line takes the approved price with the hint', async () => {
    serve({
      [DEFAULTS]: defaults,
      [MATERIEL_LIST]: page(materiels),
      '/base/queryCurrencyPageList': page([
        { id: 1, code: 'CNY', name: '人民币', status: 'EBL', version: 1 },
      ]),
      [SAVE]: { id: 40 },
    });
    const { onSaved } = renderForm();
    await waitFor(() => expect(sent(DEFAULTS)).toHaveLength(1));
    expect(sent(DEFAULTS)[0]).toMatchObject({ newDocument: true });
    expect(await screen.findByText('CNY 人民币')).toBeTruthy();
    await pick('物料（第1行）', 'M001 钛白粉');
    await waitFor(() => expect(hint(0)).toBe(HINT));
    expect(cell(0, 'price').value).toBe('60');
    fireEvent.focus(cell(0, 'qty'));
    fireEvent.change(cell(0, 'qty'), { target: { value: '2' } });
    fireEvent.blur(cell(0, 'qty'));
    fireEvent.click(button('保存'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(40));
    expect(sent(SAVE)[0]).toMatchObject({
      inDate: companyToday(),
      currencyId: 1,
      items: [{ materielId: 7, qty: 2_000_000, price: 60_000_000 }],
    });
  }, 60_000);

  it('another material without an approved price takes the defaulted price away, and its hint', async () => {
    serve({ [DEFAULTS]: defaults, [MATERIEL_LIST]: page(materiels) });
    renderForm();
    await waitFor(() => expect(sent(DEFAULTS)).toHaveLength(1));
    await pick('物料（第1行）', 'M001 钛白粉');
    await waitFor(() => expect(hint(0)).toBe(HINT));
    await pick('物料（第1行）', 'M002 炭黑');
    await waitFor(() => expect(hint(0)).toBeNull());
    expect(cell(0, 'price').value).toBe('');
  }, 60_000);

  it('a price keyed by hand stays, and says nothing', async () => {
    serve({ [DEFAULTS]: defaults, [MATERIEL_LIST]: page(materiels) });
    renderForm();
    await waitFor(() => expect(sent(DEFAULTS)).toHaveLength(1));
    fireEvent.focus(cell(0, 'price'));
    fireEvent.change(cell(0, 'price'), { target: { value: '55' } });
    fireEvent.blur(cell(0, 'price'));
    await pick('物料（第1行）', 'M001 钛白粉');
    await waitFor(() => expect(sent(DEFAULTS)).toHaveLength(2));
    expect(cell(0, 'price').value).toBe('55');
    expect(hint(0)).toBeNull();
  }, 60_000);
});
