import {
  type AmountLinkDef,
  type AmountSourceDef,
  can,
  type DocumentDef,
  formatYmd,
  type OpenAmount,
  ResultCode,
} from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client.ts';
import { fail } from '../http/app-error.ts';
import type { PageWindow } from '../http/paging.ts';
import { yuan } from './amounts.ts';
import { numberColumn } from './document-links.ts';
import { fieldSelect } from './document-query.ts';
import type { DocumentRow } from './document-record.ts';
import { type Reader, scopeWhere } from './document-scope.ts';
import { containsPattern } from './document-search.ts';
import { columnName } from './document-table.ts';
import type { DocumentRegistry } from './registry.ts';

/**
 * The engine's half of `amountLinks` declarations (domain `amount-links.ts`): a target in one of
 * its counting statuses holds its amount drawn on the source it names (the source's `drawn`
 * field), never past the source's amount less what is drawn and spent; an edit or a transition
 * out gives it back; the source's status follows what is left open (`settle`); and a source is
 * not taken back (反审核) while anything is drawn on it (`held`). Race safety: the source rows are
 * locked (`FOR UPDATE`) link by link in declaration order — a write-off's invoice before its
 * receipt, as 自动核销 takes them — and within a link in id order, before the module's hooks
 * touch anything else (stock), so two drawers of one open amount queue and the second sees what
 * the first left.
 */

const id = (name: string) => sql.identifier(columnName(name));

type Values = Readonly<Record<string, unknown>>;

interface SourceRow {
  id: number;
  number: string;
  status: string;
  amount: string;
  drawn: string;
  spent: string;
  party: unknown;
  date: string | null;
  [compare: string]: unknown;
}

/** A source as the checks read it, and the link it was drawn through. */
interface Drawn {
  link: AmountLinkDef;
  row: SourceRow;
}

const num = (v: unknown) => (v == null ? null : Number(v));

