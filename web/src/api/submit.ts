import { apiPost } from './http';
import type { RequestOptions } from './transport';

/**
 * One form submission: a POST carrying a key of its own, so the server runs it at most once — a
 * request resent by the network or the browser answers the first result and creates nothing.
 */
export function apiSubmit<T = unknown>(path: string, body?: unknown, opts: RequestOptions = {}) {
  return apiPost<T>(path, body, { ...opts, idempotencyKey: opts.idempotencyKey ?? newSubmissionKey() });
}

/** 128 random bits as hex (crypto.randomUUID needs a secure context; a LAN http address is not one). */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
