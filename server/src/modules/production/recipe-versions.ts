import {
  can,
  companyToday,
  enumLabel,
  formatQty,
  formatYmd,
  type RecipeDiff,
  type RecipeDiffLine,
  type RecipeVersion,
  ResultCode,
} from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { reviseVersion } from '../../platform/documents/document-versions.ts';
import type { DocumentRegistry } from '../../platform/documents/registry.ts';
import { fail } from '../../platform/http/app-error.ts';
import { recipeVersioning } from './recipe.hooks.ts';
import { versionLabel } from './recipe-graph.ts';

interface HeaderRow {
  id: number;
  code: string;
  name: string;
  version_no: number;
  scale: string;
  purpose: string;
  recipe_type: string;
  product_id: number | null;
  product_label: string | null;
  effective_date: string | null;
  batch_size: string | null;
  basis: string;
  process_notes: string | null;
  status: string;
  auditor: string | null;
  audit_date: string | null;
  create_by: string | null;
}

const headerSelect = sql`select r.id, r.code, r.name, r.version_no, r.scale, r.purpose, r.recipe_type,
  r.product_id, concat_ws(' ', p.code, p.name) as product_label, r.effective_date,
  r.batch_size::text as batch_size, r.basis, r.process_notes, r.status, r.auditor,
  r.audit_date::text as audit_date, r.create_by
  from prd_recipes r left join md_products p on p.id = r.product_id`;

async function header(db: DbOrTx, id: number, lock = false): Promise<HeaderRow> {
  const [row] = await queryRows<HeaderRow>(
    db,
    lock
      ? sql`select r.*, r.batch_size::text as batch_size from prd_recipes r where r.id = ${id} for update`
      : sql`${headerSelect} where r.id = ${id}`,
  );
  if (!row) fail(ResultCode.NOT_FOUND, '配方不存在');
  return row;
}

/**
 * 修改: the next version of an approved recipe, as a new draft (the platform's `reviseVersion`) —
 * the same code, scale, purpose, product, batch, basis, control, notes and lines, type 变更
 * (CHANGE), effective from today until edited. The approved one stays in force until the new one is
 * approved.
 */
export async function reviseRecipe(
  db: DbOrTx,
  request: FastifyRequest,
  registry: DocumentRegistry,
  id: number,
): Promise<{ id: number; versionNo: number }> {
  return reviseVersion(db, request, registry, recipeVersioning, id, (h, lines) => ({
    code: h.code,
    name: h.name,
    scale: h.scale,
    purpose: h.purpose,
    recipeType: 'CHANGE',
    productId: h.product_id,
    effectiveDate: companyToday(),
    batchSize: Number(h.batch_size),
    basis: h.basis,
    consumptionControl: h.consumption_control,
    tolerance: h.tolerance == null ? null : Number(h.tolerance),
    processNotes: h.process_notes,
    items: lines.map((l) => ({
      materielId: l.materiel_id,
      halfstuffId: l.halfstuff_id,
      parts: Number(l.parts),
      remark: l.remark,
    })),
  }));
}

/** Every version of the recipe's code, newest first, the one in force today marked. */
export async function recipeVersions(
  db: DbOrTx,
  id: number,
): Promise<{ code: string; versions: RecipeVersion[] }> {
  const { code } = await header(db, id);
  const rows = await queryRows<HeaderRow>(
    db,
    sql`${headerSelect} where r.code = ${code} order by r.version_no desc`,
  );
  const today = companyToday();
  const inForce = rows.find((r) => r.status === 'APPROVED' && (r.effective_date ?? '') <= today);
  return {
    code,
    versions: rows.map((r) => ({
      id: r.id,
      versionNo: r.version_no,
      recipeType: r.recipe_type,
      effectiveDate: r.effective_date,
      status: r.status,
      auditor: r.auditor,
      auditDate: r.audit_date,
      createBy: r.create_by,
      current: r.id === inForce?.id,
    })),
  };
}

interface LineRow {
  materiel_id: number | null;
  halfstuff_id: number | null;
  parts: string;
  remark: string | null;
  m_code: string | null;
  m_name: string | null;
  h_code: string | null;
  h_version: number | null;
}

