import type { PrintDef } from './define.ts';

/**
 * What a printed form shows beyond its declaration's fields, alike on screen and in Excel: the
 * letterhead of a print that leaves the company, and the values a red-letter form prints negative.
 */

/** The company as a letterhead prints it: its name, then one line each of what a buyer needs. */
export interface Letterhead {
  name: string;
  lines: string[];
}

type Row = Readonly<Record<string, unknown>>;

const joined = (parts: [string, unknown][]) =>
  parts
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([label, v]) => `${label}：${String(v)}`)
    .join('　');

/**
 * The letterhead of a kept company profile (`companyProfile`'s record): name; 地址 and 电话; 税号;
 * 开户行 and 账号 — a line left out when it has nothing. None without a profile.
 */
export function letterheadOf(profile: Row | undefined | null): Letterhead | undefined {
  if (!profile?.name) return undefined;
  const lines = [
    joined([
      ['地址', profile.address],
      ['电话', profile.phone],
    ]),
    joined([['税号', profile.taxNo]]),
    joined([
      ['开户行', profile.bankName],
      ['账号', profile.bankAccount],
    ]),
  ].filter(Boolean);
  return { name: String(profile.name), lines };
}

/** A row as a form prints it: the layout's `negative` fields negated (stored positive). */
export function printedValues<R extends Row>(layout: Pick<PrintDef, 'negative'>, row: R): R {
  if (!layout.negative?.length) return row;
  const out: Record<string, unknown> = { ...row };
  for (const key of layout.negative) {
    const v = row[key];
    if (v === null || v === undefined || v === '') continue;
    out[key] = typeof v === 'bigint' ? -v : -Number(v);
  }
  return out as R;
}

/** A field's label on a form: the layout's own for it, else the field's. */
export function printLabel(layout: Pick<PrintDef, 'labels'>, key: string, label: string): string {
  return layout.labels?.[key] ?? label;
}
