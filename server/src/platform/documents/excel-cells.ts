import {
  type DocumentDef,
  decimalsOf,
  enumLabel,
  enumOptions,
  type FieldDef,
  formatYmd,
  isScaled,
  scaleOf,
  statusLabel,
} from '@tiangong/domain';
import { refLabelKey } from './document-query.ts';

/**
 * How a field looks in Excel, both ways. Text that a spreadsheet would run as a formula
 * (= + - @, tab, carriage return) is written with a leading apostrophe (CSV/formula injection).
 */
export function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function exportValue(
  def: DocumentDef,
  name: string,
  row: Record<string, unknown>,
): string | number | null {
  if (name === 'status') return statusLabel(def.statuses, String(row.status));
  const field: FieldDef = def.fields[name];
  const value = row[name];
  if (value === null || value === undefined) return null;
  // Excel holds the real number; the cell format shows the field's decimals.
  if (isScaled(field)) return Number(value) / scaleOf[field.kind].factor;
  switch (field.kind) {
    case 'ref':
      return safeText(String(row[refLabelKey(name)] ?? ''));
    case 'enum':
      return enumLabel(field.enumKey, String(value));
    case 'bool':
      return value ? '是' : '否';
    case 'date':
      return formatYmd(String(value));
    case 'int':
      return Number(value);
    default:
      return safeText(String(value));
  }
}

export function numberFormat(field: FieldDef | undefined): string | undefined {
  if (!field || !isScaled(field)) return undefined;
  const decimals = decimalsOf(field);
  return decimals === 0 ? '0' : `#,##0.${'0'.repeat(decimals)}`;
}

/** Columns an import accepts: every field a user enters (not the number a series assigns). */
export function importColumns(def: DocumentDef): string[] {
  return Object.keys(def.fields).filter((name) => def.numbering?.field !== name && !def.fields[name].derived);
}

export function enumValueOf(field: FieldDef, cell: string): string | undefined {
  if (field.kind !== 'enum') return undefined;
  const option = enumOptions(field).find((o) => o.label === cell || o.value === cell);
  return option?.value;
}
