import { type DocumentDef, type FieldDef, isScaled, isYmd, scaleOf } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { type DbOrTx, queryRows } from '../db/client.ts';
import { saveSchema } from './document-schemas.ts';
import { type Reader, scopeWhere } from './document-scope.ts';
import { columnName } from './document-table.ts';
import { enumValueOf, importColumns } from './excel-cells.ts';
import type { DocumentRegistry } from './registry.ts';

/**
 * Reads an import workbook into save payloads, all or nothing: every row is checked (types,
 * required fields, formats, references, uniqueness in the file and in the database) and the
 * caller imports only when no row has an error.
 */
export interface ImportError {
  row: number;
  field: string;
  message: string;
}

export const MAX_IMPORT_ROWS = 10_000;

function cellText(cell: ExcelJS.CellValue): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10).replaceAll('-', '');
  if (typeof cell === 'object') {
    if ('richText' in cell) return cell.richText.map((r) => r.text).join('');
    if ('text' in cell) return String(cell.text);
    if ('result' in cell) return String(cell.result ?? '');
  }
  return String(cell).trim();
}

/** Half-up rounding of a decimal text to an integer of `factor` (no floating point). */
function scaleText(text: string, factor: number): number | null {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.replaceAll(',', ''));
  if (!m) return null;
  const decimals = String(factor).length - 1;
  const frac = (m[3] ?? '').padEnd(decimals + 1, '0');
  let value = BigInt(m[2]) * BigInt(factor) + BigInt(frac.slice(0, decimals) || '0');
  if (Number(frac[decimals]) >= 5) value += 1n;
  return Number(m[1] ? -value : value);
}

