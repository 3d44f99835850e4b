import {
  type BatchPick,
  batchExpired,
  batchSources,
  companyToday,
  type DocumentDef,
  formatYmd,
} from '@tiangong/domain';
import { Form, Select, Tag, Typography } from 'antd';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { apiGet } from '../api/http';
import { dependencyField, dependencyPath } from './form-dependency';
import { formatScaled } from './formatters';

/** One batch as a batch source answers it (per slot: several rows may share a batch). */
interface SourceRow {
  batchNo: string;
  qty: number;
  expiryDate: string | null;
}

export interface BatchOption {
  value: string;
  label: string;
  qty: number;
  expiryDate: string | null;
  expired: boolean;
  disabled?: boolean;
}

/** Rows of a source → one option a batch: its free quantity over all slots, its expiry. */
export function batchOptions(
  rows: readonly SourceRow[],
  onDate: string,
  refuseExpired = false,
): BatchOption[] {
  const byBatch = new Map<string, BatchOption>();
  for (const row of rows) {
    const seen = byBatch.get(row.batchNo);
    if (seen) {
      seen.qty += Number(row.qty);
      continue;
    }
    const expired = batchExpired(row.expiryDate, onDate);
    byBatch.set(row.batchNo, {
      value: row.batchNo,
      label: row.batchNo,
      qty: Number(row.qty),
      expiryDate: row.expiryDate,
      expired,
      disabled: expired && refuseExpired,
    });
  }
  return [...byBatch.values()];
}

export interface BatchSelectProps {
  def: DocumentDef;
  pick: BatchPick;
  /** The line's index in the grid; absent in the header. */
  line?: number;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  'aria-label'?: string;
  style?: CSSProperties;
}

const valueAt = (all: unknown, path: (string | number)[]): unknown =>
  path.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
    all,
  );

/**
 * 批号 picked from the batches in stock of the line's item (a text field's `pick`): each with its
 * available quantity and expiry; a batch expired by the document's date is greyed with 已过期, or
 * not offered for choice when the declaration refuses it. Waits, disabled, until the item and the
 * warehouse are chosen, and drops a batch that the newly chosen item or warehouse does not have.
 */
export function BatchSelect({
  def,
  pick,
  line,
  value,
  onChange,
  disabled,
  style,
  ...rest
}: BatchSelectProps) {
  const form = Form.useFormInstance();
  const source = batchSources[pick.source];
  const names = Object.entries(pick.params);
  const watched = Form.useWatch(
    (all) => ({
      params: names.map(([param, name]) => [param, valueAt(all, dependencyPath(def, name, line))] as const),
      on: valueAt(all, dependencyPath(def, pick.on, line)),
    }),
    { form, preserve: true },
  );
  const params = watched?.params ?? [];
  const missing = names.find((_, i) => params[i]?.[1] === undefined || params[i]?.[1] === null);
  const key = missing ? '' : JSON.stringify(params);
  const onDate = typeof watched?.on === 'string' && watched.on ? watched.on : companyToday();
  const [rows, setRows] = useState<SourceRow[]>([]);
  const lastKey = useRef(key);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };

  useEffect(() => {
    const was = lastKey.current;
    lastKey.current = key;
    // A batch chosen for another item or warehouse no longer fits (never on the first reading).
    const stale = was !== '' && was !== key;
    if (!key) {
      setRows([]);
      if (stale && latest.current.value) latest.current.onChange?.(undefined);
      return;
    }
    let live = true;
    void apiGet<SourceRow[]>(source.path, Object.fromEntries(JSON.parse(key)), { silent: true }).then(
      (found) => {
        if (!live) return;
        setRows(found ?? []);
        const { value: now, onChange: change } = latest.current;
        if (stale && now && !(found ?? []).some((r) => r.batchNo === now)) change?.(undefined);
      },
    );
    return () => {
      live = false;
    };
  }, [key, source.path]);

  const options = batchOptions(rows, onDate, pick.refuseExpired);
  if (value && !options.some((o) => o.value === value))
    options.unshift({ value, label: value, qty: 0, expiryDate: null, expired: false });
  const waitingFor = missing ? (dependencyField(def, missing[1], line)?.label ?? missing[1]) : undefined;

  return (
    <Select<string, BatchOption>
      {...rest}
      value={value || undefined}
      options={options}
      style={style}
      disabled={disabled || !!waitingFor}
      placeholder={waitingFor ? `请先选择${waitingFor}` : undefined}
      allowClear
      showSearch
      notFoundContent="无可用批号"
      popupMatchSelectWidth={false}
      optionRender={({ data }) => (
        <span data-batch={data.value}>
          <Typography.Text type={data.expired ? 'secondary' : undefined}>{data.value}</Typography.Text>
          {data.expiryDate !== null || data.qty > 0 ? (
            <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
              可用 {formatScaled(data.qty, 'quantity')} {source.unit}
              {data.expiryDate ? `　有效期至 ${formatYmd(data.expiryDate)}` : ''}
            </Typography.Text>
          ) : null}
          {data.expired && (
            <Tag color="red" style={{ marginLeft: 8 }}>
              已过期
            </Tag>
          )}
        </span>
      )}
      onChange={(next) => onChange?.(next ?? undefined)}
    />
  );
}
