import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '../api/http';
import { matchingProducts, ProductLookup, type ProductSuggestion, splitLookupText } from './ProductLookup';

vi.mock('../api/http', () => ({ apiPost: vi.fn() }));
const post = vi.mocked(apiPost);

const tiO2: ProductSuggestion = { productId: 1, code: 'P001', name: '钛白粉', level: 'A', state: 'EBL' };
const red: ProductSuggestion = { productId: 2, code: 'P002', name: '铁红', level: 'B', state: 'EBL' };

function answer() {
  post.mockImplementation(async (path: string) => {
    if (path === '/base/queryProductPageList') return { requestList: [tiO2, red], totalRec: 2 };
    if (path === '/approve/basePriceDetail') return { price: 12_500_000 };
    return undefined;
  });
}

function Harness(props: {
  initial?: ProductSuggestion | null;
  withBasePrice?: boolean;
  spy: (...a: unknown[]) => void;
}) {
  const [value, setValue] = useState<ProductSuggestion | null>(props.initial ?? null);
  return (
    <ProductLookup
      value={value}
      withBasePrice={props.withBasePrice}
      onChange={(p, price) => {
        setValue(p);
        props.spy(p, price);
      }}
    />
  );
}

const box = () => screen.getByRole('combobox') as HTMLInputElement;
const queries = () => post.mock.calls.filter(([path]) => path === '/base/queryProductPageList');
const option = (label: string) =>
  waitFor(() => {
    const el = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === label);
    if (!el) throw new Error(`no option ${label}`);
    return el as HTMLElement;
  });

afterEach(() => post.mockReset());

describe('ProductLookup', () => {
  it('queries once after typing stops, lists code/name, and emits the chosen product', async () => {
    answer();
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    await userEvent.type(box(), 'P00');
    await waitFor(() => expect(queries()).toHaveLength(1));
    expect(queries()[0]).toEqual([
      '/base/queryProductPageList',
      {
        page: { pageIndex: 1, pageSize: 40 },
        queryParameterVo: { state: 'EBL', productCode: 'P00', productName: undefined },
        count: false,
      },
      { silent: true },
    ]);
    await userEvent.click(await option('P001/钛白粉'));
    expect(spy).toHaveBeenLastCalledWith(tiO2, undefined);
    expect(box().value).toBe('P001/钛白粉');
  });

  it('splits code/name text at the slash for the query', async () => {
    answer();
    render(<Harness spy={vi.fn()} />);
    await userEvent.type(box(), 'P00/钛白');
    await waitFor(() => expect(queries().length).toBeGreaterThan(0));
    expect(queries().at(-1)?.[1]).toMatchObject({
      queryParameterVo: { productCode: 'P00', productName: '钛白' },
    });
  });

  it('clears the selection on blur when the text matches no suggestion', async () => {
    answer();
    const spy = vi.fn();
    render(<Harness initial={tiO2} spy={spy} />);
    expect(box().value).toBe('P001/钛白粉');
    await userEvent.tripleClick(box());
    await userEvent.keyboard('无此产品');
    expect(box().value).toBe('无此产品');
    await waitFor(() => expect(queries().length).toBeGreaterThan(0));
    await userEvent.tab();
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith(null, undefined));
    expect(box().value).toBe('');
  });

  it('takes an exact code typed and left as the choice', async () => {
    answer();
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    await userEvent.type(box(), 'P002');
    await waitFor(() => expect(queries().length).toBeGreaterThan(0));
    await option('P002/铁红');
    await userEvent.tab();
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith(red, undefined));
  });

  it('Backspace or Delete while the text holds a slash clears the selection', async () => {
    answer();
    const spy = vi.fn();
    render(<Harness initial={red} spy={spy} />);
    await userEvent.click(box());
    await userEvent.keyboard('{Backspace}');
    expect(spy).toHaveBeenCalledExactlyOnceWith(null, undefined);
    expect(box().value).toBe('');
  });

  it('with withBasePrice fetches the base price of the chosen product', async () => {
    answer();
    const spy = vi.fn();
    render(<Harness withBasePrice spy={spy} />);
    await userEvent.type(box(), '钛');
    await userEvent.click(await option('P001/钛白粉'));
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith(tiO2, 12_500_000));
    expect(post).toHaveBeenCalledWith('/approve/basePriceDetail', { productCode: 'P001' }, { silent: true });
  });

  it('splitLookupText and matchingProducts', () => {
    expect(splitLookupText(' P001 / 钛白粉 ')).toEqual({ code: 'P001', name: '钛白粉' });
    expect(splitLookupText('P001')).toEqual({ code: 'P001' });
    expect(matchingProducts('P001/钛白粉', [tiO2, red])).toEqual([tiO2]);
    expect(matchingProducts('铁红', [tiO2, red])).toEqual([red]);
    expect(matchingProducts('/铁红', [tiO2, red])).toEqual([red]);
    expect(matchingProducts('P00', [tiO2, red])).toEqual([]);
    expect(matchingProducts('', [tiO2, red])).toEqual([]);
  });
});
