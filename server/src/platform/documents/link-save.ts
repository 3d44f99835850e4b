import {
  type DocumentDef,
  type FieldKind,
  formatQty,
  type LineLinkDef,
  type LinkSaveDef,
  ResultCode,
} from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client.ts';
import { fail } from '../http/app-error.ts';
import { openLines } from './document-chain.service.ts';
import {
  allowanceSql,
  drawableStatuses,
  itemField,
  itemLabelSql,
  notPassingText,
  numberColumn,
  overDrawText,
  sourcePasses,
  targetDraws,
} from './document-links.ts';
import { SYSTEM_READER } from './document-scope.ts';
import { columnName, itemsTableName } from './document-table.ts';
import type { DocumentRegistry } from './registry.ts';

/**
 * The save half of a link declaration (`links[].save`, ERPNext's `validate_with_previous_doc`):
 * before the module's `beforeSave`, every line naming a source line is checked against it — it
 * exists, its document is in a status the link draws on, agrees on the compared header fields, the
 * line is open and holds the same item, and, where declared, what the lines take fits what is
 * open — and the source's values are copied over the target's server-filled fields, so the hooks
 * see them. One read per link, without locks: the transition locks the source lines and checks
 * again (another draw may come between). A document naming its one source in its header has it
 * checked, and its hand-keyed lines matched to their source lines, first (`matchLinksAtSave`).
 */

type Values = Record<string, unknown>;

const id = (name: string) => sql.identifier(columnName(name));
/** Source values are read under aliases of their own: `h:customerId` (header), `c:price` (line). */
const alias = (side: 'h' | 'c', name: string) => `${side}:${name}`;
const NUMERIC: ReadonlySet<FieldKind> = new Set(['int', 'quantity', 'price', 'amount', 'percent', 'rate']);

interface SourceRow {
  id: number;
  doc_id: number;
  line_no: number;
  qty: string | number;
  drawn: string | number;
  spent: string | number;
  closed: boolean;
  status: string;
  number: string;
  item: string;
  allowance: string | number;
  /** The line may be drawn at all (the source's `where`). */
  passes: boolean;
  [aliased: string]: unknown;
}

/**
 * A save as its links see it: the merged document (`header`) and the lines the save writes
 * (`lines`, both changed in place), undefined when the client sent none.
 */
export interface LinkSave {
  db: DbOrTx;
  registry: DocumentRegistry;
  def: DocumentDef;
  header: Values;
  lines: Values[] | undefined;
}

/** A reference or line link as sent: a number, or nothing. */
const idOf = (v: unknown) => (typeof v === 'number' ? v : v == null || v === '' ? null : Number(v));

/**
 * The first half of a link's save, for a document naming its one source in its header (`header`),
 * on every save: that source exists, is in a status the link draws on and agrees on the compared
 * fields, and its `headerCopy` values are taken (the source's win); with `fill`, a save sending no
 * lines takes the source's open lines (下推's); a line keyed by hand on it is matched to its source
 * line by the `match` fields. The module's `beforeLinkChecks` follows, then `checkLinksAtSave`.
 */
export async function matchLinksAtSave({ db, registry, def, header, lines }: LinkSave): Promise<void> {
  for (const link of def.links ?? []) {
    const sourceId = link.header ? idOf(header[link.header]) : null;
    if (!link.save || sourceId == null) continue;
    await checkHeaderSource(db, registry, def, link, link.save, header, sourceId);
    if (!lines) continue;
    if (lines.length === 0 && link.save.fill)
      lines.push(...(await openLinesOf(db, registry, def, link, sourceId)));
    if (link.match?.length) await matchLines(db, registry, link, sourceId, lines);
  }
}

