import { ResultCode, roundDiv } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/app-error.ts';

/**
 * The half-stuff graph of recipes: a recipe line may name a HALFSTUFF recipe (one version, by id)
 * as an ingredient, to any depth. Cycles are judged by recipe code, so a recipe may not use
 * itself — directly, through another, or through an older version of itself.
 */
export interface RecipeNode {
  id: number;
  code: string;
  versionNo: number;
  recipeType: string;
  status: string;
  basis: string;
  /** ×1e6 kg. */
  batchSize: bigint;
  lines: { materielId: number | null; halfstuffId: number | null; parts: bigint }[];
}

/** `PF001 第2版`, as refusals name a version. */
export const versionLabel = (r: { code: string; versionNo: number }) => `${r.code} 第${r.versionNo}版`;

/** The recipes of `ids` and every half-stuff recipe below them, with their lines. */
export async function loadRecipeGraph(db: DbOrTx, ids: readonly number[]): Promise<Map<number, RecipeNode>> {
  const nodes = new Map<number, RecipeNode>();
  let wanted = [...new Set(ids)];
  while (wanted.length > 0) {
    const list = sql.join(
      wanted.map((id) => sql`${id}`),
      sql`, `,
    );
    const heads = await queryRows<{
      id: number;
      code: string;
      version_no: number;
      recipe_type: string;
      status: string;
      basis: string;
      batch_size: string;
    }>(
      db,
      sql`select id, code, version_no, recipe_type, status, basis, batch_size::text as batch_size
          from prd_recipes where id in (${list})`,
    );
    const lines = await queryRows<{
      doc_id: number;
      materiel_id: number | null;
      halfstuff_id: number | null;
      parts: string;
    }>(
      db,
      sql`select doc_id, materiel_id, halfstuff_id, parts::text as parts
          from prd_recipes_items where doc_id in (${list}) order by doc_id, line_no`,
    );
    for (const h of heads)
      nodes.set(h.id, {
        id: h.id,
        code: h.code,
        versionNo: h.version_no,
        recipeType: h.recipe_type,
        status: h.status,
        basis: h.basis,
        batchSize: BigInt(h.batch_size ?? '0'),
        lines: [],
      });
    for (const l of lines)
      nodes.get(l.doc_id)?.lines.push({
        materielId: l.materiel_id,
        halfstuffId: l.halfstuff_id,
        parts: BigInt(l.parts ?? '0'),
      });
    wanted = [
      ...new Set(
        lines.flatMap((l) => (l.halfstuff_id != null && !nodes.has(l.halfstuff_id) ? [l.halfstuff_id] : [])),
      ),
    ];
  }
  return nodes;
}

/**
 * Refuses a recipe (code `code`) whose half-stuff lines name `halfstuffIds` when any path down
 * from them comes back to a code already on the path: 「配方循环引用：PF001 → PF002 → PF001」.
 */
export async function refuseCycles(db: DbOrTx, code: string, halfstuffIds: readonly number[]): Promise<void> {
  const graph = await loadRecipeGraph(db, halfstuffIds);
  const clear = new Set<number>();
  const visit = (id: number, path: string[]) => {
    if (clear.has(id)) return;
    const node = graph.get(id);
    if (!node) return;
    if (path.includes(node.code))
      fail(ResultCode.BUSINESS_RULE, `配方循环引用：${[...path, node.code].join(' → ')}`);
    for (const line of node.lines)
      if (line.halfstuffId != null) visit(line.halfstuffId, [...path, node.code]);
    clear.add(id);
  };
  for (const id of halfstuffIds) visit(id, [code]);
}

/** An exact fraction of scaled units, reduced. */
interface Fraction {
  num: bigint;
  den: bigint;
}
const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
};
const reduce = ({ num, den }: Fraction): Fraction => {
  const g = gcd(num, den);
  return { num: num / g, den: den / g };
};
const add = (a: Fraction, b: Fraction): Fraction =>
  reduce({ num: a.num * b.den + b.num * a.den, den: a.den * b.den });

/** 100 parts, ×1e6: a per-hundred recipe's lines add up to this. */
export const HUNDRED_PARTS = 100_000_000n;

/**
 * A recipe's lines for `qty` of its output (a fraction of ×1e6 kg): per hundred, parts / 100 of it;
 * per batch, parts scaled from the recipe's own batch size.
 */
function lineQty(node: RecipeNode, parts: bigint, qty: Fraction): Fraction {
  const base = node.basis === 'PERCENT' ? HUNDRED_PARTS : node.batchSize;
  if (base <= 0n) fail(ResultCode.BUSINESS_RULE, `配方「${versionLabel(node)}」的批量必须大于0`);
  return reduce({ num: qty.num * parts, den: qty.den * base });
}

export interface ExplodedMaterial {
  materielId: number;
  /** ×1e6 kg per batch, the exact sum rounded half-up once (to the `unit` asked for). */
  qty: bigint;
}

/** A gram in stored quantity units (×1e6 kg): what a scale weighs and a quantity field keeps. */
export const GRAM = 1_000n;

/**
 * A recipe version exploded into its leaf materials for a batch of `batchSize` (×1e6 kg; the
 * recipe's own batch size when absent), through every level of half-stuff: each material's
 * quantity is summed exactly (fractions) and rounded once, at the end.
 */
export async function explodeRecipe(
  db: DbOrTx,
  id: number,
  batchSize?: bigint,
  unit = 1n,
): Promise<{ batchSize: bigint; materials: ExplodedMaterial[] }> {
  return explodeInGraph(await loadRecipeGraph(db, [id]), id, batchSize, unit);
}

/**
 * `explodeRecipe` over a graph already loaded (`loadRecipeGraph` of several recipes at once, as
 * BOM 价格 explodes a page of recipes with one load).
 */
export function explodeInGraph(
  graph: ReadonlyMap<number, RecipeNode>,
  id: number,
  batchSize?: bigint,
  /** Rounded to a multiple of this (stored units); the feeding weighs to the gram (`GRAM`). */
  unit = 1n,
): { batchSize: bigint; materials: ExplodedMaterial[] } {
  const root = graph.get(id);
  if (!root) fail(ResultCode.NOT_FOUND, '配方不存在');
  const size = batchSize ?? root.batchSize;
  const sums = new Map<number, Fraction>();
  const walk = (node: RecipeNode, qty: Fraction, path: string[]) => {
    if (path.includes(node.code))
      fail(ResultCode.BUSINESS_RULE, `配方循环引用：${[...path, node.code].join(' → ')}`);
    for (const line of node.lines) {
      const q = lineQty(node, line.parts, qty);
      if (line.materielId != null)
        sums.set(line.materielId, add(sums.get(line.materielId) ?? { num: 0n, den: 1n }, q));
      else if (line.halfstuffId != null) {
        const child = graph.get(line.halfstuffId);
        if (child) walk(child, q, [...path, node.code]);
      }
    }
  };
  walk(root, { num: size, den: 1n }, []);
  const materials = [...sums].map(([materielId, f]) => ({
    materielId,
    qty: roundDiv(f.num, f.den * unit) * unit,
  }));
  return { batchSize: size, materials };
}
