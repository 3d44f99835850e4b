import {
  companyProfile,
  type DocumentDef,
  type FieldDef,
  isScaled,
  isTotalled,
  type Letterhead,
  letterheadOf,
  type Permission,
  type PrintDef,
  printedValues,
  printLabel,
  scaleOf,
  unitPriceDecimals,
} from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { type DbOrTx, queryRows } from '../db/client.ts';
import { exportValue, numberFormat } from './excel-cells.ts';
import type { DocumentRegistry } from './registry.ts';

/**
 * One printed form of a record as an Excel sheet (SPEC's "print stock-in excel", "print receive
 * excel"): the same letterhead, title, header fields, line columns, blanks and signature boxes as
 * the paper form, for those who file or fill in slips in Excel. Sums are formulas, so edits add up.
 * The caller passes only what the reader may see (fields without permission are absent). A unit
 * price shows the decimals it has (2 to 6), a red-letter form's `negative` fields print negative.
 */
const thin: Partial<ExcelJS.Borders> = {
  top: { style: 'thin' },
  left: { style: 'thin' },
  bottom: { style: 'thin' },
  right: { style: 'thin' },
};

export async function printWorkbook(
  def: DocumentDef,
  layout: PrintDef,
  record: Record<string, unknown>,
  items: Record<string, unknown>[],
  visible: (field: { permission?: Permission }) => boolean,
  letterhead?: Letterhead,
): Promise<Buffer> {
  const row = printedValues(layout, record);
  const lines = items.map((line) => printedValues(layout, line));
  const itemFields = def.items?.fields ?? {};
  const itemKeys = (layout.items ?? Object.keys(itemFields)).filter(
    (key) => itemFields[key] && visible(itemFields[key]),
  );
  const blanks = layout.blanks ?? [];
  const headerKeys = layout.fields.filter((key) => key === 'status' || visible(def.fields[key]));
  const width = Math.max(4, 1 + itemKeys.length + blanks.length);

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(layout.title, {
    pageSetup: { paperSize: 9, orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = Array.from({ length: width }, (_, i) => ({ width: i === 0 && itemKeys.length ? 8 : 18 }));

  // A print that leaves the company is headed by it: its name, then address, 税号 and bank.
  if (layout.letterhead && letterhead) {
    const name = sheet.addRow([letterhead.name]);
    sheet.mergeCells(name.number, 1, name.number, width);
    name.font = { bold: true, size: 14 };
    name.alignment = { horizontal: 'center' };
    for (const text of letterhead.lines) {
      const r = sheet.addRow([text]);
      sheet.mergeCells(r.number, 1, r.number, width);
      r.alignment = { horizontal: 'center' };
    }
  }
  const title = sheet.addRow([layout.title]);
  sheet.mergeCells(title.number, 1, title.number, width);
  title.font = { bold: true, size: 16 };
  title.alignment = { horizontal: 'center' };
  title.height = 28;

  // Header fields two a line: label, value (spanning half the width), label, value.
  const half = Math.floor(width / 2);
  for (let i = 0; i < headerKeys.length; i += 2) {
    const r = sheet.addRow([]);
    headerKeys.slice(i, i + 2).forEach((key, j) => {
      const start = 1 + j * half;
      const end = j === 0 && i + 1 >= headerKeys.length ? width : j === 0 ? half : width;
      r.getCell(start).value = key === 'status' ? '状态' : printLabel(layout, key, def.fields[key].label);
      r.getCell(start).font = { bold: true };
      r.getCell(start + 1).value = exportValue(def, key, row);
      const format = cellFormat(def.fields[key], row[key]);
      if (format) r.getCell(start + 1).numFmt = format;
      if (end > start + 1) sheet.mergeCells(r.number, start + 1, r.number, end);
      for (let c = start; c <= end; c++) r.getCell(c).border = thin;
    });
  }

  if (def.items && (itemKeys.length || blanks.length)) {
    sheet.addRow([]);
    sheet.addRow([def.items.title]).font = { bold: true };
    const lineDef = { ...def, fields: itemFields };
    const head = sheet.addRow(['行号', ...itemKeys.map((key) => itemFields[key].label), ...blanks]);
    head.font = { bold: true };
    const first = head.number + 1;
    lines.forEach((line, index) => {
      const r = sheet.addRow([
        typeof line.lineNo === 'number' ? line.lineNo : index + 1,
        ...itemKeys.map((key) => exportValue(lineDef, key, line)),
        ...blanks.map(() => null),
      ]);
      itemKeys.forEach((key, k) => {
        r.getCell(2 + k).numFmt = cellFormat(itemFields[key], line[key]) ?? '@';
      });
    });
    const last = sheet.lastRow!.number;
    const rows = [head.number];
    if (itemKeys.some((key) => isTotalled(itemFields[key]))) {
      const total = sheet.addRow(['合计']);
      total.font = { bold: true };
      itemKeys.forEach((key, k) => {
        const field = itemFields[key];
        if (!isTotalled(field) || !isScaled(field)) return;
        const column = sheet.getColumn(2 + k).letter;
        const sum = lines.reduce((acc, line) => acc + BigInt(Number(line[key] ?? 0)), 0n);
        const cell = total.getCell(2 + k);
        cell.value = {
          formula: lines.length ? `SUM(${column}${first}:${column}${last})` : '0',
          result: Number(sum) / scaleOf[field.kind].factor,
        };
        cell.numFmt = numberFormat(field) ?? '';
      });
      rows.push(total.number);
    }
    const bottom = Math.max(...rows, last);
    for (let r = head.number; r <= bottom; r++)
      for (let c = 1; c <= 1 + itemKeys.length + blanks.length; c++) sheet.getCell(r, c).border = thin;
  }

  if (layout.signatures?.length) {
    sheet.addRow([]);
    const r = sheet.addRow([]);
    const step = Math.max(1, Math.floor(width / layout.signatures.length));
    layout.signatures.forEach((label, i) => {
      r.getCell(1 + i * step).value = `${label}：`;
    });
    const dates = sheet.addRow([]);
    layout.signatures.forEach((_, i) => {
      dates.getCell(1 + i * step).value = '日期：';
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The company as its latest enabled 公司信息 keeps it, for a print's letterhead (none kept: none). */
export async function companyLetterhead(
  db: DbOrTx,
  registry: DocumentRegistry,
): Promise<Letterhead | undefined> {
  const kept = registry.find(companyProfile.key);
  if (!kept) return undefined;
  const [profile] = await queryRows<Record<string, unknown>>(
    db,
    sql`select name, address, phone, tax_no as "taxNo", bank_name as "bankName", bank_account as "bankAccount"
        from ${sql.identifier(kept.def.table)} where status = 'EBL' order by id desc limit 1`,
  );
  return letterheadOf(profile);
}

/** A printed cell's number format: a unit price with the decimals it has, else the field's. */
function cellFormat(field: FieldDef | undefined, value: unknown): string | undefined {
  if (field?.kind === 'price' && value !== null && value !== undefined && value !== '')
    return `#,##0.${'0'.repeat(unitPriceDecimals(value as number | string))}`;
  return numberFormat(field);
}
