import { Limits } from '@tiangong/domain';

/**
 * SPEC §7 page-size rule: a nonzero page size below 25 becomes 25 on windows at least
 * 1024 px wide, else 15. Zero, missing and larger sizes pass through unchanged.
 */
export function normalizePageSize<T>(size: T, width: number = window.innerWidth): T | number {
  if (typeof size !== 'number' || size === 0 || size >= Limits.pageSizeFloorWide) return size;
  return width >= Limits.wideScreenMinWidth ? Limits.pageSizeFloorWide : Limits.pageSizeFloorNarrow;
}

type Payload = Record<string, unknown>;

const isObject = (value: unknown): value is Payload =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Applies the rule to `page.pageSize` and a top-level `pageSize`, without touching the caller's object. */
export function applyPageSizeRule<T>(payload: T, width?: number): T {
  if (!isObject(payload)) return payload;
  let out: Payload = payload;
  if ('pageSize' in payload) {
    out = { ...out, pageSize: normalizePageSize(payload.pageSize, width) };
  }
  if (isObject(payload.page) && 'pageSize' in payload.page) {
    out = { ...out, page: { ...payload.page, pageSize: normalizePageSize(payload.page.pageSize, width) } };
  }
  return out as T;
}
