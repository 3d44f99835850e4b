import {
  type DocumentDef,
  formatQty,
  type LineLinkDef,
  type OverDraw,
  pickableLink,
  ResultCode,
  trimZeros,
} from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/audit.service.ts';
import { type DbOrTx, queryRows } from '../db/client.ts';
import { fail } from '../http/app-error.ts';
import type { DocumentRow } from './document-record.ts';
import { columnName, itemsTableName } from './document-table.ts';
import type { DocumentRegistry } from './registry.ts';

/**
 * Document chains (DESIGN §4), the engine's half of `links` declarations: a target entering one
 * of its counting statuses draws its lines on the source lines they name (never past qty − drawn −
 * spent plus the allowance), leaving them gives the quantities back, and every change rolls the
 * source's status up; a link with `when` does so only for documents of those header values. Race
 * safety: the source lines are locked (`FOR UPDATE`, ascending id — the one order every draw
 * takes) before their drawn quantity is read, so two drawers of the last 10 kg queue and the
 * second sees 0 left. Source lines are locked before any stock (item cost rows), never after.
 */

const id = (name: string) => sql.identifier(columnName(name));

/** Key of a link line's label on the wire: `acceptanceLineIdLabel` = 'YS20261114001 第1行'. */
export const linkLabelKey = (line: string) => `${line}Label`;

/** SQL of a link line's label over the source line id expression. */
export function linkLabelSql(registry: DocumentRegistry, link: LineLinkDef, lineId: SQL): SQL {
  const source = registry.get(link.source.key).def;
  return sql`(select d.${numberColumn(source)} || ' 第' || si.line_no || '行'
              from ${sql.identifier(itemsTableName(source))} si join ${sql.identifier(source.table)} d on d.id = si.doc_id
              where si.id = ${lineId})`;
}

export function linkLineFields(def: DocumentDef): Set<string> {
  return new Set((def.links ?? []).map((l) => l.line));
}

/** Every link drawing on a document type: the target declaration and its link. */
export function linksFrom(registry: DocumentRegistry, sourceKey: string) {
  return registry
    .all()
    .flatMap(({ def }) =>
      (def.links ?? [])
        .filter((l) => l.source.key === sourceKey && pickableLink(l))
        .map((link) => ({ target: def, link })),
    );
}

/**
 * Statuses of a source that may be drawn on: the declared ones, and those the roll-up itself
 * moves it to (a fully delivered order still takes what its allowance leaves).
 */
export function drawableStatuses(link: LineLinkDef): string[] {
  const r = link.source.rollUp;
  return [
    ...new Set([...link.source.statuses, ...(r ? [r.pending, r.partial, r.full, r.returned] : [])]),
  ].filter((x): x is string => !!x);
}

export function findLink(def: DocumentDef, key: string): LineLinkDef {
  const link = def.links?.find((l) => l.key === key && pickableLink(l));
  if (!link) fail(ResultCode.VALIDATION, `${def.title}没有这种来源单据`);
  return link;
}

/** The number people know a document by (its numbering field, else its first display field). */
export function numberColumn(def: DocumentDef): SQL {
  return sql`${id(def.numbering?.field ?? def.display[0])}`;
}

/** The item a line is about: the allowance's item field, else its first reference. */
export function itemField(def: DocumentDef, link: LineLinkDef): string | undefined {
  if (link.allowance?.item) return link.allowance.item;
  return Object.entries(def.items?.fields ?? {}).find(
    ([name, f]) => f.kind === 'ref' && name !== link.line,
  )?.[0];
}

/** SQL of an item's "code name" for refusals, over the item id expression. */
export function itemLabelSql(
  registry: DocumentRegistry,
  def: DocumentDef,
  field: string | undefined,
  itemId: SQL,
): SQL {
  const f = field ? def.items?.fields[field] : undefined;
  if (f?.kind !== 'ref') return sql`''`;
  const target = registry.get(f.target).def;
  const parts = target.display.map((d) => sql`r.${id(d)}`);
  return sql`(select concat_ws(' ', ${sql.join(parts, sql`, `)}) from ${sql.identifier(target.table)} r where r.id = ${itemId})`;
}

/**
 * The over-allowance (percent ×100) of a line's item: the item's own `overAllowance` where it
 * has one, else the link's (ERPNext's rule: the item overrides the document type).
 */
export function allowanceSql(
  registry: DocumentRegistry,
  def: DocumentDef,
  link: LineLinkDef,
  itemId: SQL,
): SQL {
  const base = link.allowance?.percent ?? 0;
  const field = link.allowance ? itemField(def, link) : undefined;
  const f = field ? def.items?.fields[field] : undefined;
  if (f?.kind !== 'ref') return sql`${base}::bigint`;
  const item = registry.get(f.target).def;
  if (!('overAllowance' in item.fields)) return sql`${base}::bigint`;
  return sql`coalesce((select r.over_allowance from ${sql.identifier(item.table)} r where r.id = ${itemId}), ${base})::bigint`;
}