async function checkHeaderSource(
  db: DbOrTx,
  registry: DocumentRegistry,
  def: DocumentDef,
  link: LineLinkDef,
  save: LinkSaveDef,
  header: Values,
  sourceId: number,
) {
  const s = link.source;
  const source = registry.get(s.key).def;
  const compare = compareFields(link, save);
  const copied = Object.entries(link.headerCopy ?? {}).filter(([, from]) => !from.includes('.'));
  const fields = new Set([...Object.values(compare), ...copied.map(([, from]) => from)]);
  const [row] = await queryRows<Values & { status: string; number: string }>(
    db,
    sql`select d.status, d.${numberColumn(source)} as number${sql.join(
      [...fields].map((f) => sql`, d.${id(f)} as ${sql.identifier(alias('h', f))}`),
      sql``,
    )} from ${sql.identifier(source.table)} d where d.id = ${sourceId}`,
  );
  if (!row) fail(ResultCode.BUSINESS_RULE, `所选${s.noun}不存在`);
  const refusal = { at: '', number: row.number };
  if (!drawableStatuses(link).includes(row.status))
    fail(
      ResultCode.BUSINESS_RULE,
      save.messages?.status?.(refusal) ?? `${s.noun} ${row.number} 当前状态不能${link.verb}`,
    );
  for (const [field, sourceField] of Object.entries(compare)) {
    const mine = header[field];
    const theirs = row[alias('h', sourceField)];
    if (mine == null || theirs == null || String(mine) === String(theirs)) continue;
    const label = def.fields[field]?.label ?? field;
    const sourceLabel = source.fields[sourceField]?.label ?? sourceField;
    fail(
      ResultCode.BUSINESS_RULE,
      save.messages?.compare?.({ ...refusal, field, label, sourceLabel, noun: s.noun }) ??
        `${label}须与${s.noun} ${row.number} 的${sourceLabel}一致`,
    );
  }
  for (const [field, sourceField] of copied)
    header[field] = asField(def.fields[field]?.kind, row[alias('h', sourceField)]);
}

/** The source's open lines as target lines (下推's), each at what is open. */
async function openLinesOf(
  db: DbOrTx,
  registry: DocumentRegistry,
  def: DocumentDef,
  link: LineLinkDef,
  sourceId: number,
): Promise<Values[]> {
  const fields = def.items?.fields ?? {};
  const { requestList } = await openLines(db, registry, def, link, SYSTEM_READER, { sourceIds: [sourceId] });
  return requestList.map((open) =>
    Object.fromEntries(
      Object.entries(open.line).flatMap(([name, value]) =>
        name in fields ? [[name, asField(fields[name].kind, value)]] : [],
      ),
    ),
  );
}

/**
 * Lines keyed by hand on the header's source, naming no source line: each takes the first of the
 * source's lines that holds the same `match` values — one that may be drawn and has enough open
 * (after this save's other lines on it), else one that may be drawn, else the first (whose refusal
 * then names it). A line that does not draw as it stands (the link's `where`: not judged, or
 * judged failed) or matches none is left alone: the transition matches what draws then, and
 * refuses what still names no source line.
 */
async function matchLines(
  db: DbOrTx,
  registry: DocumentRegistry,
  link: LineLinkDef,
  sourceId: number,
  lines: Values[],
) {
  // Only lines that draw as they stand: an acceptance line not judged yet is matched when judged.
  const draws = (l: Values) => !link.where || link.where.in.includes(String(l[link.where.field]));
  const unmatched = lines.filter((l) => idOf(l[link.line]) == null && draws(l));
  if (unmatched.length === 0) return;
  const s = link.source;
  const source = registry.get(s.key).def;
  const match = link.match ?? [];
  const spent = sql.join([sql`0`, ...(s.spent ?? []).map((f) => sql`coalesce(si.${id(f)}, 0)`)], sql` + `);
  const rows = await queryRows<{ id: number; open: string; drawable: boolean; [aliased: string]: unknown }>(
    db,
    sql`select si.id, si.${id(s.qty)} - coalesce(si.${id(s.drawn)}, 0) - (${spent}) as open,
               not si.closed and ${sourcePasses(link, 'si')} as drawable${sql.join(
                 match.map((f) => sql`, si.${id(f)} as ${sql.identifier(alias('c', f))}`),
                 sql``,
               )}
        from ${sql.identifier(itemsTableName(source))} si where si.doc_id = ${sourceId} order by si.line_no`,
  );
  const qtyOf = (l: Values) => Number(l[link.qty] ?? 0);
  const taken = new Map<number, number>();
  for (const l of lines) {
    const named = idOf(l[link.line]);
    if (named != null) taken.set(named, (taken.get(named) ?? 0) + qtyOf(l));
  }
  const same = (a: unknown, b: unknown) => (a == null ? b == null : b != null && String(a) === String(b));
  for (const line of unmatched) {
    const candidates = rows.filter((r) => match.every((f) => same(r[alias('c', f)], line[f])));
    const found =
      candidates.find((r) => r.drawable && Number(r.open) - (taken.get(r.id) ?? 0) >= qtyOf(line)) ??
      candidates.find((r) => r.drawable) ??
      candidates[0];
    if (!found) continue;
    line[link.line] = found.id;
    taken.set(found.id, (taken.get(found.id) ?? 0) + qtyOf(line));
  }
}

