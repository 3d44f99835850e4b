import { LOOKUP_KEYWORD } from '@tiangong/domain';
import { Flex, Select } from 'antd';
import { type CSSProperties, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { documentApi } from './doc-api';
import { defFor, ensureDefs } from './documentRegistry';
import { displayText } from './formatters';
import {
  figuresOf,
  type StockFigures,
  type StockFilter,
  type StockScope,
  stockLookupPage,
  useChosenFigures,
} from './stock-lookup';
import { type ParentFilter, useParentFit } from './use-parent-fit';
import { REMOTE_SEARCH_DEBOUNCE_MS, useRemoteOptions } from './use-remote-options';

// A stock pick's figures and filter (antd's Typography and Segmented) load only with a stock pick:
// every list's filter bar is a RefSelect, and the first list after login has no kilobyte to spare.
const StockFilterBar = lazy(() => import('./StockFigures').then((m) => ({ default: m.StockFilterBar })));
const StockFiguresText = lazy(() => import('./StockFigures').then((m) => ({ default: m.StockFiguresText })));

export const REF_SEARCH_DEBOUNCE_MS = REMOTE_SEARCH_DEBOUNCE_MS;
export const REF_PAGE_SIZE = 40;

export interface RefSelectProps {
  /** Key of the referenced declaration (`ref(target, …)`). */
  target: string;
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  /** The row's `xxxLabel`, so an edit form shows the current choice before any search. */
  initialLabel?: string | null;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  style?: CSSProperties;
  /** Offer only the records that fit another field's value (`dependsOn`); wait until it is chosen. */
  dependsOn?: ParentFilter;
  /** Show each record's stock (a ref's `stock` pick) and offer the stock filter. */
  stock?: StockScope;
}

interface Option {
  value: number;
  label: string;
  stock?: StockFigures;
}

/**
 * A reference picked by server search: typing asks the target's list, 300 ms after the last key,
 * records in use only. The list's `keyword` matches any display field or the mnemonic (code,
 * 氧化铁红, yhth); options read as the display fields joined by a space.
 */
export function RefSelect({
  target,
  value,
  onChange,
  initialLabel,
  placeholder,
  disabled,
  id,
  style,
  'aria-label': ariaLabel,
  dependsOn,
  stock,
}: RefSelectProps) {
  // A module's own page may pick records of a module whose declarations have not loaded yet.
  const [, setKnown] = useState(() => !!defFor(target));
  useEffect(() => {
    if (!defFor(target)) void ensureDefs([target]).then(() => setKnown(true));
  }, [target]);
  const targetDef = defFor(target);
  const api = useMemo(() => (targetDef ? documentApi(targetDef) : undefined), [targetDef]);
  const parents = useRef(new Map<number, unknown>());
  const waiting = !!dependsOn && (dependsOn.value === null || dependsOn.value === undefined);
  const [stockFilter, setStockFilter] = useState<StockFilter>('UNLIMITED');

  const remote = useRemoteOptions<Option>(async (text) => {
    if (!api || !targetDef) return undefined;
    const vo: Record<string, unknown> = { [LOOKUP_KEYWORD]: text };
    if (targetDef.statuses === 'master-data') vo.status = 'EBL';
    if (dependsOn && !waiting) vo[dependsOn.param] = dependsOn.value;
    // A picker shows no pager: the server skips the count.
    const body = { page: { pageIndex: 1, pageSize: REF_PAGE_SIZE }, queryParameterVo: vo, count: false };
    const page = stock
      ? await stockLookupPage(stock, body, stockFilter)
      : await api.list(body, { silent: true });
    if (!page) return undefined;
    if (dependsOn) for (const row of page.requestList) parents.current.set(row.id, row[dependsOn.param]);
    return page.requestList.map((row) => ({
      value: row.id,
      label: displayText(targetDef, row),
      ...(stock ? { stock: figuresOf(row) } : {}),
    }));
  });
  const { options, labels, searching, remember } = remote;

  useParentFit({
    parent: dependsOn,
    value,
    known: parents.current,
    fetchParent: async (id) =>
      dependsOn ? (await api?.detail(id, { silent: true, quiet: true }))?.[dependsOn.param] : undefined,
    onMismatch: () => onChange?.(undefined),
    onParentChange: remote.reset,
  });

  // Another warehouse or filter: the options shown are of the old one; an open list asks again.
  const stockKey = stock ? `${stock.warehouseId ?? ''}|${stockFilter}` : '';
  const lastStockKey = useRef(stockKey);
  useEffect(() => {
    if (lastStockKey.current === stockKey) return;
    lastStockKey.current = stockKey;
    remote.reset();
    remote.requery();
  });

  const known = value !== null && value !== undefined;
  const current =
    (known && (options.find((o) => o.value === value)?.label ?? labels[value] ?? initialLabel)) || undefined;

  // A value without a label (a filter read from the URL): ask the target's detail once.
  useEffect(() => {
    if (!known || initialLabel || labels[value] || !api || !targetDef) return;
    let live = true;
    void api.detail(value, { silent: true, quiet: true }).then((row) => {
      if (live && row) remember(row.id, displayText(targetDef, row));
    });
    return () => {
      live = false;
    };
  }, [known, value, initialLabel, labels, api, targetDef, remember]);

  const shown: Option[] =
    known && current && !options.some((o) => o.value === value)
      ? [{ value, label: current }, ...options]
      : options;
  const chosen = useChosenFigures(stock, value, options.find((o) => o.value === value)?.stock);

  return (
    <Select<number, Option>
      id={id}
      aria-label={ariaLabel}
      value={value ?? undefined}
      options={shown}
      placeholder={waiting ? `请先选择${dependsOn.label}` : placeholder}
      disabled={disabled || !targetDef || waiting}
      style={style}
      allowClear
      loading={searching}
      notFoundContent={searching ? '搜索中…' : '无匹配数据'}
      showSearch={{ filterOption: false, onSearch: remote.search }}
      onOpenChange={remote.onOpenChange}
      {...(stock && {
        popupMatchSelectWidth: false,
        popupRender: (menu) => (
          <div style={{ minWidth: 360 }}>
            <Suspense fallback={null}>
              <StockFilterBar scope={stock} filter={stockFilter} onChange={setStockFilter} />
            </Suspense>
            {menu}
          </div>
        ),
        optionRender: ({ data }) => (
          <Flex justify="space-between" gap={16}>
            <span>{data.label}</span>
            {data.stock && (
              <Suspense fallback={null}>
                <StockFiguresText scope={stock} figures={data.stock} />
              </Suspense>
            )}
          </Flex>
        ),
        labelRender: ({ label }) => (
          <span>
            {label}
            {chosen && (
              <>
                {' '}
                <Suspense fallback={null}>
                  <StockFiguresText scope={stock} figures={chosen} />
                </Suspense>
              </>
            )}
          </span>
        ),
      })}
      onChange={(next, option) => {
        const picked = Array.isArray(option) ? undefined : option;
        if (next !== undefined && picked) remote.remember(next, picked.label);
        onChange?.(next ?? undefined);
      }}
    />
  );
}
