import {
  can,
  type DocumentDef,
  type DraftDocument,
  type LineLinkDef,
  type LinkProgress,
  type OpenLine,
  ResultCode,
} from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/audit.service.ts';
import { type DbOrTx, queryRows } from '../db/client.ts';
import { fail } from '../http/app-error.ts';
import type { PageWindow } from '../http/paging.ts';
import { hookContext } from './document-lines.ts';
import {
  allowanceSql,
  drawableStatuses,
  itemField,
  limitSql,
  linkLabelKey,
  linksFrom,
  numberColumn,
  rollUp,
  sourcePasses,
} from './document-links.ts';
import { fieldSelect, refLabelKey } from './document-query.ts';
import { lockRow } from './document-record.ts';
import { type Reader, scopeWhere } from './document-scope.ts';
import { columnName, itemsTableName } from './document-table.ts';
import type { DocumentRegistry } from './registry.ts';

/**
 * What people do with document chains: 选单 (pick open source lines into a new document), 下推
 * (a prefilled draft of the next document from a source), a source's progress (已入库 60%), and
 * closing source lines by hand so what will never come stops being open.
 */

const id = (name: string) => sql.identifier(columnName(name));

export interface OpenLineFilter {
  partyId?: number;
  sourceIds?: number[];
  keyword?: string;
}

/** SQL: does the item (`itemId`, of the target line field `itemField`) have the boolean `flag` set? */
function itemFlagSql(
  registry: DocumentRegistry,
  target: DocumentDef,
  itemField: string,
  flag: string,
  itemId: SQL,
) {
  const f = target.items?.fields[itemField];
  const item = f?.kind === 'ref' ? registry.get(f.target).def : undefined;
  if (item?.fields[flag]?.kind !== 'bool') throw new Error(`${target.key}: ${itemField} has no flag ${flag}`);
  return sql`coalesce((select r.${id(flag)} from ${sql.identifier(item.table)} r where r.id = ${itemId}), false)`;
}

/** A copy through a reference or a line's link (`addressId.receiver`), not a field of its own. */
export const isCopyPath = (from: string) => from.includes('.');

/**
 * The column (named by the path) and join of a copy through a reference — `addressId.receiver`:
 * the receiver of the address the order names — or through a line's own link —
 * `purchaseOrderLineId.price`: the price of the order line an acceptance line came from — on
 * alias `t` of the owner (`fields`, of declaration `owner`); none when the reader may not see it.
 */
function copyPath(
  registry: DocumentRegistry,
  owner: DocumentDef,
  fields: DocumentDef['fields'],
  path: string,
  roles: readonly string[],
  n: number,
): { column: SQL; join: SQL } | undefined {
  const [via, name] = path.split('.');
  const ref = fields[via];
  let table: string;
  let theirs: DocumentDef['fields'];
  if (ref?.kind === 'ref') {
    const target = registry.get(ref.target).def;
    table = target.table;
    theirs = target.fields;
  } else {
    const link = owner.links?.find((l) => l.line === via);
    if (!link) throw new Error(`${owner.key}: ${path} names neither a reference nor a link's line`);
    const source = registry.get(link.source.key).def;
    table = itemsTableName(source);
    theirs = source.items?.fields ?? {};
  }
  const field = theirs[name];
  if (!field) throw new Error(`${owner.key}: ${path} names no field`);
  if (field.permission && !can(roles, field.permission)) return undefined;
  const alias = sql.identifier(`cp${n}`);
  return {
    column: sql`${alias}.${id(name)} as ${sql.identifier(path)}`,
    join: sql`left join ${sql.identifier(table)} ${alias} on ${alias}.id = t.${id(via)}`,
  };
}

/** The columns and joins of a link's copies through paths. */
function copyPaths(
  registry: DocumentRegistry,
  owner: DocumentDef,
  fields: DocumentDef['fields'],
  paths: readonly string[],
  roles: readonly string[],
) {
  const found = paths
    .filter(isCopyPath)
    .flatMap((p, n) => copyPath(registry, owner, fields, p, roles, n) ?? []);
  return { columns: found.map((f) => f.column), joins: found.map((f) => f.join) };
}

