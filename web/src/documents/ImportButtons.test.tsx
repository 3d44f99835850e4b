import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product } from '@tiangong/domain';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUpload } from '../api/http';
import { removeModals } from '../widgets/testing';
import { ImportButtons } from './ImportButtons';

vi.mock('../api/http', () => ({
  apiPost: vi.fn(),
  apiGet: vi.fn(),
  apiDownload: vi.fn(),
  apiUpload: vi.fn(),
}));
const upload = vi.mocked(apiUpload);

const xlsx = () =>
  new File(['x'], '产品.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

function renderButtons() {
  const onImported = vi.fn();
  render(
    <App>
      <ImportButtons def={product} onImported={onImported} />
    </App>,
  );
  return onImported;
}

describe('导入 / 下载模板', () => {
  afterEach(() => {
    removeModals();
    vi.clearAllMocks();
  });

  it('lists every error by row, field label and reason, and imports nothing', async () => {
    upload.mockResolvedValue({
      imported: 0,
      errors: [
        { row: 3, field: 'code', message: '产品编码已存在' },
        { row: 5, field: 'productTypeId', message: '产品类别「XX」不存在' },
      ],
    });
    const onImported = renderButtons();
    await userEvent.upload(fileInput(), xlsx());
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0][0]).toBe('/base/importProduct');
    expect((upload.mock.calls[0][1] as File).name).toBe('产品.xlsx');
    expect(await screen.findByText('导入失败：共 2 处错误，未导入任何数据')).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    const lines = within(dialog)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(lines.filter((l) => l.some(Boolean))).toEqual([
      ['行号', '字段', '原因'],
      ['3', '产品编码', '产品编码已存在'],
      ['5', '产品类别', '产品类别「XX」不存在'],
    ]);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('reports the count and reloads after a clean import', async () => {
    upload.mockResolvedValue({ imported: 5, errors: [] });
    const onImported = renderButtons();
    await userEvent.upload(fileInput(), xlsx());
    expect(await screen.findByText('成功导入 5 条')).toBeTruthy();
    expect(onImported).toHaveBeenCalled();
  });

  it('offers the template as a plain download link', () => {
    renderButtons();
    const link = screen.getByRole('link', { name: /下载模板/ });
    expect(link.getAttribute('href')).toBe('/api/base/downloadProductTemplate');
  });
});