/**
 * SQL: may the source line (alias `si`, `t`, …) be drawn at all — its `where` field holds one of
 * the declared values (an acceptance line judged 合格 or 让步接收)? True where the link has none.
 */
export function sourcePasses(link: LineLinkDef, alias: string): SQL {
  const w = link.source.where;
  if (!w) return sql`true`;
  return sql`coalesce(${sql.identifier(alias)}.${id(w.field)} in (${sql.join(
    w.in.map((v) => sql`${v}`),
    sql`, `,
  )}), false)`;
}

/** SQL: does the target line (alias) draw — its `where` field holds one of the values? True where the link has none. */
export function targetDraws(link: LineLinkDef, alias?: string): SQL {
  const w = link.where;
  if (!w) return sql`true`;
  const column = alias ? sql`${sql.identifier(alias)}.${id(w.field)}` : id(w.field);
  return sql`coalesce(${column} in (${sql.join(
    w.in.map((v) => sql`${v}`),
    sql`, `,
  )}), false)`;
}

/** The refusal of a source line its link's `where` keeps out: 第1行：验收单 X 第2行验收不合格，不能入库. */
export const notPassingText = (link: LineLinkDef, at: number, number: string, sourceLineNo: number) =>
  `第${at}行：${link.source.noun} ${number} 第${sourceLineNo}行${link.source.where?.reason ?? `不能${link.verb}`}`;

/** What a source line may take in all, allowance included (floor: exactly at the limit passes). */
export const limitSql = (qty: SQL, pct: SQL) =>
  sql`(${qty} + floor(${qty}::numeric * ${pct} / 10000))::bigint`;

interface TargetLine {
  id: number;
  line_no: number;
  source_line: number | null;
  qty: number;
  item_id: number | null;
  item: string;
  allowance: number;
  [column: string]: unknown;
}

interface SourceLine {
  id: number;
  doc_id: number;
  line_no: number;
  qty: number;
  drawn: number;
  /** What other links took out of the line (`spent`: 已退货). */
  spent: number;
  closed: boolean;
  status: string;
  number: string;
  party: unknown;
  /** The line may be drawn at all (the source's `where`). */
  passes: boolean;
}

/** Called by the engine inside every transition, before the module's hooks. */
export async function applyLinkTransition(
  db: DbOrTx,
  request: FastifyRequest,
  registry: DocumentRegistry,
  def: DocumentDef,
  before: DocumentRow,
  to: string,
): Promise<void> {
  for (const link of def.links ?? []) {
    if (link.when && !link.when.in.includes(String(before[columnName(link.when.field)]))) continue;
    const was = link.counts.includes(before.status);
    const now = link.counts.includes(to);
    if (was === now) continue;
    // A return takes back on entering and draws again on leaving; any other link the reverse.
    const touched = link.returns
      ? await draw(db, registry, def, link, before, now ? -1 : 1)
      : now
        ? await draw(db, registry, def, link, before, 1)
        : await giveBack(db, registry, def, link, before.id);
    await rollUp(db, request, registry, link, touched, !!link.returns && now);
  }
}

async function targetLines(
  db: DbOrTx,
  registry: DocumentRegistry,
  def: DocumentDef,
  link: LineLinkDef,
  docId: number,
) {
  const item = itemField(def, link);
  const itemId = item ? sql`i.${id(item)}` : sql`null::int`;
  return queryRows<TargetLine>(
    db,
    sql`select i.*, i.${id(link.line)} as source_line, i.${id(link.qty)} as qty, ${itemId} as item_id,
               ${itemLabelSql(registry, def, item, itemId)} as item,
               ${allowanceSql(registry, def, link, itemId)} as allowance
        from ${sql.identifier(itemsTableName(def))} i where i.doc_id = ${docId} and ${targetDraws(link, 'i')}
        order by i.line_no`,
  );
}

/** Lines keyed by hand on a document that names its source: the first source line that matches. */
async function matchSourceLine(
  db: DbOrTx,
  source: DocumentDef,
  link: LineLinkDef,
  sourceDocId: number,
  line: TargetLine,
): Promise<number | undefined> {
  const s = link.source;
  const equal = (link.match ?? []).map(
    (f) => sql`si.${id(f)} is not distinct from ${line[columnName(f)] as string | number | null}`,
  );
  const [found] = await queryRows<{ id: number }>(
    db,
    sql`select si.id from ${sql.identifier(itemsTableName(source))} si
        where si.doc_id = ${sourceDocId} and ${sql.join(equal, sql` and `)} and ${sourcePasses(link, 'si')}
        order by (not si.closed and si.${id(s.qty)} - coalesce(si.${id(s.drawn)}, 0) >= ${line.qty}) desc, si.line_no limit 1`,
  );
  return found?.id;
}

