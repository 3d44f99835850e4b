import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { companyToday, type DocumentDef, date, price, ref, text } from '@tiangong/domain';
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

  it('a party chosen brings its currency and default address; another party replaces them, a typed address stays', async () => {
    const testParty: DocumentDef = {
      ...testDefaulted,
      key: 'test-party',
      api: { prefix: '/test', name: 'Party' },
      items: undefined,
      fields: {
        number: testInbound.fields.number,
        customerId: ref('customer', '客户', { required: true }),
        currencyId: ref('currency', '币种', {
          default: { from: { ref: 'customerId', field: 'currencyId', otherwise: { code: 'CNY' } } },
        }),
        receiverAddress: text('收货地址', {
          default: {
            latest: {
              from: 'customer-address',
              field: 'address',
              match: { customerId: 'customerId' },
              where: { isDefault: true },
              statuses: ['NORMAL'],
              hint: '已按客户默认收货地址',
            },
          },
        }),
      },
    };
    const PARTY_DEFAULTS = '/test/queryPartyDefaults';
    // 5 settles in USD and has a default address; 6 in CNY without one.
    const partyDefaults = ({ values }: Record<string, unknown>) => {
      const head = values as Record<string, unknown>;
      const usd = head.customerId === 5;
      return {
        values: {
          ...(head.currencyId
            ? {}
            : usd
              ? { currencyId: 2, currencyLabel: 'USD 美元' }
              : { currencyId: 1, currencyLabel: 'CNY 人民币' }),
          ...(head.receiverAddress || !usd ? {} : { receiverAddress: '上海市浦东新区张江路1号' }),
        },
        items: [],
        hints: {},
        lineHints: [],
      };
    };
    serve({
      [PARTY_DEFAULTS]: partyDefaults,
      '/customer/queryCustomerPageList': page([
        { id: 5, code: 'KH005', name: '美国客户', status: 'NORMAL', version: 1 },
        { id: 6, code: 'KH006', name: '本地客户', status: 'NORMAL', version: 1 },
      ]),
    });
    render(
      <App>
        <DocumentFormDrawer def={testParty} open onClose={vi.fn()} onSaved={vi.fn()} />
      </App>,
    );
    const address = () => screen.getByRole('textbox', { name: '收货地址' }) as HTMLInputElement;
    expect(await screen.findByText('CNY 人民币')).toBeTruthy();
    await pick('客户', 'KH005 美国客户');
    expect(await screen.findByText('USD 美元')).toBeTruthy();
    await waitFor(() => expect(address().value).toBe('上海市浦东新区张江路1号'));
    // What a rule filled goes to the server as empty, so the new party's own values come back.
    expect(sent(PARTY_DEFAULTS)[1]).toMatchObject({ values: { customerId: 5, currencyId: null } });
    await pick('客户', 'KH006 本地客户');
    expect(await screen.findByText('CNY 人民币')).toBeTruthy();
    await waitFor(() => expect(address().value).toBe(''));
    fireEvent.change(address(), { target: { value: '苏州市工业园区1号' } });
    await pick('客户', 'KH005 美国客户');
    expect(await screen.findByText('USD 美元')).toBeTruthy();
    expect(address().value).toBe('苏州市工业园区1号');
  }, 60_000);
});