/**
 * Open lines of a link's sources: in a drawable status, not closed, with quantity left, of an item
 * the link does not except.
 */
export async function openLines(
  db: DbOrTx,
  registry: DocumentRegistry,
  target: DocumentDef,
  link: LineLinkDef,
  reader: Reader,
  filter: OpenLineFilter,
  page?: PageWindow,
): Promise<{ requestList: OpenLine[]; totalRec: number }> {
  const { roles } = reader;
  const source = registry.get(link.source.key).def;
  const s = link.source;
  const sourceFields = Object.fromEntries(
    Object.entries(source.items?.fields ?? {}).filter(([name]) => Object.values(link.copy).includes(name)),
  );
  const { columns, joins } = fieldSelect(registry, sourceFields, roles);
  const paths = copyPaths(registry, source, source.items?.fields ?? {}, Object.values(link.copy), roles);
  columns.push(...paths.columns);
  joins.push(...paths.joins);
  // The source's field of the line's item (the one refusals and the allowance are about).
  const itemTarget = itemField(target, link);
  const itemSourceField = itemTarget ? link.copy[itemTarget] : undefined;
  const itemLabel = itemSourceField ? sql`x.${sql.identifier(refLabelKey(itemSourceField))}` : sql`''`;
  const pct = allowanceSql(
    registry,
    target,
    link,
    itemSourceField ? sql`t.${id(itemSourceField)}` : sql`null`,
  );
  // What is taken out of the line: drawn by this link, and spent by others (已退货).
  const taken = sql.join(
    [s.drawn, ...(s.spent ?? [])].map((f) => sql`coalesce(t.${id(f)}, 0)`),
    sql` + `,
  );
  const where: SQL[] = [
    sql`d.status in (${sql.join(
      drawableStatuses(link).map((x) => sql`${x}`),
      sql`, `,
    )})`,
    sql`not t.closed`,
    sql`t.${id(s.qty)} > ${taken}`,
    // A line the link keeps out (an acceptance line judged 不合格) is never offered.
    sourcePasses(link, 't'),
  ];
  // Items that come another way (a 来料需检验 material: through its acceptance) are not offered.
  if (link.exceptItems && itemTarget && itemSourceField)
    where.push(
      sql`not ${itemFlagSql(registry, target, itemTarget, link.exceptItems.flag, sql`t.${id(itemSourceField)}`)}`,
    );
  // Only sources the reader may see offer their lines.
  const scope = scopeWhere(registry, source, reader, 'd');
  if (scope) where.push(scope);
  if (filter.partyId != null && s.party) where.push(sql`d.${id(s.party)} = ${filter.partyId}`);
  if (filter.sourceIds?.length)
    where.push(
      sql`d.id in (${sql.join(
        filter.sourceIds.map((x) => sql`${x}`),
        sql`, `,
      )})`,
    );
  const base = sql`select ${sql.join(columns, sql`, `)}, t.doc_id as "sourceId", d.${numberColumn(source)} as "sourceNumber",
           t.line_no as "lineNo", t.${id(s.qty)} as qty, ${taken} as drawn,
           ${limitSql(sql`t.${id(s.qty)}`, pct)} - (${taken}) as "limit"
    from ${sql.identifier(itemsTableName(source))} t join ${sql.identifier(source.table)} d on d.id = t.doc_id
    ${sql.join(joins, sql` `)} where ${sql.join(where, sql` and `)}`;
  const keyword = filter.keyword?.trim();
  const like = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '';
  const keep = keyword
    ? sql`where x."sourceNumber" ilike ${like} or ${itemLabel}::text ilike ${like}`
    : sql``;
  const window = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select x.*, count(*) over () as total from (${base}) x ${keep} order by x."sourceId", x."lineNo" ${window}`,
  );
  const requestList = rows.map((r) => {
    const qty = Number(r.qty);
    const drawn = Number(r.drawn);
    const line: Record<string, unknown> = {};
    for (const [to, from] of Object.entries(link.copy)) {
      line[to] = r[from] ?? null;
      if (refLabelKey(from) in r) line[refLabelKey(to)] = r[refLabelKey(from)];
    }
    line[link.line] = r.id;
    line[linkLabelKey(link.line)] = `${r.sourceNumber} 第${r.lineNo}行`;
    line[link.qty] = qty - drawn;
    return {
      sourceId: Number(r.sourceId),
      sourceNumber: String(r.sourceNumber),
      lineId: Number(r.id),
      lineNo: Number(r.lineNo),
      itemLabel: itemSourceField ? String(r[refLabelKey(itemSourceField)] ?? '') : '',
      qty,
      drawn,
      open: qty - drawn,
      limit: Number(r.limit),
      line,
    };
  });
  return { requestList, totalRec: rows.length ? Number(rows[0].total) : 0 };
}

/** 下推: a prefilled, unsaved target from one or more sources of the same party. */
export async function makeFrom(
  db: DbOrTx,
  registry: DocumentRegistry,
  target: DocumentDef,
  link: LineLinkDef,
  reader: Reader,
  sourceIds: number[],
): Promise<DraftDocument> {
  const { roles } = reader;
  const source = registry.get(link.source.key).def;
  const scope = scopeWhere(registry, source, reader);
  const headerFields = Object.fromEntries(
    Object.entries(source.fields).filter(
      ([name]) => Object.values(link.headerCopy ?? {}).includes(name) || name === link.source.party,
    ),
  );
  const { columns, joins } = fieldSelect(registry, headerFields, roles);
  const paths = copyPaths(registry, source, source.fields, Object.values(link.headerCopy ?? {}), roles);
  columns.push(...paths.columns);
  joins.push(...paths.joins);
  const heads = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${sql.join(columns, sql`, `)}, t.status, t.${numberColumn(source)} as "number"
        from ${sql.identifier(source.table)} t ${sql.join(joins, sql` `)}
        where t.id in (${sql.join(
          sourceIds.map((x) => sql`${x}`),
          sql`, `,
        )})${scope ? sql` and ${scope}` : sql``} order by t.id`,
  );
  if (heads.length !== new Set(sourceIds).size) fail(ResultCode.NOT_FOUND, `${source.title}不存在`);
  for (const h of heads)
    if (!drawableStatuses(link).includes(String(h.status)))
      fail(ResultCode.BUSINESS_RULE, `${link.source.noun} ${h.number} 当前状态不能${link.verb}`);
  const partyField = link.source.party;
  if (partyField && new Set(heads.map((h) => h[partyField])).size > 1)
    fail(
      ResultCode.BUSINESS_RULE,
      `所选${link.source.noun}的${source.fields[partyField].label}不一致，不能合并${link.verb}`,
    );
  const values: Record<string, unknown> = {};
  const copyHeader = (to: string, from: string) => {
    // Sources that disagree leave the field to the user.
    if (new Set(heads.map((h) => h[from])).size !== 1 || !(from in heads[0])) return;
    values[to] = heads[0][from];
    if (refLabelKey(from) in heads[0]) values[refLabelKey(to)] = heads[0][refLabelKey(from)];
  };
  for (const [to, from] of Object.entries(link.headerCopy ?? {})) copyHeader(to, from);
  if (link.party && partyField) copyHeader(link.party, partyField);
  if (link.header && heads.length === 1) {
    values[link.header] = heads[0].id;
    values[refLabelKey(link.header)] = heads[0].number;
  }
  const { requestList } = await openLines(db, registry, target, link, reader, { sourceIds });
  if (requestList.length === 0)
    fail(
      ResultCode.BUSINESS_RULE,
      `所选${link.source.noun}已没有可${link.verb}的数量${link.exceptItems ? `（${link.exceptItems.reason}）` : ''}`,
    );
  return { values, items: requestList.map((l) => l.line) };
}