async function diffLines(db: DbOrTx, id: number): Promise<LineRow[]> {
  return queryRows<LineRow>(
    db,
    sql`select i.materiel_id, i.halfstuff_id, i.parts::text as parts, i.remark,
          m.code as m_code, m.name as m_name, h.code as h_code, h.version_no as h_version
        from prd_recipes_items i
        left join md_materiels m on m.id = i.materiel_id
        left join prd_recipes h on h.id = i.halfstuff_id
        where i.doc_id = ${id} order by i.line_no`,
  );
}

/**
 * 版本对比: two recipe versions side by side — the header fields (each marked where they differ),
 * the process notes, and the ingredients matched by material (or half-stuff version): added,
 * removed, changed parts or remark, the same. Material names only for those who may see them.
 */
export async function compareRecipes(
  db: DbOrTx,
  roles: readonly string[],
  leftId: number,
  rightId: number,
): Promise<RecipeDiff> {
  const [a, b] = [await header(db, leftId), await header(db, rightId)];
  const enumText = (key: 'recipeType' | 'recipeBasis' | 'recipeScale' | 'recipePurpose', v: string | null) =>
    v ? enumLabel(key, v) : '';
  const qty = (v: string | null) => (v == null ? '' : formatQty(BigInt(v)));
  const fieldsOf = (r: HeaderRow): [string, string, string][] => [
    ['name', '配方名称', r.name ?? ''],
    ['versionNo', '版本号', String(r.version_no)],
    ['scale', '规模', enumText('recipeScale', r.scale)],
    ['purpose', '用途', enumText('recipePurpose', r.purpose)],
    ['recipeType', '配方类型', enumText('recipeType', r.recipe_type)],
    ['productId', '产品', r.product_label ?? ''],
    ['effectiveDate', '生效日期', r.effective_date ? formatYmd(r.effective_date) : ''],
    ['batchSize', '批量（kg）', qty(r.batch_size)],
    ['basis', '用量基准', enumText('recipeBasis', r.basis)],
    ['processNotes', '工艺说明', r.process_notes ?? ''],
  ];
  const right = fieldsOf(b);
  const fields = fieldsOf(a).map(([field, label, left], i) => ({
    field,
    label,
    left,
    right: right[i][2],
    changed: left !== right[i][2],
  }));
  const seeNames = can(roles, 'material-name');
  const keyed = (rows: LineRow[]) =>
    new Map(
      rows.map((l) => {
        const material = l.materiel_id != null;
        const key = material ? `m${l.materiel_id}` : `h${l.halfstuff_id}`;
        const label = material
          ? seeNames && l.m_name
            ? `${l.m_code} ${l.m_name}`
            : (l.m_code ?? '')
          : `半成品 ${versionLabel({ code: l.h_code ?? '', versionNo: l.h_version ?? 0 })}`;
        return [key, { l, material, label }] as const;
      }),
    );
  const left = keyed(await diffLines(db, leftId));
  const rightLines = keyed(await diffLines(db, rightId));
  const keys = [...left.keys(), ...[...rightLines.keys()].filter((k) => !left.has(k))];
  const lines: RecipeDiffLine[] = keys.map((key) => {
    const x = left.get(key);
    const y = rightLines.get(key);
    const lp = x ? Number(x.l.parts) : null;
    const rp = y ? Number(y.l.parts) : null;
    const change = !x
      ? 'added'
      : !y
        ? 'removed'
        : lp !== rp || (x.l.remark ?? '') !== (y.l.remark ?? '')
          ? 'changed'
          : 'same';
    const any = (x ?? y)!;
    return {
      key,
      kind: any.material ? 'material' : 'halfstuff',
      label: any.label,
      left: lp,
      right: rp,
      leftRemark: x?.l.remark ?? null,
      rightRemark: y?.l.remark ?? null,
      change,
    };
  });
  const side = (r: HeaderRow) => ({
    id: r.id,
    label: versionLabel({ code: r.code, versionNo: r.version_no }),
    status: r.status,
  });
  return { left: side(a), right: side(b), fields, lines };
}