/**
 * Checks the lines about to be saved against the source lines they name, link by link, and fills
 * their server-filled fields (and the header's, `headerCopy`) from them. Lines not sent: nothing to do.
 */
export async function checkLinksAtSave({ db, registry, def, header, lines }: LinkSave): Promise<void> {
  if (!lines || lines.length === 0) return;
  for (const link of def.links ?? [])
    if (link.save) await checkLink(db, registry, def, link, link.save, header, lines);
}

async function checkLink(
  db: DbOrTx,
  registry: DocumentRegistry,
  def: DocumentDef,
  link: LineLinkDef,
  save: LinkSaveDef,
  header: Values,
  lines: Values[],
) {
  const s = link.source;
  const at = (i: number) => `第${i + 1}行：`;
  const sourceLineOf = (line: Values) => idOf(line[link.line]);
  const rows = await sourceRows(db, registry, def, link, save, [
    ...new Set(lines.flatMap((l) => sourceLineOf(l) ?? [])),
  ]);
  const compare = compareFields(link, save);
  const readOnlyItem = (name: string) => def.items?.fields[name]?.readOnly === true;
  const item = itemField(def, link);
  const itemSource = item ? link.copy[item] : undefined;
  const statuses: readonly string[] = link.returns ? s.statuses : drawableStatuses(link);
  const headerSource = link.header ? header[link.header] : null;
  const copiedHeader = Object.entries(link.headerCopy ?? {}).filter(
    ([f, from]) => def.fields[f]?.readOnly && !from.includes('.'),
  );
  const headerValues = new Map<string, Set<unknown>>(copiedHeader.map(([f]) => [f, new Set()]));

  for (const [i, line] of lines.entries()) {
    const lineId = sourceLineOf(line);
    const row = lineId == null ? undefined : rows.get(lineId);
    if (!row) {
      if (save.required) fail(ResultCode.VALIDATION, `${at(i)}${save.required}`);
      if (lineId == null) continue;
      fail(ResultCode.BUSINESS_RULE, `${at(i)}所选${s.noun}明细不存在`);
    }
    const refusal = { at: at(i), number: row.number };
    for (const [field, sourceField] of Object.entries(compare)) {
      const mine = header[field];
      const theirs = row[alias('h', sourceField)];
      if (mine == null || theirs == null || String(mine) === String(theirs)) continue;
      const label = def.fields[field]?.label ?? field;
      const sourceLabel = registry.get(s.key).def.fields[sourceField]?.label ?? sourceField;
      fail(
        ResultCode.BUSINESS_RULE,
        save.messages?.compare?.({ ...refusal, field, label, sourceLabel, noun: s.noun }) ??
          `${at(i)}${s.noun} ${row.number} 不是所选${label}的${s.noun}`,
      );
    }
    if (!statuses.includes(row.status))
      fail(
        ResultCode.BUSINESS_RULE,
        save.messages?.status?.(refusal) ?? `${at(i)}${s.noun} ${row.number} 当前状态不能${link.verb}`,
      );
    if (headerSource != null && String(row.doc_id) !== String(headerSource))
      fail(ResultCode.BUSINESS_RULE, `${at(i)}不属于所选${s.noun}`);
    if (row.closed && !link.returns)
      fail(
        ResultCode.BUSINESS_RULE,
        `${at(i)}${s.noun} ${row.number} 第${row.line_no}行已关闭，不能再${link.verb}`,
      );
    if (!row.passes && !link.returns)
      fail(ResultCode.BUSINESS_RULE, notPassingText(link, i + 1, row.number, row.line_no));
    if (item && itemSource) {
      const theirs = row[alias('c', itemSource)];
      if (line[item] != null && String(line[item]) !== String(theirs))
        fail(
          ResultCode.BUSINESS_RULE,
          `${at(i)}${def.items?.fields[item]?.label ?? item}与${s.noun} ${row.number} 的明细不一致`,
        );
      line[item] = theirs;
    }
    // The source's values win over the client's on what the server fills; an editable copied
    // field (a price the user may change) was only a default of 选单 / 下推.
    for (const [field, sourceField] of Object.entries(link.copy))
      if (readOnlyItem(field) && !sourceField.includes('.'))
        line[field] = asField(def.items?.fields[field]?.kind, row[alias('c', sourceField)]);
    for (const [field, sourceField] of copiedHeader)
      headerValues.get(field)?.add(row[alias('h', sourceField)] ?? null);
  }
  for (const [field, values] of headerValues) {
    if (values.size === 0) continue;
    const label = def.fields[field].label;
    if (values.size > 1)
      fail(
        ResultCode.BUSINESS_RULE,
        save.messages?.mixed?.(label) ?? `一张${def.title}只能${link.verb}同一${label}的${s.noun}`,
      );
    header[field] = asField(def.fields[field].kind, [...values][0]);
  }
  if (save.open && (!link.when || link.when.in.includes(String(header[link.when.field]))))
    await checkOpen(db, def, link, save, header, lines, rows, sourceLineOf);
}

