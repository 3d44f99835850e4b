import { IDEMPOTENCY_HEADER, Limits } from '@tiangong/domain';
import { datedFileName, fileNameFromDisposition, saveBlob } from './file-name';
import { applyPageSizeRule } from './page-size';
import {
  apiUrl,
  type RequestOptions,
  readBody,
  readEnvelope,
  send,
  toQuery,
  unwrapEnvelope,
} from './transport';

/**
 * The HTTP client of SPEC §7-8. Every call resolves: to the envelope's `result` on success and to
 * `undefined` on any failure, after showing the Chinese message. Callers only test for undefined.
 */
export function apiPost<T = unknown>(
  path: string,
  body?: unknown,
  opts: RequestOptions = {},
): Promise<T | undefined> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (opts.idempotencyKey) headers[IDEMPOTENCY_HEADER] = opts.idempotencyKey;
  const init: RequestInit = { method: 'POST', headers, body: JSON.stringify(applyPageSizeRule(body ?? {})) };
  return send(apiUrl(path), init, opts, readEnvelope<T>(opts), Limits.postTimeoutMs);
}

export function apiGet<T = unknown>(
  path: string,
  params?: Record<string, unknown>,
  opts: RequestOptions = {},
): Promise<T | undefined> {
  const url = `${apiUrl(path)}${toQuery(applyPageSizeRule(params))}`;
  return send(url, { method: 'GET' }, opts, readEnvelope<T>(opts), Limits.getTimeoutMs);
}

/**
 * POST with a blob answer, saved as `datedFileName(name)`. Without a name, the server's
 * Content-Disposition name is used so the file keeps its extension. An envelope answer
 * (JSON) is an error. Resolves true when a file was saved.
 */
export async function apiDownload(
  path: string,
  body?: unknown,
  fileName?: string,
  opts: RequestOptions = {},
): Promise<boolean> {
  const init: RequestInit = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  };
  const saved = await send(
    apiUrl(path),
    init,
    opts,
    async (response) => {
      if ((response.headers.get('Content-Type') ?? '').includes('application/json')) {
        unwrapEnvelope(await readBody(response), opts);
        return false;
      }
      const name = fileName || fileNameFromDisposition(response.headers.get('Content-Disposition'));
      saveBlob(await response.blob(), datedFileName(name));
      return true;
    },
    Limits.downloadTimeoutMs,
  );
  return saved === true;
}

/** Multipart upload of one file; no loading mask, since the upload list shows the progress. */
export function apiUpload<T = unknown>(
  path: string,
  file: Blob,
  opts: RequestOptions = {},
  fieldName = 'file',
): Promise<T | undefined> {
  const form = new FormData();
  form.append(fieldName, file, file instanceof File ? file.name : 'file');
  const merged = { silent: true, ...opts };
  return send(
    apiUrl(path),
    { method: 'POST', body: form },
    merged,
    readEnvelope<T>(merged),
    Limits.postTimeoutMs,
  );
}

// The pieces of SPEC §7 that live in sibling files, reachable from the client module too.
export { datedFileName } from './file-name';
export { loadingStore } from './loading-store';
export { type Notifier, setNotifier } from './notifier';
export { normalizePageSize } from './page-size';
export {
  API_BASE,
  apiUrl,
  MSG_FAILED,
  MSG_NETWORK,
  MSG_TIMEOUT,
  type RequestOptions,
  toQuery,
  unwrapEnvelope,
} from './transport';
