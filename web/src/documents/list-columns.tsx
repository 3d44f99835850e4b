import type { DocumentDef } from '@tiangong/domain';
import { type TableColumnsType, type TableColumnType, Tag } from 'antd';
import type { ReactNode } from 'react';
import { keyVisible } from './access';
import type { DocumentRow } from './doc-api';
import { formatKey, isNumeric, keyLabel, STATUS_KEY, statusOptionOf } from './formatters';
import type { ListQuery } from './list-query';

/** The declared list columns the user may see (a field with `permission` needs it). */
export function permittedColumns(def: DocumentDef, roles: readonly string[]): string[] {
  return def.list.columns.filter((key) => keyVisible(def, roles, key));
}

/** Sorting a reference by its id would mean nothing to the user. */
export function isSortable(def: DocumentDef, key: string): boolean {
  return key === STATUS_KEY || (!!def.fields[key] && def.fields[key].kind !== 'ref');
}

export function StatusTag({ def, status }: { def: DocumentDef; status: string }) {
  const option = statusOptionOf(def, status);
  return <Tag color={option.color}>{option.label}</Tag>;
}

type ColumnsType<T> = TableColumnsType<T>;

const toAnt = (order: 'asc' | 'desc'): TableColumnType<DocumentRow>['sortOrder'] =>
  order === 'asc' ? 'ascend' : 'descend';

/**
 * ProTable-style columns from the declaration (DESIGN §8): refs show the server's label, enums
 * and booleans their Chinese text, scaled numbers their decimals right-aligned, dates yyyy-mm-dd,
 * the status a coloured Tag.
 */
export function buildColumns(
  def: DocumentDef,
  keys: string[],
  sort: ListQuery['sort'],
  actions?: (row: DocumentRow) => ReactNode,
): ColumnsType<DocumentRow> {
  // Without a sort of the user's, the arrow shows the declaration's default order.
  const active = sort ?? def.list.defaultSort;
  // Wide tables scroll sideways (a 1024 px screen): what names the row stays in view on the left,
  // its status and its buttons on the right — so the status goes last, beside the buttons.
  const ordered = [...keys.filter((k) => k !== STATUS_KEY), ...keys.filter((k) => k === STATUS_KEY)];
  const columns: ColumnsType<DocumentRow> = ordered.map((key, i) => {
    const field = def.fields[key];
    return {
      key,
      fixed: i === 0 ? 'left' : key === STATUS_KEY && ordered.length > 1 ? 'right' : undefined,
      // The number (or code) that names the row, the status and dates (2026-11-26 would break at
      // its hyphens) are read whole: other cells wrap.
      className: i === 0 || key === STATUS_KEY || field?.kind === 'date' ? 'tg-nowrap' : undefined,
      dataIndex: key,
      title: keyLabel(def, key),
      width: field?.width,
      // The narrowest the scroll's width counts on, held: without it the browser squeezed a column
      // to fit the screen — a Chinese header to one character a line (期初应收 at 1024 px) and an
      // amount under the fixed 状态 — instead of scrolling sideways (issue 35 item 11).
      onHeaderCell: () => ({ style: { minWidth: minColumnWidth(def, key) } }),
      align: isNumeric(field) ? 'right' : undefined,
      ellipsis: field?.kind === 'text' && field.multiline ? true : undefined,
      sorter: isSortable(def, key),
      sortOrder: active.field === key ? toAnt(active.order) : null,
      sortDirections: ['ascend', 'descend', 'ascend'],
      render: (_: unknown, row: DocumentRow) =>
        key === STATUS_KEY ? <StatusTag def={def} status={row.status} /> : formatKey(def, key, row),
    };
  });
  if (actions)
    columns.push({
      key: '__actions',
      title: '操作',
      fixed: 'right',
      className: 'tg-nowrap',
      render: (_: unknown, row) => actions(row),
    });
  return columns;
}

/** The narrowest a column is drawn before the list scrolls sideways (px, padding included). */
function minColumnWidth(def: DocumentDef, key: string): number {
  const field = def.fields[key];
  if (field?.width) return field.width;
  if (key === STATUS_KEY) return 88;
  if (!field) return 96;
  if (isNumeric(field)) return field.kind === 'int' ? 72 : 88;
  if (field.kind === 'date') return 104;
  if (field.kind === 'bool') return 72;
  return 96; // text, reference, enum: about six characters before they wrap
}

/**
 * The table's `scroll` (with `tableLayout="auto"`) for a list of these columns. `x: 'max-content'`
 * drew every column at its widest — no name or header ever wrapped — so a ten-column stock list
 * needed 1,363 px, scrolled at 1280 px and began its 平均单价 under the fixed 操作 column (issue 12:
 * at 1280 px no column hides under the fixed action column). With the sum of each column's
 * narrowest instead, a list fills the screen and wraps long names and headers first; it scrolls
 * sideways only when even that does not fit (the browser never draws a cell narrower than its
 * content, nor the action buttons).
 */
export function listScroll(def: DocumentDef, keys: string[]): { x: number } {
  return { x: keys.reduce((sum, key) => sum + minColumnWidth(def, key), 0) };
}
