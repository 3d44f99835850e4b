import {
  type DocumentDef,
  decimalsOf,
  enumLabel,
  type FieldDef,
  formatYmd,
  groupThousands,
  isScaled,
  type ScaledKind,
  type StatusOption,
  scaleOf,
  statusCatalogues,
  unscaleBy,
} from '@tiangong/domain';
import { formatAuditTime } from '../widgets/audit-time';
import type { DocumentRow } from './doc-api';

/**
 * Value formatting shared by list, detail, print and tests: one place decides how a field of
 * each kind reads on screen (SPEC §3: dates yyyy-mm-dd, scaled numbers with their decimals).
 */
export const STATUS_KEY = 'status';
export const STATUS_LABEL = '状态';

/**
 * A stored scaled integer → text with the field's decimals (else its kind's) and thousands
 * separators; '' for no value.
 */
export function formatScaled(value: unknown, kind: ScaledKind, decimals = scaleOf[kind].decimals): string {
  if (value === null || value === undefined || value === '') return '';
  const { factor } = scaleOf[kind];
  try {
    return groupThousands(unscaleBy(value as number | string | bigint, factor, decimals));
  } catch {
    return String(value);
  }
}

export function formatDate(value: unknown): string {
  return typeof value === 'string' ? formatYmd(value) : '';
}

export function formatBool(value: unknown): string {
  if (value === true) return '是';
  if (value === false) return '否';
  return '';
}

/** `productTypeId` → `productTypeLabel`: the row key where the server puts a ref's display text. */
export function refLabelKey(name: string): string {
  return name.endsWith('Id') ? `${name.slice(0, -2)}Label` : `${name}Label`;
}

/** The status option (label and Tag colour) of a value in the declaration's catalogue. */
export function statusOptionOf(def: DocumentDef, value: unknown): StatusOption {
  const text = value === null || value === undefined ? '' : String(value);
  const options = statusCatalogues[def.statuses].options as readonly StatusOption[];
  return options.find((o) => o.value === text) ?? { value: text, label: text };
}

/** One field of a row as text. */
export function formatField(name: string, field: FieldDef, row: Record<string, unknown>): string {
  const value = row[name];
  if (isScaled(field)) return formatScaled(value, field.kind, decimalsOf(field));
  switch (field.kind) {
    case 'date':
      return formatDate(value);
    case 'bool':
      return formatBool(value);
    case 'enum':
      return enumLabel(field.enumKey, value as string | null | undefined);
    case 'ref': {
      const label = row[refLabelKey(name)];
      return label === null || label === undefined ? '' : String(label);
    }
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** A declared key (a field or 'status') of a row as text. */
export function formatKey(def: DocumentDef, key: string, row: DocumentRow): string {
  if (key === STATUS_KEY) return statusOptionOf(def, row.status).label;
  const field = def.fields[key];
  return field ? formatField(key, field, row) : '';
}

export function keyLabel(def: DocumentDef, key: string): string {
  return key === STATUS_KEY ? STATUS_LABEL : (def.fields[key]?.label ?? key);
}

/** Numbers read right-aligned in tables. */
export function isNumeric(field: FieldDef | undefined): boolean {
  return !!field && (isScaled(field) || field.kind === 'int');
}

/** What identifies a record to people: its display fields joined by a space. */
export function displayText(def: DocumentDef, row: Record<string, unknown>): string {
  return def.display
    .map((key) => row[key])
    .filter((v) => v !== null && v !== undefined && v !== '')
    .join(' ');
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export { formatAuditTime };
