import { formatQty, ResultCode, roundDiv } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/app-error.ts';
import { allowedAlternates, type FeedingRecipe } from './manufacture-recipe.ts';
import { explodeRecipe, GRAM } from './recipe-graph.ts';

/**
 * A feeding's lines against its recipe version: proposed from the explosion (leaf materials, half-
 * stuff exploded — the simple right start: a half-stuff kept in stock as its own batch is not fed
 * whole), each line's 理论用量 kept from it — at the alternate's ratio where one stands in — and
 * judged by the recipe's consumption control.
 */
export interface FeedingLine {
  materielId?: number | null;
  alternateId?: number | null;
  theoreticalQty?: number | null;
  qty?: number | null;
  deviationReason?: string | null;
}

/** "code name" of materials, as refusals name them. */
export async function materialLabels(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; code: string; name: string }>(
    db,
    sql`select id, code, name from md_materiels where id in (${sql.join(
      [...new Set(ids)].map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.id, `${r.code} ${r.name}`]));
}

const kg = (q: bigint) => `${formatQty(q)} kg`;
const pct = (tolerance: bigint) => `${formatQty(tolerance * 10_000n)}%`;

/** Beyond tolerance: |actual − theoretical| > theoretical × tolerance (percent ×100). */
export function beyondTolerance(theoretical: bigint, actual: bigint, tolerance: bigint): boolean {
  const diff = actual > theoretical ? actual - theoretical : theoretical - actual;
  return diff * 10_000n > theoretical * tolerance;
}

/**
 * Fills and judges the lines of a draft feeding (in place): without lines, the recipe's proposal
 * (实际 = 理论); with lines, each must be a material of the recipe (once), an alternate only as the
 * alternate table allows for this recipe, and no recipe material may be left out. Answers whether
 * a line lies beyond tolerance under 警告 control (it then waits for 偏差审核); 严格 refuses it,
 * 警告 refuses it without a reason.
 */
export async function judgeLines(
  db: DbOrTx,
  recipe: FeedingRecipe,
  batchSize: bigint,
  lines: FeedingLine[],
  /** The batch size changed: every line's 实际 becomes its (new) 理论. */
  resized = false,
): Promise<{ lines: FeedingLine[]; pending: boolean }> {
  // Weighed to the gram: a quantity field keeps 3 decimals of a kg (a 4th was refused at 保存).
  const { materials } = await explodeRecipe(db, recipe.id, batchSize, GRAM);
  const theory = new Map(materials.map((m) => [m.materielId, m.qty]));
  const labels = await materialLabels(db, [
    ...theory.keys(),
    ...lines.flatMap((l) => [l.materielId, l.alternateId].filter((x): x is number => x != null)),
  ]);
  if (lines.length === 0) {
    const proposal = [...theory]
      .sort(([a], [b]) => (labels.get(a) ?? '').localeCompare(labels.get(b) ?? ''))
      .map(([materielId, qty]) => ({
        materielId,
        alternateId: null,
        theoreticalQty: Number(qty),
        qty: Number(qty),
        deviationReason: null,
      }));
    return { lines: proposal, pending: false };
  }
  const alternates = await allowedAlternates(db, recipe.id, [...theory.keys()]);
  const seen = new Set<number>();
  let pending = false;
  for (const [i, line] of lines.entries()) {
    const row = `第${i + 1}行`;
    const m = line.materielId ?? 0;
    const base = theory.get(m);
    if (base === undefined)
      fail(ResultCode.BUSINESS_RULE, `${row}：物料 ${labels.get(m) ?? m} 不在配方「${recipe.label}」中`);
    if (seen.has(m)) fail(ResultCode.BUSINESS_RULE, `${row}：物料 ${labels.get(m)} 重复，请合并为一行`);
    seen.add(m);
    let theoretical = base;
    const alt = line.alternateId ?? null;
    if (alt != null && alt !== m) {
      const ratio = alternates.get(`${m}>${alt}`);
      if (ratio === undefined)
        fail(
          ResultCode.BUSINESS_RULE,
          `${row}：${labels.get(alt) ?? alt} 不是配方「${recipe.label}」中 ${labels.get(m)} 的可用替代料`,
        );
      theoretical = roundDiv(base * ratio, 10_000n * GRAM) * GRAM;
    }
    line.alternateId = alt === m ? null : alt;
    line.theoreticalQty = Number(theoretical);
    if (resized) line.qty = Number(theoretical);
    const actual = BigInt(line.qty ?? 0);
    if (recipe.control === 'FLEXIBLE' || !beyondTolerance(theoretical, actual, recipe.tolerance)) continue;
    const fed = labels.get(line.alternateId ?? m);
    const said = `${row}：物料 ${fed} 理论用量 ${kg(theoretical)}，实际 ${kg(actual)}，超出允许偏差 ${pct(recipe.tolerance)}`;
    if (recipe.control === 'STRICT') fail(ResultCode.BUSINESS_RULE, `${said}（严格控制），不能投料`);
    if (!line.deviationReason?.trim())
      fail(ResultCode.BUSINESS_RULE, `${said}，请填写偏差原因（保存前须经偏差审核）`);
    pending = true;
  }
  const missing = [...theory.keys()].filter((m) => !seen.has(m));
  if (missing.length)
    fail(
      ResultCode.BUSINESS_RULE,
      `配方物料 ${missing.map((m) => labels.get(m)).join('、')} 没有投料行：不投时保留该行，实际用量填0并写明偏差原因`,
    );
  return { lines, pending };
}