function overMessage(link: LineLinkDef, l: TargetLine, qty: number, open: number, allowance: number): string {
  const camel = Object.fromEntries(
    Object.entries(l).map(([k, v]) => [k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), v]),
  );
  return overDrawText(link, { lineNo: l.line_no, item: l.item, line: camel, qty, open, allowance });
}

/** A draw past the open quantity, in the link's words or the engine's (at the transition and at save). */
export function overDrawText(link: LineLinkDef, d: OverDraw): string {
  if (link.overMessage) return link.overMessage(d);
  const unit = link.unit ?? 'kg';
  return `第${d.lineNo}行：${d.item} 本次${link.verb} ${formatQty(d.qty)} ${unit}，${link.source.noun}剩余 ${formatQty(Math.max(d.open, 0))} ${unit}，超出允许的 ${trimZeros((d.allowance / 100).toFixed(2))}%`;
}

/** Draws (`sign` 1) or, for a return, takes back (`sign` -1) every line on its source line. */
async function draw(
  db: DbOrTx,
  registry: DocumentRegistry,
  def: DocumentDef,
  link: LineLinkDef,
  doc: DocumentRow,
  sign: 1 | -1,
) {
  const source = registry.get(link.source.key).def;
  const lines = await targetLines(db, registry, def, link, doc.id);
  const headerSource = link.header ? (doc[columnName(link.header)] as number | null) : null;
  for (const l of lines) {
    if (l.source_line != null || headerSource == null || !link.match) continue;
    const found = await matchSourceLine(db, source, link, headerSource, l);
    if (!found) fail(ResultCode.BUSINESS_RULE, overMessage(link, l, l.qty, 0, l.allowance));
    l.source_line = found;
    await db.execute(
      sql`update ${sql.identifier(itemsTableName(def))} set ${id(link.line)} = ${found} where id = ${l.id}`,
    );
  }
  const drawing = lines.filter((l) => l.source_line != null);
  if (drawing.length === 0) return [];
  const sources = await lockSourceLines(db, source, link, [...new Set(drawing.map((l) => l.source_line!))]);
  const wanted = new Map<number, number>();
  for (const l of drawing) {
    const s = sources.get(l.source_line!);
    if (!s) fail(ResultCode.BUSINESS_RULE, `第${l.line_no}行：所选${link.source.noun}明细不存在`);
    if (!drawableStatuses(link).includes(s.status))
      fail(ResultCode.BUSINESS_RULE, `${link.source.noun} ${s.number} 当前状态不能${link.verb}`);
    if (headerSource != null && s.doc_id !== headerSource)
      fail(ResultCode.BUSINESS_RULE, `第${l.line_no}行：不属于所选${link.source.noun}`);
    if (!s.passes && !link.returns)
      fail(ResultCode.BUSINESS_RULE, notPassingText(link, l.line_no, s.number, s.line_no));
    if (link.party && link.source.party) {
      const party = doc[columnName(link.party)];
      if (party != null && s.party != null && party !== s.party)
        fail(
          ResultCode.BUSINESS_RULE,
          `第${l.line_no}行：${link.source.noun} ${s.number} 的${def.fields[link.party].label}与本单不一致`,
        );
    }
    if (s.closed && !link.returns)
      fail(
        ResultCode.BUSINESS_RULE,
        `第${l.line_no}行：${link.source.noun} ${s.number} 第${s.line_no}行已关闭，不能再${link.verb}`,
      );
    const total = (wanted.get(s.id) ?? 0) + l.qty;
    wanted.set(s.id, total);
    const limit = s.qty + Math.floor((s.qty * l.allowance) / 10000);
    if (sign > 0 && s.drawn + s.spent + total > limit)
      fail(ResultCode.BUSINESS_RULE, overMessage(link, l, total, s.qty - s.drawn - s.spent, l.allowance));
    if (sign < 0 && s.drawn - total < 0)
      fail(
        ResultCode.BUSINESS_RULE,
        `第${l.line_no}行：${l.item} 本次${link.verb} ${formatQty(total)} ${link.unit ?? 'kg'}，超过${link.source.noun} ${s.number} 第${s.line_no}行可${link.verb}的 ${formatQty(s.drawn)} ${link.unit ?? 'kg'}`,
      );
  }
  const drawnFields = [link.source.drawn, ...(link.returns?.also ?? [])];
  for (const [lineId, q] of [...wanted].sort(([a], [b]) => a - b))
    await db.execute(
      sql`update ${sql.identifier(itemsTableName(source))} set ${sql.join(
        drawnFields.map((f) => sql`${id(f)} = coalesce(${id(f)}, 0) + ${sign * q}`),
        sql`, `,
      )} where id = ${lineId}`,
    );
  return [...new Set([...sources.values()].map((s) => s.doc_id))];
}

