import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiDownload,
  apiGet,
  apiPost,
  datedFileName,
  loadingStore,
  normalizePageSize,
  setNotifier,
  unwrapEnvelope,
} from './http';

const notifier = { error: vi.fn(), success: vi.fn(), warning: vi.fn() };
const fetchMock = vi.fn<typeof fetch>();

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const lastInit = () => fetchMock.mock.calls.at(-1)?.[1] as RequestInit;
const lastUrl = () => String(fetchMock.mock.calls.at(-1)?.[0]);
const sentBody = () => JSON.parse(String(lastInit().body));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setNotifier(notifier);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  for (const fn of Object.values(notifier)) fn.mockReset();
  setNotifier(null);
});

describe('envelope', () => {
  it('resolves result on resultCode 0 and posts JSON to /api with the CSRF header', async () => {
    fetchMock.mockResolvedValue(json({ resultCode: '0', result: { id: 7 } }));
    await expect(apiPost('/user/changPassword', { oldPassword: 'a', newPassword: 'b' })).resolves.toEqual({
      id: 7,
    });
    expect(lastUrl()).toBe('/api/user/changPassword');
    const init = lastInit();
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    const headers = new Headers(init.headers);
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(sentBody()).toEqual({ oldPassword: 'a', newPassword: 'b' });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('resolves the whole body when there is no result field, and for an empty code', async () => {
    fetchMock.mockResolvedValueOnce(json({ resultCode: '0', total: 3 }));
    await expect(apiPost('/x')).resolves.toEqual({ resultCode: '0', total: 3 });
    fetchMock.mockResolvedValueOnce(json({ resultCode: '', result: [1] }));
    await expect(apiPost('/x')).resolves.toEqual([1]);
    fetchMock.mockResolvedValueOnce(json({ plain: true }));
    await expect(apiPost('/x')).resolves.toEqual({ plain: true });
  });

  it('shows the result text of a business error and yields nothing', async () => {
    fetchMock.mockResolvedValue(json({ resultCode: '15030005', result: '原密码错误' }));
    await expect(apiPost('/user/changPassword', {})).resolves.toBeUndefined();
    expect(notifier.error).toHaveBeenCalledExactlyOnceWith('原密码错误');
  });

  it('quiet suppresses the message but still yields nothing', async () => {
    fetchMock.mockResolvedValue(json({ resultCode: '10000009', result: '操作不符合业务规则' }));
    await expect(apiPost('/x', {}, { quiet: true })).resolves.toBeUndefined();
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('tells onRefused the code and the text of a refusal, so a screen can show it in place', async () => {
    fetchMock.mockResolvedValue(json({ resultCode: '10000004', result: '物料入库单不存在' }));
    const onRefused = vi.fn();
    await expect(apiGet('/x', { id: 9 }, { quiet: true, onRefused })).resolves.toBeUndefined();
    expect(onRefused).toHaveBeenCalledExactlyOnceWith('10000004', '物料入库单不存在');
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('on 15030003 clears the user and reloads to the site root after 1 s', async () => {
    vi.useFakeTimers();
    const original = Object.getOwnPropertyDescriptor(window, 'location')!;
    const location = { href: 'http://localhost/salesOrder' };
    Object.defineProperty(window, 'location', { value: location, configurable: true, writable: true });
    try {
      localStorage.setItem('userInfo', JSON.stringify({ userName: 'zhang' }));
      fetchMock.mockResolvedValue(json({ resultCode: '15030003', result: '登录已失效，请重新登录' }));
      await expect(apiPost('/order/list', {})).resolves.toBeUndefined();
      expect(notifier.error).toHaveBeenCalledWith('登录已失效，请重新登录');
      expect(localStorage.getItem('userInfo')).toBeNull();
      vi.advanceTimersByTime(999);
      expect(location.href).toBe('http://localhost/salesOrder');
      vi.advanceTimersByTime(1);
      expect(location.href).toBe('/');
    } finally {
      Object.defineProperty(window, 'location', original);
    }
  });

  it('unwrapEnvelope falls back to the catalogue message when result is not text', () => {
    expect(unwrapEnvelope({ resultCode: '10000003', result: null })).toBeUndefined();
    expect(notifier.error).toHaveBeenCalledWith('您没有执行此操作的权限');
  });
});

describe('transport failures', () => {
  it('shows 请求失败 and the status for a non-200 answer', async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 500 }));
    await expect(apiPost('/x')).resolves.toBeUndefined();
    expect(notifier.error).toHaveBeenCalledExactlyOnceWith('请求失败500');
  });

  it('treats 304 as success', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 304 }));
    await expect(apiGet('/x')).resolves.toBeUndefined();
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('yields nothing on a network error and says so once for simultaneous failures', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const results = await Promise.all([apiPost('/a'), apiPost('/b')]);
    expect(results).toEqual([undefined, undefined]);
    expect(notifier.error).toHaveBeenCalledExactlyOnceWith('网络异常，请检查网络连接');
  });

  it('aborts after the timeout and shows 请求超时', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = apiPost('/slow', {}, { timeoutMs: 30 });
    await expect(pending).resolves.toBeUndefined();
    expect(notifier.error).toHaveBeenCalledExactlyOnceWith('请求超时');
  });
});

describe('GET', () => {
  it('sends query parameters with the CSRF header and no body', async () => {
    fetchMock.mockResolvedValue(json({ resultCode: '0', result: 'ok' }));
    await expect(apiGet('/public/regionList', { parentId: 3, name: '上海', empty: undefined })).resolves.toBe(
      'ok',
    );
    expect(lastUrl()).toBe(`/api/public/regionList?parentId=3&name=${encodeURIComponent('上海')}`);
    expect(lastInit().method).toBe('GET');
    expect(lastInit().body).toBeUndefined();
    expect(new Headers(lastInit().headers).get('X-Requested-With')).toBe('XMLHttpRequest');
  });
});

