import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { purchaseWriteOff, salesWriteOff } from '@tiangong/domain';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeModals } from '../widgets/testing';
import { openAmountsPath } from './AmountSourceSelect';
import { DocumentFormDrawer } from './DocumentForm';
import { loginAs, page, pick, sent, serve } from './documents-testing';

vi.mock('../api/http', () => ({
  apiPost: vi.fn(),
  apiGet: vi.fn(),
  apiDownload: vi.fn(),
  apiUpload: vi.fn(),
}));

/**
 * Issue 35 item 10 in the generic form: a write-off's 发票 and 收款 / 付款 are picked from what is
 * open — each offered with its date, amount with currency and 未核销金额 — and choosing one fills
 * 核销金额 with what can be written off: its open amount, capped by what the other side chosen has
 * open. Both write-offs are the same declaration, so both sides are tried.
 */
const YUAN = 1_000_000;
const sides = [
  {
    def: salesWriteOff,
    parties: '/customer/queryCustomerPageList',
    party: {
      label: '客户',
      option: 'KH001 上海彩虹颜料',
      row: { id: 5, code: 'KH001', name: '上海彩虹颜料' },
    },
    invoice: '销售发票',
    payment: '销售收款',
  },
  {
    def: purchaseWriteOff,
    parties: '/purchase/querySupplierPageList',
    party: { label: '供应商', option: 'GYS001 苏州化工', row: { id: 5, code: 'GYS001', name: '苏州化工' } },
    invoice: '采购发票',
    payment: '采购付款',
  },
] as const;

const offer = (id: number, number: string, date: string, amount: number, open: number) => ({
  id,
  number,
  status: 'UNVERIFIED',
  date,
  amount: amount * YUAN,
  open: open * YUAN,
  currencyId: 1,
  currencyLabel: '人民币',
});
const offers: Record<string, ReturnType<typeof offer>[]> = {
  'writeoff-invoice': [offer(11, 'KP001', '20261101', 1130, 730), offer(12, 'KP002', '20261105', 565, 150)],
  'writeoff-opening': [],
  'writeoff-payment': [offer(21, 'SK001', '20261103', 500, 200)],
};

const amount = () => (screen.getByLabelText('核销金额') as HTMLInputElement).value;

/** The option of `name`'s open dropdown whose text starts with `number`. */
async function optionOf(name: string, number: string) {
  await userEvent.click(screen.getByRole('combobox', { name }));
  return waitFor(() => {
    const el = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.textContent?.startsWith(number) && !o.closest('.ant-select-dropdown-hidden'),
    );
    if (!el) throw new Error(`no option ${number}`);
    return el;
  });
}

describe.each(sides)('$def.title: pickers show what is open and prefill 核销金额', (side) => {
  beforeEach(() => {
    loginAs(['SuperAdmin']);
    serve({
      [side.parties]: page([{ ...side.party.row, status: 'EBL', version: 1 }]),
      [openAmountsPath(side.def)]: ({ link, sourceId }: Record<string, unknown>) => {
        const rows = offers[String(link)].filter((r) => sourceId === undefined || r.id === sourceId);
        return { requestList: rows, totalRec: rows.length };
      },
    });
  });
  afterEach(() => {
    removeModals();
    vi.clearAllMocks();
  });

  it('offers each document with its date, amount and open amount; choosing one fills what can be written off', async () => {
    render(
      <App>
        <DocumentFormDrawer def={side.def} open onClose={vi.fn()} onSaved={vi.fn()} />
      </App>,
    );
    // Nothing is offered before the party.
    expect(
      screen.getByRole('combobox', { name: side.invoice }).closest('.ant-select-disabled'),
    ).not.toBeNull();
    await pick(side.party.label, side.party.option);
    const path = openAmountsPath(side.def);

    const first = await optionOf(side.invoice, 'KP001');
    expect(first.textContent).toBe('KP0012026-11-01金额 1,130.00 人民币未核销 730.00');
    expect(sent(path).at(-1)).toMatchObject({ link: 'writeoff-invoice', partyId: 5 });
    await userEvent.click(first);
    // No payment chosen yet: the invoice's open amount.
    await waitFor(() => expect(amount()).toBe('730'));
  });

  it('the amount is capped by what the payment has open', async () => {
    render(
      <App>
        <DocumentFormDrawer def={side.def} open onClose={vi.fn()} onSaved={vi.fn()} />
      </App>,
    );
    await pick(side.party.label, side.party.option);
    await userEvent.click(await optionOf(side.payment, 'SK001'));
    await waitFor(() => expect(amount()).toBe('200'));
    await userEvent.click(await optionOf(side.invoice, 'KP001'));
    // 730 open on the invoice, 200 on the payment.
    await waitFor(() => expect(amount()).toBe('200'));
    const path = openAmountsPath(side.def);
    expect(sent(path).at(-1)).toMatchObject({ link: 'writeoff-payment', sourceId: 21 });
    // Invoices were offered in the payment's currency.
    const invoiceQueries = sent(path).filter(
      (body) => (body as { link: string }).link === 'writeoff-invoice',
    );
    expect(invoiceQueries.at(-1)).toMatchObject({ agree: [{ link: 'writeoff-payment', id: 21 }] });
  });
});
