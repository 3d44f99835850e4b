import { PassThrough } from 'node:stream';
import { companyToday, type DocumentDef } from '@tiangong/domain';
import ExcelJS from 'exceljs';
import { exportValue, importColumns, numberFormat } from './excel-cells.ts';

/**
 * Streams a document list as an .xlsx file: rows arrive in batches from the database and leave
 * as soon as they are written, so a large export never sits in memory.
 */
export function datedFileName(title: string, date = new Date()): string {
  return `${title}${companyToday(date)}.xlsx`;
}

export function contentDisposition(fileName: string): string {
  return `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function streamExport(
  def: DocumentDef,
  visible: (name: string) => boolean,
  batches: AsyncGenerator<Record<string, unknown>[]>,
  onError: (err: unknown) => void,
): PassThrough {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(def.title);
  const columns = def.list.columns.filter(visible);
  sheet.columns = columns.map((name) => ({
    header: name === 'status' ? '状态' : def.fields[name].label,
    key: name,
    width: 18,
    style: { numFmt: numberFormat(def.fields[name]) },
  }));
  sheet.getRow(1).font = { bold: true };
  (async () => {
    for await (const rows of batches) {
      for (const row of rows) {
        sheet.addRow(Object.fromEntries(columns.map((name) => [name, exportValue(def, name, row)]))).commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err) => {
    onError(err);
    out.destroy(err as Error);
  });
  return out;
}

/** The import template: one header row with the field labels, required ones marked *. */
export async function importTemplate(def: DocumentDef): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(def.title);
  sheet.columns = importColumns(def).map((name) => {
    const field = def.fields[name];
    return { header: `${field.required ? '*' : ''}${field.label}`, key: name, width: 20 };
  });
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