async function refIndex(
  db: DbOrTx,
  registry: DocumentRegistry,
  field: FieldDef,
  reader: Reader,
): Promise<Map<string, number>> {
  if (field.kind !== 'ref') return new Map();
  const target = registry.get(field.target).def;
  const index = new Map<string, number>();
  const cols = target.display.map((d) => sql`t.${sql.identifier(columnName(d))}`);
  // Only what the importer may see and use: outside their record rule, a name is unknown.
  const scope = scopeWhere(registry, target, reader);
  const inactive = (target.inactive?.statuses ?? []).map((s) => sql`, ${s}`);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select t.id, ${sql.join(cols, sql`, `)} from ${sql.identifier(target.table)} t
        where t.status not in ('DISCARDED'${sql.join(inactive, sql``)})${scope ? sql` and ${scope}` : sql``}`,
  );
  for (const row of rows) {
    for (const d of target.display) {
      const key = String(row[columnName(d)] ?? '').toLowerCase();
      if (key && !index.has(key)) index.set(key, row.id as number);
    }
  }
  return index;
}

function convert(
  field: FieldDef,
  text: string,
  refs: Map<string, number>,
): { value?: unknown; error?: string } {
  if (text === '') return { value: undefined };
  if (isScaled(field)) {
    const v = scaleText(text, scaleOf[field.kind].factor);
    return v === null ? { error: `「${text}」不是有效的数字` } : { value: v };
  }
  switch (field.kind) {
    case 'int':
      return /^-?\d+$/.test(text) ? { value: Number(text) } : { error: `「${text}」不是整数` };
    case 'bool':
      return ['是', 'true', '1', 'Y'].includes(text)
        ? { value: true }
        : ['否', 'false', '0', 'N'].includes(text)
          ? { value: false }
          : { error: `「${text}」应为 是 或 否` };
    case 'date': {
      const ymd = text.replaceAll('-', '').replaceAll('/', '');
      return isYmd(ymd) ? { value: ymd } : { error: `「${text}」不是有效日期（yyyy-mm-dd）` };
    }
    case 'enum': {
      const v = enumValueOf(field, text);
      return v ? { value: v } : { error: `「${text}」不是可选值` };
    }
    case 'ref': {
      const id = refs.get(text.toLowerCase());
      return id ? { value: id } : { error: `找不到「${text}」（请填写编码或名称）` };
    }
    default:
      return { value: text };
  }
}

export async function readImport(
  db: DbOrTx,
  registry: DocumentRegistry,
  def: DocumentDef,
  buffer: Buffer,
  reader: Reader,
): Promise<{ rows: Record<string, unknown>[]; errors: ImportError[] }> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    return { rows: [], errors: [{ row: 0, field: '', message: '文件不是有效的 Excel（.xlsx）文件' }] };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { rows: [], errors: [{ row: 0, field: '', message: '文件中没有工作表' }] };
  const names = importColumns(def);
  const byLabel = new Map(names.map((n) => [def.fields[n].label, n]));
  const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).map((v) => cellText(v).replace(/^\*/, ''));
  const columnOf = new Map<string, number>();
  header.forEach((label, index) => {
    const name = byLabel.get(label);
    if (name) columnOf.set(name, index);
  });
  const missing = names.filter((n) => def.fields[n].required && !columnOf.has(n));
  if (missing.length) {
    return {
      rows: [],
      errors: [
        { row: 1, field: '', message: `缺少必填列：${missing.map((n) => def.fields[n].label).join('、')}` },
      ],
    };
  }
  const refs = new Map<string, Map<string, number>>();
  for (const name of names) refs.set(name, await refIndex(db, registry, def.fields[name], reader));

  const schema = saveSchema(def);
  const errors: ImportError[] = [];
  const rows: Record<string, unknown>[] = [];
  const seen = new Map<string, Map<string, number>>();
  const lastRow = sheet.actualRowCount;
  if (lastRow - 1 > MAX_IMPORT_ROWS) {
    return { rows: [], errors: [{ row: 0, field: '', message: `一次最多导入${MAX_IMPORT_ROWS}行` }] };
  }
  sheet.eachRow({ includeEmpty: false }, (excelRow, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Record<string, unknown> = {};
    const cells = excelRow.values as ExcelJS.CellValue[];
    if (cells.every((c) => cellText(c) === '')) return;
    for (const name of names) {
      const col = columnOf.get(name);
      if (col === undefined) continue;
      const field = def.fields[name];
      const { value, error } = convert(field, cellText(cells[col]), refs.get(name)!);
      if (error) errors.push({ row: rowNumber, field: field.label, message: error });
      else if (value !== undefined) values[name] = value;
    }
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        if (errors.some((e) => e.row === rowNumber && e.field === def.fields[name]?.label)) continue;
        errors.push({ row: rowNumber, field: def.fields[name]?.label ?? name, message: issue.message });
      }
    }
    for (const [name, field] of Object.entries(def.fields)) {
      if (field.kind !== 'text' || !field.unique || !values[name]) continue;
      const key = String(values[name]).toLowerCase();
      const inFile = seen.get(name) ?? new Map<string, number>();
      seen.set(name, inFile);
      const first = inFile.get(key);
      if (first)
        errors.push({
          row: rowNumber,
          field: field.label,
          message: `与第${first}行重复：「${values[name]}」`,
        });
      else inFile.set(key, rowNumber);
    }
    rows.push({ ...values, __row: rowNumber });
  });
  for (const [name, inFile] of seen) {
    if (inFile.size === 0) continue;
    const taken = await queryRows<{ v: string }>(
      db,
      sql`select lower(${sql.identifier(columnName(name))}) as v from ${sql.identifier(def.table)}
          where lower(${sql.identifier(columnName(name))}) in (${sql.join(
            [...inFile.keys()].map((k) => sql`${k}`),
            sql`, `,
          )})`,
    );
    for (const { v } of taken) {
      errors.push({ row: inFile.get(v)!, field: def.fields[name].label, message: `「${v}」已存在` });
    }
  }
  if (rows.length === 0 && errors.length === 0)
    errors.push({ row: 0, field: '', message: '文件中没有数据行' });
  errors.sort((a, b) => a.row - b.row);
  return { rows, errors };
}