async function lockSourceLines(db: DbOrTx, source: DocumentDef, link: LineLinkDef, ids: number[]) {
  const s = link.source;
  const party = s.party ? sql`d.${id(s.party)}` : sql`null`;
  const spent = sql.join([sql`0`, ...(s.spent ?? []).map((f) => sql`coalesce(si.${id(f)}, 0)`)], sql` + `);
  const rows = await queryRows<SourceLine>(
    db,
    sql`select si.id, si.doc_id, si.line_no, si.${id(s.qty)} as qty, si.${id(s.drawn)} as drawn,
               ${spent} as spent, si.closed,
               d.status, d.${numberColumn(source)} as number, ${party} as party,
               ${sourcePasses(link, 'si')} as passes
        from ${sql.identifier(itemsTableName(source))} si join ${sql.identifier(source.table)} d on d.id = si.doc_id
        where si.id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})
        order by si.id for update of si`,
  );
  return new Map(
    rows.map((r) => [
      r.id,
      { ...r, qty: Number(r.qty), drawn: Number(r.drawn ?? 0), spent: Number(r.spent) },
    ]),
  );
}

async function giveBack(
  db: DbOrTx,
  registry: DocumentRegistry,
  def: DocumentDef,
  link: LineLinkDef,
  docId: number,
) {
  const source = registry.get(link.source.key).def;
  const drawn = await queryRows<{ source_line: number; qty: number }>(
    db,
    sql`select ${id(link.line)} as source_line, sum(${id(link.qty)})::bigint as qty
        from ${sql.identifier(itemsTableName(def))} where doc_id = ${docId} and ${id(link.line)} is not null
          and ${targetDraws(link)}
        group by ${id(link.line)} order by 1`,
  );
  if (drawn.length === 0) return [];
  const sources = await lockSourceLines(
    db,
    source,
    link,
    drawn.map((d) => d.source_line),
  );
  for (const d of drawn)
    await db.execute(
      sql`update ${sql.identifier(itemsTableName(source))} set ${id(link.source.drawn)} = coalesce(${id(link.source.drawn)}, 0) - ${Number(d.qty)} where id = ${d.source_line}`,
    );
  return [...new Set([...sources.values()].map((s) => s.doc_id))];
}

/**
 * Sets each source document's status from its lines: fully drawn (or closed) → `full`, some
 * drawn → `partial` (or `pending` where the catalogue has no partial state), none → `pending`.
 * A source in any other status (discarded, returned, done) keeps it.
 */
export async function rollUp(
  db: DbOrTx,
  request: FastifyRequest,
  registry: DocumentRegistry,
  link: LineLinkDef,
  docIds: number[],
  /** A return just took quantities back: sources with nothing left drawn go to `rollUp.returned`. */
  returned = false,
): Promise<void> {
  const r = link.source.rollUp;
  if (!r || docIds.length === 0) return;
  const source = registry.get(link.source.key).def;
  const s = link.source;
  const rows = await queryRows<{ id: number; status: string; complete: boolean; any: boolean }>(
    db,
    sql`select d.id, d.status,
               coalesce(bool_and(si.closed or not ${sourcePasses(link, 'si')} or coalesce(si.${id(s.drawn)}, 0) >= si.${id(s.qty)}), false) as complete,
               coalesce(bool_or(coalesce(si.${id(s.drawn)}, 0) > 0), false) as any
        from ${sql.identifier(source.table)} d left join ${sql.identifier(itemsTableName(source))} si on si.doc_id = d.id
        where d.id in (${sql.join(
          docIds.map((i) => sql`${i}`),
          sql`, `,
        )}) group by d.id, d.status order by d.id`,
  );
  const managed = [r.pending, r.partial, r.full, r.returned].filter((x): x is string => !!x);
  for (const row of rows) {
    if (!managed.includes(row.status)) continue;
    // A return reads 已退货 only once nothing is left out; partly returned, the source reads what
    // its lines say (部分出库 with its actions), so a status never hides what can still be done.
    const next =
      returned && r.returned && !row.any
        ? r.returned
        : row.complete
          ? r.full
          : row.any
            ? (r.partial ?? r.pending)
            : r.pending;
    if (next === row.status) continue;
    await db.execute(
      sql`update ${sql.identifier(source.table)} set status = ${next}, version = version + 1, modify_at = now() where id = ${row.id}`,
    );
    await recordAudit(db, request, {
      action: 'LINK-STATUS',
      entity: source.key,
      entityId: row.id,
      before: { status: row.status },
      after: { status: next },
    });
  }
}
