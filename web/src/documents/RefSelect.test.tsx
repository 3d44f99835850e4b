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
  { id: 3, code: 'BL', name: '蓝色系', status: 'EBL', version: 1 },
  { id: 4, code: 'RD', name: '红色系', status: 'EBL', version: 1 },
];

describe('RefSelect', () => {
  afterEach(() => vi.clearAllMocks());

  it('searches the target list on its first display field, 300 ms after the last key, in-use records only', async () => {
    serve({
      [LIST]: ({ queryParameterVo }: Record<string, unknown>) => {
        const code = (queryParameterVo as { code: string }).code;
        return page(types.filter((t) => t.code.includes(code)));
      },
    });
    const onChange = vi.fn();
    render(<RefSelect target="product-type" aria-label="产品类别" onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: '产品类别' });
    await userEvent.click(box);
    await waitFor(() => expect(sent(LIST)).toHaveLength(1));
    expect(sent(LIST)[0]).toEqual({
      page: { pageIndex: 1, pageSize: 40 },
      queryParameterVo: { code: '', status: 'EBL' },
    });
    fireEvent.change(box, { target: { value: 'R' } });
    fireEvent.change(box, { target: { value: 'RD' } });
    await waitFor(() => expect(sent(LIST)).toHaveLength(2), { timeout: 1000 });
    expect(sent(LIST)[1]).toEqual({
      page: { pageIndex: 1, pageSize: 40 },
      queryParameterVo: { code: 'RD', status: 'EBL' },
    });
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
