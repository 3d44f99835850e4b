import { formatQty, ResultCode, recipe, type recipeAlternate } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import {
  numberVersion,
  refuseWithLaterVersions,
  type Versioned,
} from '../../platform/documents/document-versions.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { HUNDRED_PARTS, refuseCycles, versionLabel } from './recipe-graph.ts';

/** Recipes are versioned by code (the platform's mechanism, document-versions.ts). */
export const recipeVersioning: Versioned = {
  def: recipe,
  label: (code, versionNo) => versionLabel({ code, versionNo }),
};

interface Named {
  id: number;
  code: string;
  version_no: number;
}

/** Recipes whose lines name `id` as a half-stuff (other than `id` itself). */
async function usersOf(db: DbOrTx, id: number): Promise<Named[]> {
  return queryRows<Named>(
    db,
    sql`select distinct r.id, r.code, r.version_no from prd_recipes_items i
        join prd_recipes r on r.id = i.doc_id
        where i.halfstuff_id = ${id} and r.id <> ${id} order by r.code, r.version_no`,
  );
}

const names = (rows: readonly Named[]) =>
  rows.map((r) => `「${versionLabel({ code: r.code, versionNo: r.version_no })}」`).join('、');

/**
 * 配方 rules. Each line is a material or a half-stuff recipe (a HALFSTUFF recipe, not closed);
 * no recipe uses itself, however deep (refused with the path); parts per hundred add up to 100.
 * A new code starts at version 1 — a code that exists gets its next version only through 修改
 * (the platform's versions, document-versions.ts).
 * 审核 needs every half-stuff it names approved; 反审核 and 删除 are refused once a later version
 * or another recipe builds on the version.
 */
export const recipeHooks: DocumentHooks<typeof recipe> = {
  async beforeSave({ db, request, before }, doc) {
    const lines = doc.items ?? [];
    const seen = new Map<string, number>();
    for (const [index, line] of lines.entries()) {
      const row = `第${index + 1}行`;
      if ((line.materielId == null) === (line.halfstuffId == null))
        fail(ResultCode.VALIDATION, `${row}：请选择物料或半成品配方（二者选一）`);
      const key = line.materielId != null ? `m${line.materielId}` : `h${line.halfstuffId}`;
      const first = seen.get(key);
      if (first !== undefined)
        fail(ResultCode.VALIDATION, `${row}与第${first + 1}行的原料相同，请合并为一行`);
      seen.set(key, index);
    }
    if (doc.basis === 'PERCENT') {
      const sum = lines.reduce((s, l) => s + BigInt(l.parts ?? 0), 0n);
      if (sum !== HUNDRED_PARTS)
        fail(ResultCode.VALIDATION, `用量基准为百分比时，各行用量之和必须为100，现为${formatQty(sum)}`);
    }
    const code = doc.code;
    if (!before) await numberVersion(db, request, recipeVersioning, doc);
    const halfstuff = lines.flatMap((l, index) =>
      l.halfstuffId != null ? [{ id: l.halfstuffId, index }] : [],
    );
    if (halfstuff.length === 0) return;
    const found = await queryRows<Named & { recipe_type: string; status: string }>(
      db,
      sql`select id, code, version_no, recipe_type, status from prd_recipes where id in (${sql.join(
        halfstuff.map((h) => sql`${h.id}`),
        sql`, `,
      )})`,
    );
    for (const { id, index } of halfstuff) {
      const r = found.find((f) => f.id === id);
      const row = `第${index + 1}行`;
      if (!r) fail(ResultCode.VALIDATION, `${row}：所选半成品配方不存在`);
      const label = versionLabel({ code: r.code, versionNo: r.version_no });
      if (r.recipe_type !== 'HALFSTUFF')
        fail(ResultCode.VALIDATION, `${row}：配方「${label}」不是半成品配方`);
      if (r.status === 'CLOSED') fail(ResultCode.BUSINESS_RULE, `${row}：半成品配方「${label}」已关闭`);
    }
    if (code)
      await refuseCycles(
        db,
        code,
        halfstuff.map((h) => h.id),
      );
  },

  async beforeTransition({ db, before, to }, doc) {
    const label = versionLabel({ code: before.code ?? '', versionNo: before.versionNo ?? 0 });
    if (to === 'APPROVED' && before.status === 'CHECKPENDING') {
      const ids = doc.items.flatMap((l) => (l.halfstuffId != null ? [l.halfstuffId] : []));
      if (ids.length === 0) return;
      const pending = await queryRows<Named>(
        db,
        sql`select id, code, version_no from prd_recipes where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and status <> 'APPROVED' order by code, version_no`,
      );
      if (pending.length > 0)
        fail(ResultCode.BUSINESS_RULE, `半成品配方${names(pending)}尚未审核通过，不能审核配方「${label}」`);
    }
    // 反审核 of an approved version: only while nothing builds on it.
    if (to === 'CHECKPENDING' && before.status === 'APPROVED') {
      await refuseWithLaterVersions(db, recipeVersioning, before, '反审核');
      const users = await usersOf(db, before.id);
      if (users.length > 0)
        fail(ResultCode.BUSINESS_RULE, `配方「${label}」已用作配方${names(users)}的半成品，不能反审核`);
    }
  },

  async beforeDelete({ db, before }) {
    const label = versionLabel({ code: before.code ?? '', versionNo: before.versionNo ?? 0 });
    await refuseWithLaterVersions(db, recipeVersioning, before, '删除');
    const users = await usersOf(db, before.id);
    if (users.length > 0)
      fail(ResultCode.BUSINESS_RULE, `配方「${label}」已用作配方${names(users)}的半成品，不能删除`);
  },
};

/**
 * 替代料 rules: a material does not replace itself; the ratio is more than zero; listed recipes
 * only where the scope says so (全部配方 keeps none); one enabled rule per pair of materials.
 */
export const recipeAlternateHooks: DocumentHooks<typeof recipeAlternate> = {
  async beforeSave({ db, before }, doc) {
    if (doc.materielId != null && doc.materielId === doc.alternateId)
      fail(ResultCode.VALIDATION, '替代物料不能与原物料相同');
    if (doc.ratio != null && Number(doc.ratio) <= 0) fail(ResultCode.VALIDATION, '替代比例必须大于0');
    if (doc.scope === 'ALL') doc.items = [];
    else if ((doc.items ?? []).length === 0)
      fail(ResultCode.VALIDATION, '适用范围为指定配方时，请至少选择1个配方');
    const [twin] = await queryRows<{ id: number }>(
      db,
      sql`select id from prd_recipe_alternates where materiel_id = ${doc.materielId}
          and alternate_id = ${doc.alternateId} and status = 'EBL' and id <> ${before?.id ?? 0} limit 1`,
    );
    if (twin) fail(ResultCode.BUSINESS_RULE, '该原物料与替代物料的替代关系已存在');
  },
};
