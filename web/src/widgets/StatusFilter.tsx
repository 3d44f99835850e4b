import { Select } from 'antd';
import type { CSSProperties } from 'react';

export interface StatusOption {
  value: string;
  label: string;
}

export const ALL_STATUS = 'ALL';

export interface StatusFilterProps {
  items: StatusOption[];
  value?: string;
  onChange?: (value: string) => void;
  /** SPEC §4: the 全部 option is removed when the filter is configured not to show it. */
  showAll?: boolean;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
}

/** The options a status filter offers: 全部 first unless hidden, and never twice. */
export function statusFilterOptions(items: StatusOption[], showAll = true): StatusOption[] {
  const rest = items.filter((item) => item.value !== ALL_STATUS);
  return showAll ? [{ value: ALL_STATUS, label: '全部' }, ...rest] : rest;
}

export function StatusFilter({
  items,
  value,
  onChange,
  showAll = true,
  placeholder = '请选择状态',
  disabled,
  style,
}: StatusFilterProps) {
  return (
    <Select
      value={value}
      onChange={onChange}
      options={statusFilterOptions(items, showAll)}
      placeholder={placeholder}
      disabled={disabled}
      style={{ minWidth: 140, ...style }}
      aria-label="状态"
    />
  );
}