export async function linkProgress(
  db: DbOrTx,
  registry: DocumentRegistry,
  def: DocumentDef,
  docId: number,
): Promise<LinkProgress[]> {
  const out: LinkProgress[] = [];
  for (const { target, link } of linksFrom(registry, def.key)) {
    const s = link.source;
    const [row] = await queryRows<{ qty: number | null; drawn: number | null }>(
      db,
      sql`select sum(${id(s.qty)})::bigint as qty, sum(least(${sql.join(
        [s.drawn, ...(s.spent ?? [])].map((f) => sql`coalesce(${id(f)}, 0)`),
        sql` + `,
      )}, ${id(s.qty)}))::bigint as drawn
          from ${sql.identifier(itemsTableName(def))} t where doc_id = ${docId} and ${sourcePasses(link, 't')}`,
    );
    const qty = Number(row?.qty ?? 0);
    const drawn = Number(row?.drawn ?? 0);
    out.push({
      link: link.key,
      verb: link.verb,
      targetKey: target.key,
      targetTitle: target.title,
      percent: qty > 0 ? Math.round((drawn * 1000) / qty) / 10 : 0,
      qty,
      drawn,
    });
  }
  return out;
}

/**
 * 关闭 / 重新打开 lines of a source by hand (all of them when none are named): a closed line is
 * no longer open to any link, and the source's status rolls up as if it were complete.
 */
