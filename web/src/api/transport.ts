import { CSRF_HEADER_VALUE, ErrorMessage, Limits, ResultCode } from '@tiangong/domain';
import { clearUserInfo } from '../shell/user-store';
import { loadingStore } from './loading-store';
import { getNotifier } from './notifier';

/**
 * Transport under the HTTP client of SPEC §7-8: fetch with timeout, the loading mask, the status
 * check, the envelope and the failure messages. Every call resolves, to `undefined` on failure.
 */
export interface RequestOptions {
  /** No global loading mask for this call (background refreshes, lookups while typing). */
  silent?: boolean;
  /** No error message for this call; the caller reports failures itself. */
  quiet?: boolean;
  timeoutMs?: number;
  /** Cancels the call (e.g. TanStack Query's signal); a cancelled call yields undefined silently. */
  signal?: AbortSignal;
  /**
   * Told the code and message of a refusal (the envelope's non-zero resultCode), for a screen
   * that shows it in place — a detail page answering 不存在 — rather than only as a toast.
   */
  onRefused?: (code: string, message: string) => void;
  /** Sent as the Idempotency-Key header: the server runs the call once per key (`apiSubmit`). */
  idempotencyKey?: string;
}

export const API_BASE = '/api';
export const MSG_NETWORK = '网络异常，请检查网络连接';
export const MSG_TIMEOUT = '请求超时';
export const MSG_FAILED = '请求失败';
const NETWORK_MESSAGE_GAP_MS = 3000;

let lastNetworkMessageAt = Number.NEGATIVE_INFINITY;
let reloadScheduled = false;

export function apiUrl(path: string): string {
  if (/^https?:\/\//.test(path) || path.startsWith(`${API_BASE}/`)) return path;
  return `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Query string for GET; nested objects travel as JSON, arrays as repeated keys. */
export function toQuery(params?: Record<string, unknown>): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) search.append(key, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function showError(text: string, opts: RequestOptions): void {
  if (!opts.quiet) getNotifier().error(text);
}

/**
 * Session gone (15030003): forget the user and reload to the site root after 1 s, once. The
 * forgetting is not announced, so the screen (and its message) stays until the reload.
 */
function expireSession(): void {
  clearUserInfo({ announce: false });
  if (reloadScheduled) return;
  reloadScheduled = true;
  setTimeout(() => {
    reloadScheduled = false;
    window.location.href = '/';
  }, Limits.loginExpiryRedirectMs);
}

/** Unwraps `{resultCode, result}`; a body without resultCode is the answer itself. */
export function unwrapEnvelope<T>(body: unknown, opts: RequestOptions = {}): T | undefined {
  if (typeof body !== 'object' || body === null || !('resultCode' in body)) return body as T;
  const { resultCode } = body as { resultCode: unknown };
  const hasResult = 'result' in body;
  const result = (body as { result?: unknown }).result;
  const code = resultCode === null || resultCode === undefined ? '' : String(resultCode);
  if (code === '' || code === ResultCode.OK) return (hasResult ? result : body) as T;
  const known = ErrorMessage[code as keyof typeof ErrorMessage];
  const text = typeof result === 'string' && result ? result : (known ?? MSG_FAILED);
  showError(text, opts);
  opts.onRefused?.(code, text);
  if (code === ResultCode.SESSION_INVALID) expireSession();
  return undefined;
}

export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export type Reader<T> = (response: Response) => Promise<T | undefined>;

/** fetch with timeout, loading mask, status check and failure messages; `read` handles a 200/304. */
export async function send<T>(
  url: string,
  init: RequestInit,
  opts: RequestOptions,
  read: Reader<T>,
  timeoutMs: number,
) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs ?? timeoutMs);
  const onCallerAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onCallerAbort);
  if (opts.signal?.aborted) controller.abort();
  if (!opts.silent) loadingStore.begin();
  try {
    const headers = new Headers(init.headers);
    headers.set('X-Requested-With', CSRF_HEADER_VALUE);
    const response = await fetch(url, {
      ...init,
      headers,
      credentials: 'same-origin',
      signal: controller.signal,
    });
    if (response.status !== 200 && response.status !== 304) {
      showError(`${MSG_FAILED}${response.status}`, opts);
      return undefined;
    }
    return await read(response);
  } catch {
    if (timedOut) showError(MSG_TIMEOUT, opts);
    else if (!opts.signal?.aborted && Date.now() - lastNetworkMessageAt >= NETWORK_MESSAGE_GAP_MS) {
      // Many calls fail together when the network drops: say so once.
      if (!opts.quiet) lastNetworkMessageAt = Date.now();
      showError(MSG_NETWORK, opts);
    }
    return undefined;
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCallerAbort);
    if (!opts.silent) loadingStore.end();
  }
}

export const readEnvelope =
  <T>(opts: RequestOptions): Reader<T> =>
  async (response) =>
    unwrapEnvelope<T>(await readBody(response), opts);
