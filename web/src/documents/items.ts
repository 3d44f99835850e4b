import {
  type DocumentDef,
  decimalsOf,
  enumOptions,
  type FieldDef,
  isScaled,
  isTotalled,
  isYmd,
} from '@tiangong/domain';

export { isTotalled };

import { parseNumberText } from '../widgets/NumberInput';
import { fieldVisible } from './access';
import { documentApi } from './doc-api';
import { defFor, ensureDefs } from './documentRegistry';
import { recordToFormValues, toPayload } from './form-fields';
import { displayText, formatScaled, refLabelKey } from './formatters';
import { linkLabelKey, linkLineText } from './links';
import { REF_PAGE_SIZE } from './RefSelect';
import { scaleProps } from './scale-props';

/**
 * Line items (明细) of a declaration with `items`: the rules shared by the editable grid of the
 * form, the read-only table of the detail and the print view.
 */

/** Form path of the lines. */
export const ITEMS = 'items';
export const TOTAL_LABEL = '合计';

/** A line as the detail sends it (id, lineNo, its fields, `xxxLabel` of its refs) or the form keeps it. */
export interface ItemLine {
  id?: number;
  lineNo?: number;
  [field: string]: unknown;
}

/** The item fields the user may see, in declaration order. */
export function visibleItemFields(def: DocumentDef, roles: readonly string[]): [string, FieldDef][] {
  return Object.entries(def.items?.fields ?? {}).filter(([, field]) => fieldVisible(roles, field));
}

export function minLinesOf(def: DocumentDef): number {
  return def.items?.minLines ?? 1;
}

/** The server's words when a document has too few lines. */
export function minLinesMessage(def: DocumentDef): string {
  return `请至少填写${minLinesOf(def)}行${def.items?.title ?? ''}`;
}

/** Quantities and amounts are summed under the lines; prices and rates are not. */

const empty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A cell without a value; a checkbox always has one. */
export function isEmptyCell(field: FieldDef, value: unknown): boolean {
  return field.kind !== 'bool' && empty(value);
}

/** A line nobody typed into (an unticked checkbox counts as nothing): it is not saved. */
export function isBlankLine(fields: [string, FieldDef][], line: ItemLine | undefined): boolean {
  return (
    !line ||
    fields.every(([name, field]) => (field.kind === 'bool' ? line[name] !== true : empty(line[name])))
  );
}

export function blankLine(fields: [string, FieldDef][]): ItemLine {
  return recordToFormValues(fields, {});
}

/** The lines in their order (lineNo), whatever the order they came in. */
export function orderedLines(lines: unknown): ItemLine[] {
  const list = Array.isArray(lines) ? (lines as ItemLine[]) : [];
  return [...list].sort((a, b) => Number(a.lineNo ?? 0) - Number(b.lineNo ?? 0));
}

/**
 * One line (loaded, made from a source, or picked) → form values: its id, the fields, their ref
 * labels, and the hidden `keep` fields (a link's source line) with their labels.
 */
export function lineToFormValues(
  fields: [string, FieldDef][],
  line: ItemLine,
  keep: readonly string[] = [],
): ItemLine {
  const values: ItemLine = { id: line.id, ...recordToFormValues(fields, line) };
  for (const [name, field] of fields) {
    if (field.kind === 'ref') values[refLabelKey(name)] = line[refLabelKey(name)];
  }
  for (const name of keep) {
    if (line[name] === undefined || line[name] === null) continue;
    values[name] = line[name];
    values[linkLabelKey(name)] = linkLineText(line, name);
  }
  return values;
}

/** The lines of a loaded record → form values: in line order, with their ids and ref labels. */
export function linesToFormValues(
  fields: [string, FieldDef][],
  lines: unknown,
  keep: readonly string[] = [],
): ItemLine[] {
  return orderedLines(lines).map((line) => lineToFormValues(fields, line, keep));
}

/** Lines of the form for a new record: `minLines` blank lines to type into. */
export function initialLines(def: DocumentDef, fields: [string, FieldDef][]): ItemLine[] {
  return Array.from({ length: Math.max(1, minLinesOf(def)) }, () => blankLine(fields));
}

/**
 * Form lines → `items` of addOrUpdate: blank lines dropped, existing lines with their id (the
 * server updates them, inserts lines without one and deletes those left out). The hidden `keep`
 * fields go back as they came, so a line keeps the source line it draws on.
 */
export function linesToPayload(
  fields: [string, FieldDef][],
  lines: ItemLine[] | undefined,
  keep: readonly string[] = [],
): Record<string, unknown>[] {
  return (lines ?? [])
    .filter((line) => !isBlankLine(fields, line))
    .map((line) => {
      const body = toPayload(fields, line);
      for (const name of keep) {
        if (line[name] !== undefined && line[name] !== null) body[name] = line[name];
      }
      return typeof line.id === 'number' ? { id: line.id, ...body } : body;
    });
}

