import { type DocumentDef, formatYmd, isScaled } from '@tiangong/domain';
import dayjs, { type Dayjs } from 'dayjs';
import { ALL_STATUS } from '../widgets/StatusFilter';
import type { ListBody } from './doc-api';
import { STATUS_KEY } from './formatters';

/**
 * A list's view lives in the URL (DESIGN §6: a shared link or a reload keeps it): each filter under
 * its own name (dates as `<field>Start` / `<field>End`, yyyymmdd — a `single` date as itself), `pageIndex` beyond the first
 * page, and `sort` / `order` once the user sorted. This module converts between the URL, the
 * filter form and the request body.
 */
export type SortOrder = 'asc' | 'desc';

export interface ListQuery {
  /** URL text by URL key. */
  filters: Record<string, string>;
  pageIndex: number;
  sort?: { field: string; order: SortOrder };
}

export type FilterFormValues = Record<string, unknown>;

/** A date filtered as a range (from – to), not as one day (`single`). */
function dateRange(def: DocumentDef, key: string): boolean {
  const field = def.fields[key];
  return field?.kind === 'date' && !field.single;
}

/** The URL keys of one filter. */
export function filterParamKeys(def: DocumentDef, key: string): string[] {
  return dateRange(def, key) ? [`${key}Start`, `${key}End`] : [key];
}

/** Filters the screen can offer: declared fields and the status. */
export function listFilters(def: DocumentDef): string[] {
  return def.list.filters.filter((key) => key === STATUS_KEY || def.fields[key]);
}

export function readListQuery(def: DocumentDef, params: URLSearchParams): ListQuery {
  const filters: Record<string, string> = {};
  for (const key of listFilters(def)) {
    for (const urlKey of filterParamKeys(def, key)) {
      const value = params.get(urlKey);
      if (value) filters[urlKey] = value;
    }
  }
  const pageIndex = Math.max(1, Math.floor(Number(params.get('pageIndex'))) || 1);
  const field = params.get('sort');
  const order = params.get('order');
  const sort =
    field && (order === 'asc' || order === 'desc') ? { field, order: order as SortOrder } : undefined;
  return { filters, pageIndex, sort };
}

export function writeListQuery(def: DocumentDef, query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of listFilters(def)) {
    for (const urlKey of filterParamKeys(def, key)) {
      const value = query.filters[urlKey];
      if (value && !(key === STATUS_KEY && value === ALL_STATUS)) params.set(urlKey, value);
    }
  }
  if (query.pageIndex > 1) params.set('pageIndex', String(query.pageIndex));
  if (query.sort) {
    params.set('sort', query.sort.field);
    params.set('order', query.sort.order);
  }
  return params;
}

const toDayjs = (ymd: string | undefined): Dayjs | null => {
  if (!ymd) return null;
  const parsed = dayjs(formatYmd(ymd));
  return parsed.isValid() ? parsed : null;
};

/** URL text → the values of the filter form (numbers for refs, booleans, dayjs ranges). */
export function toFormValues(def: DocumentDef, filters: Record<string, string>): FilterFormValues {
  const values: FilterFormValues = {};
  for (const key of listFilters(def)) {
    if (key === STATUS_KEY) {
      values[key] = filters[key] || ALL_STATUS;
      continue;
    }
    const field = def.fields[key];
    const text = filters[key];
    if (field.kind === 'date' && field.single) values[key] = toDayjs(text) ?? undefined;
    else if (field.kind === 'date') {
      const start = toDayjs(filters[`${key}Start`]);
      const end = toDayjs(filters[`${key}End`]);
      values[key] = start || end ? [start, end] : undefined;
    } else if (text === undefined) values[key] = undefined;
    else if (field.kind === 'ref' || field.kind === 'int' || isScaled(field)) {
      values[key] = Number.isFinite(Number(text)) ? Number(text) : undefined;
    } else if (field.kind === 'bool') values[key] = text === 'true';
    else values[key] = text;
  }
  return values;
}

/** The filter form's values → URL text. */
export function fromFormValues(def: DocumentDef, values: FilterFormValues): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const key of listFilters(def)) {
    const value = values[key];
    if (def.fields[key]?.kind === 'date' && dayjs.isDayjs(value)) {
      filters[key] = value.format('YYYYMMDD');
      continue;
    }
    if (dateRange(def, key)) {
      const [start, end] = (value as [Dayjs | null, Dayjs | null] | undefined) ?? [];
      if (start) filters[`${key}Start`] = start.format('YYYYMMDD');
      if (end) filters[`${key}End`] = end.format('YYYYMMDD');
      continue;
    }
    if (value === undefined || value === null) continue;
    const text = typeof value === 'string' ? value.trim() : String(value);
    if (text) filters[key] = text;
  }
  return filters;
}

/** URL text → `queryParameterVo`: text contains, ref/enum/int/bool equal, dates as a range. */
export function toQueryParameterVo(
  def: DocumentDef,
  filters: Record<string, string>,
): Record<string, unknown> {
  const vo: Record<string, unknown> = {};
  for (const key of listFilters(def)) {
    if (key === STATUS_KEY) {
      vo.status = filters[key] || ALL_STATUS;
      continue;
    }
    const field = def.fields[key];
    for (const urlKey of filterParamKeys(def, key)) {
      const text = filters[urlKey];
      if (text === undefined || text === '') continue;
      if (field.kind === 'ref' || field.kind === 'int' || isScaled(field)) {
        if (Number.isFinite(Number(text))) vo[urlKey] = Number(text);
      } else if (field.kind === 'bool') vo[urlKey] = text === 'true';
      else vo[urlKey] = text;
    }
  }
  return vo;
}

export function listBody(def: DocumentDef, query: ListQuery, pageSize: number): ListBody {
  const body: ListBody = {
    page: { pageIndex: query.pageIndex, pageSize },
    queryParameterVo: toQueryParameterVo(def, query.filters),
  };
  if (query.sort) body.sort = query.sort;
  return body;
}