/** Locks the sources of one link (ascending id) and reads what the checks need. */
async function lockSources(
  db: DbOrTx,
  registry: DocumentRegistry,
  link: AmountLinkDef,
  ids: readonly number[],
): Promise<Map<number, SourceRow>> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  if (wanted.length === 0) return new Map();
  const source = registry.get(link.source.key).def;
  const s = link.source;
  const spent = sql.join([sql`0`, ...(s.spent ?? []).map((f) => sql`coalesce(${id(f)}, 0)`)], sql` + `);
  const compare = (link.compare ?? []).map((f) => sql`, ${id(f)} as ${sql.identifier(`c_${f}`)}`);
  const rows = await queryRows<SourceRow>(
    db,
    sql`select id, ${numberColumn(source)} as number, status, ${id(s.amount)} as amount,
               coalesce(${id(s.drawn)}, 0) as drawn, ${spent} as spent,
               ${s.party ? id(s.party) : sql`null`} as party, ${s.date ? id(s.date) : sql`null`} as date
               ${sql.join(compare, sql``)}
        from ${sql.identifier(source.table)} where id in (${sql.join(
          wanted.map((i) => sql`${i}`),
          sql`, `,
        )}) order by id for update`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Moves a source's drawn amount by `delta` (negative: gives back) and settles its status from
 * what every amount link on it has drawn.
 */
async function move(
  db: DbOrTx,
  registry: DocumentRegistry,
  link: AmountLinkDef,
  sourceId: number,
  delta: number,
) {
  const source = registry.get(link.source.key).def;
  await db.execute(
    sql`update ${sql.identifier(source.table)} set ${id(link.source.drawn)} = coalesce(${id(link.source.drawn)}, 0) + ${delta}
        where id = ${sourceId}`,
  );
  const settle = link.source.settle;
  if (!settle) return;
  const drawnFields = [...new Set(amountLinksOn(registry, source.key).map((l) => l.link.source.drawn))];
  const left = sql.join(
    [id(link.source.amount), ...drawnFields.map((f) => sql`coalesce(${id(f)}, 0)`)],
    sql` - `,
  );
  await db.execute(
    sql`update ${sql.identifier(source.table)}
        set status = case when ${left} <= 0 then ${settle.done} else ${settle.open} end
        where id = ${sourceId} and status in (${settle.open}, ${settle.done})`,
  );
}

/** The refusals of a draw of `amount` on a locked source, in today's words. */
function checkDraw(link: AmountLinkDef, row: SourceRow, amount: number) {
  const s = link.source;
  if (!s.statuses.includes(row.status))
    fail(ResultCode.BUSINESS_RULE, `${s.noun} ${row.number} ${s.unready}，不能${link.verb}`);
  const open = Number(row.amount) - Number(row.drawn) - Number(row.spent);
  if (amount > open)
    fail(
      ResultCode.BUSINESS_RULE,
      `${s.noun} ${row.number} ${link.open} ${yuan(open)}，本次${link.verb} ${yuan(amount)} 超出`,
    );
}

/** What every source drawn on must agree on: the party, the compared fields, the dates. */
function checkAgreement(registry: DocumentRegistry, def: DocumentDef, doc: Values, drawn: readonly Drawn[]) {
  if (drawn.length === 0) return;
  const names = drawn.map((d) => `${d.link.source.noun} ${d.row.number}`).join(' 与');
  for (const { link, row } of drawn)
    if (link.party && link.source.party && row.party != null && row.party !== doc[link.party])
      fail(ResultCode.BUSINESS_RULE, `${names} 须为所选往来单位的单据`);
  const compared = [...new Set(drawn.flatMap((d) => d.link.compare ?? []))];
  for (const field of compared) {
    const values = new Set(
      drawn.filter((d) => d.link.compare?.includes(field)).map((d) => d.row[`c_${field}`]),
    );
    if (values.size > 1) {
      const label = registry.get(drawn[0].link.source.key).def.fields[field]?.label ?? field;
      fail(ResultCode.BUSINESS_RULE, `${names} 的${label}不同，不能${drawn[0].link.verb}`);
    }
  }
  for (const { link, row } of drawn) {
    const date = link.date ? doc[link.date] : null;
    if (!link.date || !link.source.date || typeof date !== 'string' || !row.date || date >= row.date)
      continue;
    const source = registry.get(link.source.key).def;
    fail(
      ResultCode.BUSINESS_RULE,
      `${def.fields[link.date].label} ${formatYmd(date)} 早于${link.source.noun} ${row.number} 的${source.fields[link.source.date].label} ${formatYmd(row.date)}`,
    );
  }
}

/**
 * A save (after the module's `beforeSave`, which may set the amount and the source): what the
 * stored document held is given back where it counted, and the document as it will be saved draws
 * where its status counts — or, in a status that does not count yet (a red invoice waiting for
 * 复核), is only checked.
 */
export async function saveAmountLinks(
  db: DbOrTx,
  registry: DocumentRegistry,
  def: DocumentDef,
  before: Values | undefined,
  doc: Values,
): Promise<void> {
  const status = String(before?.status ?? def.initialStatus);
  const drawn: Drawn[] = [];
  for (const link of def.amountLinks ?? []) {
    const held = before && link.counts.includes(status) ? num(before[link.field]) : null;
    const next = num(doc[link.field]);
    const rows = await lockSources(
      db,
      registry,
      link,
      [held, next].filter((x): x is number => x != null),
    );
    if (held != null) {
      const row = rows.get(held)!;
      const amount = num(before?.[link.amount]) ?? 0;
      await move(db, registry, link, held, -amount);
      row.drawn = String(Number(row.drawn) - amount);
    }
    if (next == null) continue;
    const row = rows.get(next);
    if (!row) fail(ResultCode.NOT_FOUND, `${link.source.noun}不存在`);
    const amount = num(doc[link.amount]) ?? 0;
    checkDraw(link, row, amount);
    if (link.counts.includes(status)) await move(db, registry, link, next, amount);
    drawn.push({ link, row });
  }
  checkAgreement(registry, def, doc, drawn);
}

/** Every amount link drawing on a document type: the target declaration and its link. */
export function amountLinksOn(registry: DocumentRegistry, sourceKey: string) {
  return registry
    .all()
    .flatMap(({ def }) =>
      (def.amountLinks ?? [])
        .filter((l) => l.source.key === sourceKey)
        .map((link) => ({ target: def, link })),
    );
}

/**
 * A transition, before the module's hooks: a source leaving the statuses drawn on is refused
 * while anything is drawn on it (its fields' order decides which refusal is told first); a target
 * entering or leaving its counting statuses locks its sources. The returned step — run after the
 * hooks, which may settle the amount (a red invoice's shares) or make room (reverse write-offs) —
 * draws or gives back what the stored document names.
 */
export async function lockAmountLinks(
  db: DbOrTx,
  registry: DocumentRegistry,
  def: DocumentDef,
  before: DocumentRow,
  to: string,
): Promise<() => Promise<void>> {
  const order = Object.keys(def.fields);
  const held = amountLinksOn(registry, def.key)
    .map((l) => l.link)
    .filter(
      (l) => l.source.held && l.source.statuses.includes(before.status) && !l.source.statuses.includes(to),
    )
    .sort((a, b) => order.indexOf(a.source.drawn) - order.indexOf(b.source.drawn));
  for (const link of held)
    if (Number(before[columnName(link.source.drawn)] ?? 0) > 0)
      fail(ResultCode.BUSINESS_RULE, `${def.title}${link.source.held}`);
  const moving = (def.amountLinks ?? []).filter(
    (l) => l.counts.includes(before.status) !== l.counts.includes(to) && before[columnName(l.field)] != null,
  );
  for (const link of moving) await lockSources(db, registry, link, [Number(before[columnName(link.field)])]);
  if (moving.length === 0) return async () => {};
  return async () => {
    // The stored document as the hooks left it.
    const [doc] = await queryRows<Record<string, unknown>>(
      db,
      sql`select * from ${sql.identifier(def.table)} where id = ${before.id}`,
    );
    const values = Object.fromEntries(Object.keys(def.fields).map((f) => [f, doc[columnName(f)] ?? null]));
    const drawn: Drawn[] = [];
    for (const link of moving) {
      const sourceId = Number(values[link.field]);
      const amount = num(values[link.amount]) ?? 0;
      if (!link.counts.includes(to)) {
        await move(db, registry, link, sourceId, -amount);
        continue;
      }
      const row = (await lockSources(db, registry, link, [sourceId])).get(sourceId);
      if (!row) fail(ResultCode.NOT_FOUND, `${link.source.noun}不存在`);
      checkDraw(link, row, amount);
      await move(db, registry, link, sourceId, amount);
      drawn.push({ link, row });
    }
    checkAgreement(registry, def, values, drawn);
  };
}

/**
 * What is left open of an amount link's source (alias `t`): its amount less what the link has
 * drawn and what other links have spent — the figure `checkDraw` refuses past.
 */
export function openSql(s: AmountSourceDef): SQL {
  return sql`(${sql.join(
    [sql`t.${id(s.amount)}`, ...[s.drawn, ...(s.spent ?? [])].map((f) => sql`coalesce(t.${id(f)}, 0)`)],
    sql` - `,
  )})`;
}

/**
 * The derived open-amount fields of a document type (each link's `source.open`), as SQL over its
 * alias `t`: what the declared billing status is to lines, this is to amounts.
 */
export function openAmountFields(registry: DocumentRegistry, sourceKey: string): Record<string, SQL> {
  const fields: Record<string, SQL> = {};
  const formulas: Record<string, string> = {};
  for (const { link } of amountLinksOn(registry, sourceKey)) {
    const s = link.source;
    if (!s.open) continue;
    const formula = [s.amount, s.drawn, ...(s.spent ?? [])].join(' - ');
    if (formulas[s.open] !== undefined && formulas[s.open] !== formula)
      throw new Error(`${sourceKey}.${s.open}: two amount links leave it open differently`);
    formulas[s.open] = formula;
    fields[s.open] = openSql(s);
  }
  return fields;
}

export interface OpenAmountFilter {
  partyId?: number;
  sourceIds?: readonly number[];
  /** Part of the source's number. */
  keyword?: string;
  /** The target being edited: what it draws now is open to it (its save gives it back first). */
  documentId?: number;
  /** Sources of the target's other links already chosen: offer only sources agreeing on `compare` (one currency). */
  agree?: readonly { link: string; id: number }[];
}

/**
 * 选单 of an amount link (`query${Name}OpenAmounts`): the sources the target may draw on — of
 * its party, in a drawable status, visible to the reader, with something left open — oldest
 * first, each with its date, amount, what is open and the compared fields (币种).
 */
export async function openAmounts(
  db: DbOrTx,
  registry: DocumentRegistry,
  target: DocumentDef,
  link: AmountLinkDef,
  reader: Reader,
  filter: OpenAmountFilter,
  page: PageWindow,
): Promise<{ requestList: OpenAmount[]; totalRec: number }> {
  const source = registry.get(link.source.key).def;
  const s = link.source;
  const { roles } = reader;
  const statuses = (values: readonly (string | number)[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  // What the document being edited holds on the source now counts as open to it.
  const mine = [
    sql`d.id = ${filter.documentId}`,
    sql`d.${id(link.field)} = t.id`,
    sql`d.status in (${statuses(link.counts)})`,
  ];
  const targetScope = scopeWhere(registry, target, reader, 'd');
  if (targetScope) mine.push(targetScope);
  const held =
    filter.documentId == null
      ? sql`0`
      : sql`coalesce((select d.${id(link.amount)} from ${sql.identifier(target.table)} d
          where ${sql.join(mine, sql` and `)}), 0)`;
  const open = sql`(${openSql(s)} + ${held})`;
  const where: SQL[] = [sql`t.status in (${statuses(s.statuses)})`, sql`${open} > 0`];
  const scope = scopeWhere(registry, source, reader, 't');
  if (scope) where.push(scope);
  if (filter.partyId != null && s.party) where.push(sql`t.${id(s.party)} = ${filter.partyId}`);
  if (filter.sourceIds?.length) where.push(sql`t.id in (${statuses(filter.sourceIds)})`);
  const keyword = filter.keyword?.trim();
  if (keyword) where.push(sql`t.${numberColumn(source)} ilike ${containsPattern(keyword)}`);
  for (const agreed of filter.agree ?? []) {
    const other = target.amountLinks?.find((l) => l.key === agreed.link);
    if (!other || other.key === link.key) continue;
    const table = sql.identifier(registry.get(other.source.key).def.table);
    for (const f of (link.compare ?? []).filter((c) => other.compare?.includes(c)))
      where.push(
        sql`t.${id(f)} is not distinct from (select o.${id(f)} from ${table} o where o.id = ${agreed.id})`,
      );
  }
  const compared = Object.fromEntries((link.compare ?? []).map((f) => [f, source.fields[f]]));
  const { columns, joins } = fieldSelect(registry, compared, roles);
  const money = source.fields[s.amount];
  const seen = !money.permission || can(roles, money.permission);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${sql.join(columns, sql`, `)}, t.${numberColumn(source)} as number, t.status,
          ${s.date ? sql`t.${id(s.date)}` : sql`null`} as date,
          ${seen ? sql`t.${id(s.amount)}` : sql`null`} as amount, ${seen ? open : sql`null`} as open,
          count(*) over () as total
        from ${sql.identifier(source.table)} t ${sql.join(joins, sql` `)}
        where ${sql.join(where, sql` and `)}
        order by ${s.date ? sql`t.${id(s.date)}, ` : sql``}t.id
        limit ${page.limit} offset ${page.offset}`,
  );
  const num = (v: unknown) => (v == null ? null : Number(v));
  return {
    requestList: rows.map(({ total: _, ...r }) => ({
      ...r,
      id: Number(r.id),
      number: String(r.number),
      status: String(r.status),
      date: (r.date as string | null) ?? null,
      amount: num(r.amount),
      open: num(r.open),
    })),
    totalRec: Number(rows[0]?.total ?? 0),
  };
}
