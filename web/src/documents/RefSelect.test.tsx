import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, pick, sent, serve } from './documents-testing';
import { RefSelect } from './RefSelect';

vi.mock('../api/http', () => ({
  apiPost: vi.fn(),
  apiGet: vi.fn(),
  apiDownload: vi.fn(),
  apiUpload: vi.fn(),
}));

const LIST = '/base/queryProductTypePageList';
const types = [
  { id: 3, code: 'BL', name: '蓝色系', mnemonic: 'lsx', status: 'EBL', version: 1 },
  { id: 4, code: 'RD', name: '红色系', mnemonic: 'hsx', status: 'EBL', version: 1 },
];

/** The server's keyword: contains on any display field or the mnemonic, ignoring case. */
const byKeyword = ({ queryParameterVo }: Record<string, unknown>) => {
  const keyword = String((queryParameterVo as { keyword?: string }).keyword ?? '').toLowerCase();
  return page(
    types.filter((t) => [t.code, t.name, t.mnemonic].some((v) => v.toLowerCase().includes(keyword))),
  );
};

describe('RefSelect', () => {
  afterEach(() => vi.clearAllMocks());

  it('searches the target list by keyword, 300 ms after the last key, in-use records only', async () => {
    serve({ [LIST]: byKeyword });
    const onChange = vi.fn();
    render(<RefSelect target="product-type" aria-label="产品类别" onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: '产品类别' });
    await userEvent.click(box);
    await waitFor(() => expect(sent(LIST)).toHaveLength(1));
    expect(sent(LIST)[0]).toEqual({
      page: { pageIndex: 1, pageSize: 40 },
      queryParameterVo: { keyword: '', status: 'EBL' },
      count: false,
    });
    fireEvent.change(box, { target: { value: 'R' } });
    fireEvent.change(box, { target: { value: 'RD' } });
    await waitFor(() => expect(sent(LIST)).toHaveLength(2), { timeout: 1000 });
    expect(sent(LIST)[1]).toEqual({
      page: { pageIndex: 1, pageSize: 40 },
      queryParameterVo: { keyword: 'RD', status: 'EBL' },
      count: false,
    });
    await pick('产品类别', 'RD 红色系');
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it.each([
    ['the Chinese name', '红色'],
    ['the pinyin initials', 'hsx'],
  ])('finds a record by %s in the same box', async (_, typed) => {
    serve({ [LIST]: byKeyword });
    const onChange = vi.fn();
    render(<RefSelect target="product-type" aria-label="产品类别" onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: '产品类别' });
    await userEvent.click(box);
    await waitFor(() => expect(sent(LIST)).toHaveLength(1));
    fireEvent.change(box, { target: { value: ` ${typed} ` } });
    await waitFor(() => expect(sent(LIST)).toHaveLength(2), { timeout: 1000 });
    // Trimmed before it is sent; the answer alone fills the options.
    expect((sent(LIST)[1] as { queryParameterVo: unknown }).queryParameterVo).toEqual({
      keyword: typed,
      status: 'EBL',
    });
    await waitFor(() => expect(screen.queryByTitle('BL 蓝色系')).toBeNull());
    await pick('产品类别', 'RD 红色系');
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it('shows the current label without asking, or asks the target detail when it has none', async () => {
    serve({ '/base/queryProductTypeDetail': types[1] });
    const view = render(
      <RefSelect target="product-type" value={3} initialLabel="BL 蓝色系" aria-label="产品类别" />,
    );
    expect(screen.getByTitle('BL 蓝色系')).toBeTruthy();
    expect(sent('/base/queryProductTypeDetail')).toHaveLength(0);
    view.unmount();
    render(<RefSelect target="product-type" value={4} aria-label="产品类别" />);
    expect(await screen.findByTitle('RD 红色系')).toBeTruthy();
    expect(sent('/base/queryProductTypeDetail')).toEqual([{ id: 4 }]);
  });
});