export async function closeLines(
  db: DbOrTx,
  request: FastifyRequest,
  registry: DocumentRegistry,
  def: DocumentDef,
  input: { id: number; version: number; lineIds?: number[]; closed: boolean },
): Promise<{ id: number; status: string }> {
  const links = linksFrom(registry, def.key);
  if (links.length === 0) fail(ResultCode.BUSINESS_RULE, `${def.title}没有下游单据，不能关闭`);
  const before = await lockRow(db, def, input.id, scopeWhere(registry, def, request.authUser!));
  if (before.version !== input.version) fail(ResultCode.CONFLICT);
  const open = links.some(
    ({ link }) =>
      link.source.statuses.includes(before.status) ||
      Object.values(link.source.rollUp ?? {}).includes(before.status),
  );
  if (!open) fail(ResultCode.BUSINESS_RULE, `当前状态不能${input.closed ? '关闭' : '重新打开'}`);
  const items = sql.identifier(itemsTableName(def));
  const chosen = input.lineIds?.length
    ? sql`and id in (${sql.join(
        input.lineIds.map((x) => sql`${x}`),
        sql`, `,
      )})`
    : sql``;
  const changed = await queryRows<{ id: number }>(
    db,
    sql`update ${items} set closed = ${input.closed} where doc_id = ${input.id} ${chosen} and closed <> ${input.closed} returning id`,
  );
  if (input.lineIds?.length) {
    const [{ n }] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${items} where doc_id = ${input.id} ${chosen}`,
    );
    if (n !== new Set(input.lineIds).size) fail(ResultCode.NOT_FOUND, `${def.title}明细不存在`);
  }
  await db.execute(
    sql`update ${sql.identifier(def.table)} set version = version + 1, modify_by = ${request.authUser!.userName}, modify_at = now() where id = ${input.id}`,
  );
  await recordAudit(db, request, {
    action: input.closed ? 'CLOSE-LINES' : 'REOPEN-LINES',
    entity: def.key,
    entityId: input.id,
    after: { lineIds: changed.map((c) => c.id) },
  });
  for (const { link } of links) await rollUp(db, request, registry, link, [input.id]);
  await registry.get(def.key).hooks.afterCloseLines?.(hookContext(db, request, registry), input.id);
  const [after] = await queryRows<{ status: string }>(
    db,
    sql`select status from ${sql.identifier(def.table)} where id = ${input.id}`,
  );
  return { id: input.id, status: after.status };
}
