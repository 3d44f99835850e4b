import { z } from 'zod';

/**
 * SPEC §3 page request: `page {pageIndex, pageSize}` or a top-level `pageSize`, filters in
 * `queryParameterVo`. Answers carry `requestList` and `totalRec` (the SPEC §7 product list shape).
 */
export const pageInput = z
  .object({
    pageIndex: z.number().int('页码必须是整数').min(1, '页码从1开始').default(1),
    pageSize: z
      .number()
      .int('每页条数必须是整数')
      .min(1, '每页条数至少为1')
      .max(500, '每页条数不能超过500')
      .default(25),
  })
  .partial();

export function pagedRequest<F extends z.ZodType>(filters: F) {
  return z.object({
    page: pageInput.optional(),
    pageSize: z.number().int().min(1).max(500).optional(),
    queryParameterVo: filters.optional(),
  });
}

export interface PageWindow {
  pageIndex: number;
  pageSize: number;
  limit: number;
  offset: number;
}

export function pageWindow(input: {
  page?: { pageIndex?: number; pageSize?: number };
  pageSize?: number;
}): PageWindow {
  const pageIndex = input.page?.pageIndex ?? 1;
  const pageSize = input.page?.pageSize ?? input.pageSize ?? 25;
  return { pageIndex, pageSize, limit: pageSize, offset: (pageIndex - 1) * pageSize };
}

export interface PageResult<T> {
  requestList: T[];
  totalRec: number;
  pageIndex: number;
  pageSize: number;
}