/** Sum of the quantity and amount columns, formatted with their decimals; '' for no value at all. */
export function itemTotals(
  fields: [string, FieldDef][],
  lines: ItemLine[] | undefined,
): Record<string, string> {
  const totals: Record<string, string> = {};
  for (const [name, field] of fields) {
    if (!isTotalled(field) || !isScaled(field)) continue;
    let sum = 0n;
    let any = false;
    for (const line of lines ?? []) {
      const value = line?.[name];
      if (empty(value)) continue;
      try {
        sum += BigInt(value as number | string | bigint);
        any = true;
      } catch {
        // not an integer: a half-typed value has no place in the sum
      }
    }
    totals[name] = formatScaled(any ? sum : 0, field.kind, decimalsOf(field));
  }
  return totals;
}

/**
 * Text copied from Excel → rows of cells: tab-separated cells, one row a line, the last line
 * break dropped; a quoted cell may hold tabs, line breaks and doubled quotes.
 */
export function parseClipboard(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let atCellStart = true;
  while (i < text.length) {
    const ch = text[i];
    if (atCellStart && ch === '"') {
      // A quoted cell: up to the closing quote that is not doubled.
      let j = i + 1;
      let quoted = '';
      let closed = false;
      while (j < text.length) {
        if (text[j] === '"') {
          if (text[j + 1] === '"') {
            quoted += '"';
            j += 2;
            continue;
          }
          closed = true;
          j += 1;
          break;
        }
        quoted += text[j];
        j += 1;
      }
      if (closed && (j === text.length || text[j] === '\t' || text[j] === '\n' || text[j] === '\r')) {
        cell = quoted;
        i = j;
        atCellStart = false;
        continue;
      }
    }
    atCellStart = false;
    if (ch === '\t') {
      row.push(cell);
      cell = '';
      atCellStart = true;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      atCellStart = true;
    } else {
      cell += ch;
    }
    i += 1;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/**
 * Text copied from a spreadsheet (cells split by tabs, each row ended by a line break, even a
 * single cell): pasted over the grid rather than into one input.
 */
export function isSheetText(text: string): boolean {
  return /[\t\r\n]/.test(text);
}

/** 2026-03-15, 2026/3/15, 2026.03.15, 2026年3月15日 or 20260315 → yyyymmdd; undefined if not a date. */
export function parseDateText(text: string): string | undefined {
  const t = text.trim();
  const m =
    /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:\s.*)?$/.exec(t) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(t);
  if (!m) return undefined;
  const ymd = `${m[1]}${m[2].padStart(2, '0')}${m[3].padStart(2, '0')}`;
  return isYmd(ymd) ? ymd : undefined;
}

const TRUE_TEXTS = new Set(['是', 'y', 'yes', 'true', '1', '√', '✓', 'x']);

/** A pasted cell → the value of a field that is not a ref; undefined when the text says nothing. */
export function cellValueFromText(field: FieldDef, raw: string): unknown {
  const text = raw.trim();
  if (field.kind === 'bool') return TRUE_TEXTS.has(text.toLowerCase());
  if (text === '') return undefined;
  if (isScaled(field)) {
    const { scale, decimals, allowNegative } = scaleProps(field);
    return /\d/.test(text) ? Number(parseNumberText(text, decimals, scale, allowNegative)) : undefined;
  }
  switch (field.kind) {
    case 'int':
      return /\d/.test(text) ? Number(parseNumberText(text, 0, 1, (field.min ?? 0) < 0)) : undefined;
    case 'date':
      return parseDateText(text);
    case 'enum': {
      const option = enumOptions(field).find((o) => o.label === text || o.value === text);
      return option?.value;
    }
    case 'text':
      return field.trim ? text : raw;
    default:
      return undefined;
  }
}

export interface RefMatch {
  id: number;
  label: string;
}

/**
 * A pasted reference: the target's list searched on its first display field (records in use
 * only), the exact code or display text preferred, else the first match. Text like "M001 钛白粉"
 * (code and name, as lists and exports show it) falls back to its first word.
 */
export async function lookupRef(target: string, text: string): Promise<RefMatch | undefined> {
  await ensureDefs([target]);
  const targetDef = defFor(target);
  if (!targetDef) return undefined;
  const api = documentApi(targetDef);
  const key = targetDef.display[0];
  const ask = async (q: string) => {
    const vo: Record<string, unknown> = { [key]: q };
    if (targetDef.statuses === 'master-data') vo.status = 'EBL';
    const page = await api.list(
      { page: { pageIndex: 1, pageSize: REF_PAGE_SIZE }, queryParameterVo: vo },
      { silent: true },
    );
    return page?.requestList ?? [];
  };
  let rows = await ask(text);
  const word = text.split(/\s+/)[0];
  if (rows.length === 0 && word !== text) rows = await ask(word);
  const row =
    rows.find((r) => String(r[key] ?? '') === text || displayText(targetDef, r) === text) ??
    rows.find((r) => String(r[key] ?? '') === word) ??
    rows[0];
  return row ? { id: row.id, label: displayText(targetDef, row) } : undefined;
}