/** The header fields a source must agree on: declared, else the link's party. */
function compareFields(link: LineLinkDef, save: LinkSaveDef): Readonly<Record<string, string>> {
  if (save.compare) return save.compare;
  return link.party && link.source.party ? { [link.party]: link.source.party } : {};
}

/** A stored value as the field carries it on the wire: scaled numbers as numbers (bigint reads as text). */
function asField(kind: FieldKind | undefined, value: unknown): unknown {
  if (value == null) return null;
  return kind && NUMERIC.has(kind) && typeof value === 'string' ? Number(value) : value;
}

async function sourceRows(
  db: DbOrTx,
  registry: DocumentRegistry,
  def: DocumentDef,
  link: LineLinkDef,
  save: LinkSaveDef,
  ids: number[],
): Promise<Map<number, SourceRow>> {
  if (ids.length === 0) return new Map();
  const s = link.source;
  const source = registry.get(s.key).def;
  const item = itemField(def, link);
  const itemSource = item ? link.copy[item] : undefined;
  const itemId = itemSource ? sql`si.${id(itemSource)}` : sql`null::int`;
  // A copy through a reference or a line's link (`addressId.receiver`) is only a default of 选单 /
  // 下推: the save neither reads nor enforces it.
  const own = (f: string) => !f.includes('.');
  const headerFields = new Set([
    ...Object.values(compareFields(link, save)),
    ...Object.values(link.headerCopy ?? {}).filter(own),
  ]);
  const lineFields = new Set(Object.values(link.copy).filter(own));
  const spent = sql.join([sql`0`, ...(s.spent ?? []).map((f) => sql`coalesce(si.${id(f)}, 0)`)], sql` + `);
  const extra = [
    ...[...headerFields].map((f) => sql`, d.${id(f)} as ${sql.identifier(alias('h', f))}`),
    ...[...lineFields].map((f) => sql`, si.${id(f)} as ${sql.identifier(alias('c', f))}`),
  ];
  const rows = await queryRows<SourceRow>(
    db,
    sql`select si.id, si.doc_id, si.line_no, si.${id(s.qty)} as qty, coalesce(si.${id(s.drawn)}, 0) as drawn,
               ${spent} as spent, si.closed, d.status, d.${numberColumn(source)} as number,
               ${itemLabelSql(registry, def, item, itemId)} as item,
               ${allowanceSql(registry, def, link, itemId)} as allowance,
               ${sourcePasses(link, 'si')} as passes${sql.join(extra, sql``)}
        from ${sql.identifier(itemsTableName(source))} si join ${sql.identifier(source.table)} d on d.id = si.doc_id
        where si.id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * What the lines take of each source line together fits what is open: qty − drawn − spent plus the
 * allowance (a return: what the line has drawn). A draft has drawn nothing yet; a document edited
 * in a counting status has, and its own share is added back.
 */
async function checkOpen(
  db: DbOrTx,
  def: DocumentDef,
  link: LineLinkDef,
  save: LinkSaveDef,
  header: Values,
  lines: Values[],
  rows: Map<number, SourceRow>,
  sourceLineOf: (line: Values) => number | null,
) {
  const own = new Map<number, number>();
  if (typeof header.id === 'number' && link.counts.includes(String(header.status)))
    for (const r of await queryRows<{ source_line: number; qty: string }>(
      db,
      sql`select ${id(link.line)} as source_line, sum(${id(link.qty)})::bigint as qty
          from ${sql.identifier(itemsTableName(def))} where doc_id = ${header.id} and ${id(link.line)} is not null
            and ${targetDraws(link)}
          group by 1`,
    ))
      own.set(r.source_line, Number(r.qty));
  const unit = link.unit ?? 'kg';
  const asked = new Map<number, number>();
  for (const [i, line] of lines.entries()) {
    const lineId = sourceLineOf(line);
    const row = lineId == null ? undefined : rows.get(lineId);
    if (!row) continue;
    const total = (asked.get(row.id) ?? 0) + Number(line[link.qty] ?? 0);
    asked.set(row.id, total);
    const [qty, drawn, spent, allowance] = [row.qty, row.drawn, row.spent, row.allowance].map(Number);
    const mine = own.get(row.id) ?? 0;
    if (link.returns) {
      if (total <= drawn + mine) continue;
      fail(
        ResultCode.BUSINESS_RULE,
        `第${i + 1}行：${row.item} 本次${link.verb} ${formatQty(total)} ${unit}，超过${link.source.noun} ${row.number} 第${row.line_no}行可${link.verb}的 ${formatQty(drawn + mine)} ${unit}`,
      );
    }
    const limit = qty + Math.floor((qty * allowance) / 10000);
    if (total <= limit - drawn - spent + mine) continue;
    const open = qty - drawn - spent + mine;
    const item = itemField(def, link);
    fail(
      ResultCode.BUSINESS_RULE,
      save.messages?.open?.({
        at: `第${i + 1}行：`,
        number: row.number,
        itemNoun: (item && def.items?.fields[item]?.label) || '',
        item: row.item,
        qty: total,
        open: Math.max(open, 0),
        sourceQty: qty,
        drawn: drawn - mine,
        spent,
      }) ?? overDrawText(link, { lineNo: i + 1, item: row.item, line, qty: total, open, allowance }),
    );
  }
}

/**
 * The source lines a link's `where` keeps out (an acceptance line judged 不合格) are refused on
 * every line naming one — after the module's `beforeSave`, so a line the hooks pinned to its source
 * line is judged too, and a module's own, more particular refusal speaks first. `lines` are the
 * lines the save writes; none sent: nothing to do.
 */
export async function checkSourcesPassAtSave({ db, registry, def, lines }: LinkSave): Promise<void> {
  if (!lines || lines.length === 0) return;
  for (const link of def.links ?? []) {
    if (!link.source.where || link.returns) continue;
    const named = lines.map((l) => idOf(l[link.line]));
    const ids = [...new Set(named.filter((x): x is number => x != null))];
    if (ids.length === 0) continue;
    const source = registry.get(link.source.key).def;
    const failing = new Map(
      (
        await queryRows<{ id: number; line_no: number; number: string }>(
          db,
          sql`select si.id, si.line_no, d.${numberColumn(source)} as number
              from ${sql.identifier(itemsTableName(source))} si join ${sql.identifier(source.table)} d on d.id = si.doc_id
              where si.id in (${sql.join(
                ids.map((i) => sql`${i}`),
                sql`, `,
              )}) and not ${sourcePasses(link, 'si')}`,
        )
      ).map((r) => [r.id, r]),
    );
    for (const [i, lineId] of named.entries()) {
      const row = lineId == null ? undefined : failing.get(lineId);
      if (row) fail(ResultCode.BUSINESS_RULE, notPassingText(link, i + 1, row.number, row.line_no));
    }
  }
}
