import { type DocumentDef, ResultCode } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type DbOrTx, queryRows } from '../db/client.ts';
import { fail } from '../http/app-error.ts';
import { saveDocument } from './document.service.ts';
import { itemsTableName } from './document-table.ts';
import type { DocumentRegistry } from './registry.ts';

/**
 * Versioned documents (recipes, quality standards): a record is one **version** of a code —
 * columns `code`, `version_no`, `previous_id`, `status`, `effective_date`. A new code starts at
 * version 1; a second record of a code that exists is refused; the next version comes only from
 * **修改** (`reviseVersion`): a draft copying the latest approved version, version + 1, reviewed on
 * its own. An approved version is frozen by the engine (out of draft). The version in force on a
 * day is the highest approved version whose 生效日期 is not after it (`inForceSql`).
 *
 * The module keeps what is its own: how a version is labelled, what a copy changes (a recipe's
 * type becomes 变更), and its further rules on approval and deletion.
 */
export interface Versioned {
  def: DocumentDef;
  /** A version as messages name it: PF001 第2版. */
  label(code: string, versionNo: number): string;
}

interface VersionRow {
  id: number;
  code: string;
  version_no: number;
  status: string;
}

/** The version a 修改 is making, by request: only the revise call may number a code that exists. */
const revising = new WeakMap<FastifyRequest, { key: string; previousId: number; versionNo: number }>();

/** One writer per code at a time, so numbering versions and the code's checks stay exact. */
export async function lockVersionCode(db: DbOrTx, def: DocumentDef, code: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${def.key}:${code}`}))`);
}

/**
 * Numbers a new record (call from `beforeSave` when there is no `before`): version 1 of a new
 * code, or the next version when `reviseVersion` is saving it; a new record of a code that exists
 * is refused, pointing at 修改.
 */
export async function numberVersion(
  db: DbOrTx,
  request: FastifyRequest,
  v: Versioned,
  doc: { code?: string | null; versionNo?: number | null; previousId?: number | null },
): Promise<void> {
  const code = doc.code;
  if (!code) return;
  await lockVersionCode(db, v.def, code);
  const revision = revising.get(request);
  if (revision && revision.key === v.def.key) {
    doc.versionNo = revision.versionNo;
    doc.previousId = revision.previousId;
    return;
  }
  const [taken] = await queryRows<{ id: number }>(
    db,
    sql`select id from ${sql.identifier(v.def.table)} where lower(code) = lower(${code}) limit 1`,
  );
  if (taken)
    fail(
      ResultCode.BUSINESS_RULE,
      `${v.def.fields.code?.label ?? `${v.def.title}编号`}「${code}」已存在，请在该${v.def.title}上点「修改」生成新版本`,
    );
  doc.versionNo = 1;
  doc.previousId = null;
}

/** The versions of `code` after `versionNo`, oldest first. */
export async function laterVersions(
  db: DbOrTx,
  def: DocumentDef,
  code: string,
  versionNo: number,
): Promise<VersionRow[]> {
  return queryRows<VersionRow>(
    db,
    sql`select id, code, version_no, status from ${sql.identifier(def.table)}
        where code = ${code} and version_no > ${versionNo} order by version_no`,
  );
}

/** 「A 第2版」、「A 第3版」 */
export const versionNames = (v: Versioned, rows: readonly { code: string; version_no: number }[]) =>
  rows.map((r) => `「${v.label(r.code, r.version_no)}」`).join('、');

/** Refuses 反审核 or 删除 of a version once a later one exists (the history stays as it was). */
export async function refuseWithLaterVersions(
  db: DbOrTx,
  v: Versioned,
  before: { code?: string | null; versionNo?: number | null },
  verb: string,
): Promise<void> {
  const code = before.code ?? '';
  const later = await laterVersions(db, v.def, code, before.versionNo ?? 0);
  if (later.length > 0)
    fail(
      ResultCode.BUSINESS_RULE,
      `${v.def.title}「${v.label(code, before.versionNo ?? 0)}」已有新版本${versionNames(v, later)}，不能${verb}`,
    );
}

/**
 * 修改: the next version of the latest, approved version `id`, as a new draft saved through the
 * engine (its hooks and checks), version + 1, from `copy` of the source's row and lines (stored
 * columns, snake_case; scaled numbers as text). The source stays in force until the new one is
 * approved.
 */
export async function reviseVersion(
  db: DbOrTx,
  request: FastifyRequest,
  registry: DocumentRegistry,
  v: Versioned,
  id: number,
  copy: (header: Record<string, unknown>, lines: Record<string, unknown>[]) => Record<string, unknown>,
): Promise<{ id: number; versionNo: number }> {
  const { def } = v;
  const [source] = await queryRows<Record<string, unknown> & VersionRow>(
    db,
    sql`select * from ${sql.identifier(def.table)} where id = ${id} for update`,
  );
  if (!source) fail(ResultCode.NOT_FOUND, `${def.title}不存在`);
  const label = v.label(source.code, source.version_no);
  await lockVersionCode(db, def, source.code);
  const [newest] = await queryRows<VersionRow>(
    db,
    sql`select id, code, version_no, status from ${sql.identifier(def.table)} where code = ${source.code}
        order by version_no desc limit 1`,
  );
  if (newest.id !== source.id)
    fail(
      ResultCode.BUSINESS_RULE,
      `${def.title}「${label}」已有新版本「${v.label(source.code, newest.version_no)}」，请修改最新版本`,
    );
  if (source.status !== 'APPROVED')
    fail(ResultCode.BUSINESS_RULE, `${def.title}「${label}」尚未审核通过，请直接编辑，不需生成新版本`);
  const lines = def.items
    ? await queryRows<Record<string, unknown>>(
        db,
        sql`select * from ${sql.identifier(itemsTableName(def))} where doc_id = ${id} order by line_no`,
      )
    : [];
  const versionNo = source.version_no + 1;
  revising.set(request, { key: def.key, previousId: source.id, versionNo });
  try {
    const saved = await saveDocument(db, request, registry, registry.get(def.key), copy(source, lines));
    return { id: saved.id, versionNo };
  } finally {
    revising.delete(request);
  }
}

/**
 * 当前生效 over the row `t` of a versioned table: approved, effective by the company's today, and no
 * higher approved version of the same code effective by then.
 */
export function inForceSql(def: DocumentDef): SQL {
  const today = sql`to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD')`;
  return sql`(t.status = 'APPROVED' and t.effective_date <= ${today} and not exists (
    select 1 from ${sql.identifier(def.table)} n where n.code = t.code and n.status = 'APPROVED'
      and n.version_no > t.version_no and n.effective_date <= ${today}))`;
}

/** 最新版本: no version of the code is higher. */
export function latestSql(def: DocumentDef): SQL {
  return sql`not exists (select 1 from ${sql.identifier(def.table)} n where n.code = t.code and n.version_no > t.version_no)`;
}
