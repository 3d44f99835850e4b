import { type otherFilters, type StockLookupKey, stockLookups } from '@tiangong/domain';
import { useEffect, useState } from 'react';
import { apiPost } from '../api/http';
import type { ListBody, PageResult } from './doc-api';

/** SPEC §3 product stock filter: 不限, 库存大于0, 可用大于0. */
export type StockFilter = (typeof otherFilters.productStock)[number]['value'];

/** Where a picker's stock figures are of: a side's items, in one warehouse or in all of the side's. */
export interface StockScope {
  side: StockLookupKey;
  warehouseId?: number;
  /** The label of the field naming the warehouse (发货仓库); absent: the figures are always of all. */
  warehouseField?: string;
}

export interface StockFigures {
  onHand: number;
  available: number;
}

export function figuresOf(row: Record<string, unknown>): StockFigures {
  return { onHand: Number(row.onHand ?? 0), available: Number(row.available ?? 0) };
}

/** One page of the side's lookup with stock: the list body plus the warehouse and the filter. */
export function stockLookupPage(scope: StockScope, body: ListBody, filter?: StockFilter) {
  const vo: Record<string, unknown> = { ...body.queryParameterVo };
  if (scope.warehouseId !== undefined) vo.warehouseId = scope.warehouseId;
  if (filter && filter !== 'UNLIMITED') vo.stockFilter = filter;
  return apiPost<PageResult>(
    stockLookups[scope.side].path,
    { ...body, queryParameterVo: vo },
    { silent: true },
  );
}

/**
 * The figures of the item a picker holds, in its current warehouse: asked again whenever the
 * item or the warehouse changes (an edited line, another warehouse chosen), unless `known`
 * (the figures of the option just picked) already answers them.
 */
export function useChosenFigures(
  scope: StockScope | undefined,
  value: number | null | undefined,
  known: StockFigures | undefined,
): StockFigures | undefined {
  const [asked, setAsked] = useState<{ key: string; figures: StockFigures } | undefined>();
  const side = scope?.side;
  const warehouseId = scope?.warehouseId;
  const key = side && value != null ? `${side}|${warehouseId ?? ''}|${value}` : '';
  const need = !!key && !known && asked?.key !== key;
  useEffect(() => {
    if (!need || !side || value == null) return;
    let live = true;
    const body = { page: { pageIndex: 1, pageSize: 1 }, queryParameterVo: {}, ids: [value], count: false };
    void stockLookupPage({ side, warehouseId }, body).then((page) => {
      const row = page?.requestList[0];
      if (live && row) setAsked({ key, figures: figuresOf(row) });
    });
    return () => {
      live = false;
    };
  }, [need, key, side, warehouseId, value]);
  if (!key) return undefined;
  return known ?? (asked?.key === key ? asked.figures : undefined);
}