describe('page size rule', () => {
  it('raises a small nonzero size to 25 on wide windows and 15 on narrow ones', () => {
    expect(normalizePageSize(10, 1024)).toBe(25);
    expect(normalizePageSize(10, 1023)).toBe(15);
    expect(normalizePageSize(24, 1920)).toBe(25);
    expect(normalizePageSize(0, 1920)).toBe(0);
    expect(normalizePageSize(25, 800)).toBe(25);
    expect(normalizePageSize(40, 800)).toBe(40);
  });

  it('applies to page.pageSize of a POST and a top-level pageSize of a GET', async () => {
    fetchMock.mockImplementation(async () => json({ resultCode: '0', result: null }));
    vi.stubGlobal('innerWidth', 1280);
    const body = { page: { pageIndex: 2, pageSize: 10 }, queryParameterVo: { state: 'EBL' } };
    await apiPost('/base/queryProductPageList', body);
    expect(sentBody().page).toEqual({ pageIndex: 2, pageSize: 25 });
    expect(body.page.pageSize).toBe(10);
    vi.stubGlobal('innerWidth', 800);
    await apiPost('/x', { pageSize: 5 });
    expect(sentBody().pageSize).toBe(15);
    await apiGet('/x', { pageSize: 10, pageIndex: 1 });
    expect(lastUrl()).toBe('/api/x?pageSize=15&pageIndex=1');
    await apiPost('/x', { page: { pageIndex: 1, pageSize: 40 } });
    expect(sentBody().page.pageSize).toBe(40);
  });
});

describe('loading mask count', () => {
  it('goes up while a call is pending and back down; silent calls do not count', async () => {
    let release!: (r: Response) => void;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (release = resolve)));
    const seen: number[] = [];
    const unsubscribe = loadingStore.subscribe(() => seen.push(loadingStore.getSnapshot()));
    const call = apiPost('/x');
    expect(loadingStore.getSnapshot()).toBe(1);
    release(json({ resultCode: '0', result: 1 }));
    await call;
    expect(loadingStore.getSnapshot()).toBe(0);

    const silent = apiPost('/x', {}, { silent: true });
    expect(loadingStore.getSnapshot()).toBe(0);
    release(json({ resultCode: '0', result: 1 }));
    await silent;
    unsubscribe();
    expect(seen).toEqual([1, 0]);
  });

  it('comes down after a failure too', async () => {
    fetchMock.mockRejectedValue(new TypeError('down'));
    await apiPost('/x', {}, { quiet: true });
    expect(loadingStore.getSnapshot()).toBe(0);
  });
});

describe('download', () => {
  it('names the file with the date before the extension, or the date alone', () => {
    const day = new Date(Date.UTC(2026, 10, 22, 4)); // noon in Shanghai
    expect(datedFileName('报表.xlsx', day)).toBe('报表20261122.xlsx');
    // The company's day, whatever the browser's zone: 17:00 UTC is already the 23rd in Shanghai.
    expect(datedFileName('报表.xlsx', new Date(Date.UTC(2026, 10, 22, 17)))).toBe('报表20261123.xlsx');
    expect(datedFileName('a.b.csv', day)).toBe('a.b20261122.csv');
    expect(datedFileName('报表', day)).toBe('报表20261122');
    expect(datedFileName('', day)).toBe('20261122');
    expect(datedFileName(undefined, day)).toBe('20261122');
  });

  it('posts, saves the blob through <a download> with the dated name, and revokes the URL', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 9, 30));
    const createObjectURL = vi.fn(() => 'blob:report');
    const revokeObjectURL = vi.fn();
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    fetchMock.mockResolvedValue(new Response('PK', { status: 200, headers: { 'Content-Type': xlsx } }));
    await expect(apiDownload('/order/export', { status: 'ALL' }, '销售订单.xlsx')).resolves.toBe(true);
    expect(names).toEqual(['销售订单20261122.xlsx']);
    expect(lastInit().method).toBe('POST');
    expect(sentBody()).toEqual({ status: 'ALL' });
    expect(new Headers(lastInit().headers).get('X-Requested-With')).toBe('XMLHttpRequest');
    await new Promise((r) => setTimeout(r, 0));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:report');
    expect(document.querySelector('a[download]')).toBeNull();
    Object.assign(URL, saved);
  });

  it('without a name uses the server name from Content-Disposition, dated', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 5));
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const disposition = `attachment; filename*=UTF-8''${encodeURIComponent('库存.xlsx')}`;
    fetchMock.mockResolvedValueOnce(new Response('PK', { headers: { 'Content-Disposition': disposition } }));
    await apiDownload('/x', {});
    fetchMock.mockResolvedValueOnce(new Response('PK'));
    await apiDownload('/x', {});
    expect(names).toEqual(['库存20260105.xlsx', '20260105']);
    Object.assign(URL, saved);
  });

  it('shows the envelope error instead of saving a JSON answer', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fetchMock.mockResolvedValue(json({ resultCode: '10000003', result: '您没有执行此操作的权限' }));
    await expect(apiDownload('/order/export', {}, 'a.xlsx')).resolves.toBe(false);
    expect(click).not.toHaveBeenCalled();
    expect(notifier.error).toHaveBeenCalledWith('您没有执行此操作的权限');
  });
});
