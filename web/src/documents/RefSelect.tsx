import { LOOKUP_KEYWORD } from '@tiangong/domain';
import { Select } from 'antd';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { documentApi } from './doc-api';
import { defFor, ensureDefs } from './documentRegistry';
import { displayText } from './formatters';
import { type ParentFilter, useParentFit } from './use-parent-fit';

export const REF_SEARCH_DEBOUNCE_MS = 300;
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
}

interface Option {
  value: number;
  label: string;
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
}: RefSelectProps) {
  // A module's own page may pick records of a module whose declarations have not loaded yet.
  const [, setKnown] = useState(() => !!defFor(target));
  useEffect(() => {
    if (!defFor(target)) void ensureDefs([target]).then(() => setKnown(true));
  }, [target]);
  const targetDef = defFor(target);
  const api = useMemo(() => (targetDef ? documentApi(targetDef) : undefined), [targetDef]);
  const [options, setOptions] = useState<Option[]>([]);
  const [labels, setLabels] = useState<Record<number, string>>({});
  const [searching, setSearching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ticket = useRef(0);
  const loaded = useRef(false);
  const parents = useRef(new Map<number, unknown>());
  const waiting = !!dependsOn && (dependsOn.value === null || dependsOn.value === undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  useParentFit({
    parent: dependsOn,
    value,
    known: parents.current,
    fetchParent: async (id) =>
      dependsOn ? (await api?.detail(id, { silent: true, quiet: true }))?.[dependsOn.param] : undefined,
    onMismatch: () => onChange?.(undefined),
    onParentChange: () => {
      loaded.current = false;
      setOptions([]);
    },
  });

  const query = async (text: string) => {
    if (!api || !targetDef) return;
    const mine = ++ticket.current;
    const vo: Record<string, unknown> = { [LOOKUP_KEYWORD]: text };
    if (targetDef.statuses === 'master-data') vo.status = 'EBL';
    if (dependsOn && !waiting) vo[dependsOn.param] = dependsOn.value;
    setSearching(true);
    const page = await api.list(
      // A picker shows no pager: the server skips the count.
      { page: { pageIndex: 1, pageSize: REF_PAGE_SIZE }, queryParameterVo: vo, count: false },
      { silent: true },
    );
    if (mine !== ticket.current) return;
    setSearching(false);
    if (!page) return;
    loaded.current = true;
    if (dependsOn) for (const row of page.requestList) parents.current.set(row.id, row[dependsOn.param]);
    setOptions(page.requestList.map((row) => ({ value: row.id, label: displayText(targetDef, row) })));
  };

  const search = (text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void query(text.trim()), REF_SEARCH_DEBOUNCE_MS);
  };

  const known = value !== null && value !== undefined;
  const current =
    (known && (options.find((o) => o.value === value)?.label ?? labels[value] ?? initialLabel)) || undefined;

  // A value without a label (a filter read from the URL): ask the target's detail once.
  useEffect(() => {
    if (!known || initialLabel || labels[value] || !api || !targetDef) return;
    let live = true;
    void api.detail(value, { silent: true, quiet: true }).then((row) => {
      if (live && row) setLabels((all) => ({ ...all, [row.id]: displayText(targetDef, row) }));
    });
    return () => {
      live = false;
    };
  }, [known, value, initialLabel, labels, api, targetDef]);

  const shown: Option[] =
    known && current && !options.some((o) => o.value === value)
      ? [{ value, label: current }, ...options]
      : options;

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
      showSearch={{ filterOption: false, onSearch: search }}
      onOpenChange={(open) => {
        if (open && !loaded.current) void query('');
      }}
      onChange={(next, option) => {
        const picked = Array.isArray(option) ? undefined : option;
        if (next !== undefined && picked) setLabels((all) => ({ ...all, [next]: picked.label }));
        onChange?.(next ?? undefined);
      }}
    />
  );
}
