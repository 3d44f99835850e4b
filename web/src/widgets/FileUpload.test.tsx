import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNotifier } from '../api/http';
import { FileUpload, isFileTooLarge } from './FileUpload';

const notifier = { error: vi.fn(), success: vi.fn(), warning: vi.fn() };
const fetchMock = vi.fn<typeof fetch>();
const stored = {
  fileId: 'f-1',
  fileName: '合同.pdf',
  size: 3,
  mimeType: 'application/pdf',
  url: '/api/public/file?fileId=f-1',
};

const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const fileOfSize = (name: string, size: number) => {
  const file = new File(['abc'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const envelope = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setNotifier(notifier);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  for (const fn of Object.values(notifier)) fn.mockReset();
  setNotifier(null);
});

describe('FileUpload', () => {
  it('sends the file as multipart field "file" with the CSRF header and reports the stored file', async () => {
    fetchMock.mockResolvedValue(envelope({ resultCode: '0', result: stored }));
    const onUploaded = vi.fn();
    render(<FileUpload onUploaded={onUploaded} />);
    expect(screen.getByText('上传文件')).toBeTruthy();
    await userEvent.upload(input(), new File(['abc'], '合同.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(stored));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/public/uploadFile');
    expect(new Headers(init?.headers).get('X-Requested-With')).toBe('XMLHttpRequest');
    const form = init?.body as FormData;
    expect((form.get('file') as File).name).toBe('合同.pdf');
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('refuses a file over 5242880 bytes before sending it', async () => {
    const onUploaded = vi.fn();
    render(<FileUpload onUploaded={onUploaded} />);
    await userEvent.upload(input(), fileOfSize('大文件.pdf', 5_242_881));
    expect(notifier.error).toHaveBeenCalledExactlyOnceWith('文件大小不能超过5MB');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.queryByText('大文件.pdf')).toBeNull();
  });

  it('accepts exactly 5242880 bytes', () => {
    expect(isFileTooLarge({ size: 5_242_880 })).toBe(false);
    expect(isFileTooLarge({ size: 5_242_881 })).toBe(true);
  });

  it("shows the server's envelope error text and reports nothing", async () => {
    fetchMock.mockResolvedValue(
      envelope({
        resultCode: '10000006',
        result: '不支持的文件类型：仅支持图片、PDF、Office 文档、ZIP、TXT 和 CSV',
      }),
    );
    const onUploaded = vi.fn();
    render(<FileUpload onUploaded={onUploaded} />);
    await userEvent.upload(input(), new File(['MZ'], 'tool.exe'));
    await waitFor(() =>
      expect(notifier.error).toHaveBeenCalledWith(
        '不支持的文件类型：仅支持图片、PDF、Office 文档、ZIP、TXT 和 CSV',
      ),
    );
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
