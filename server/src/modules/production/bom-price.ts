import { bomPriceMonths, bomPriceRange, companyToday, roundDiv } from '@tiangong/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { latestMaterialReceipts, type MaterialReceipts, materialReceipts } from '../inventory/index.ts';
import { type ExplodedMaterial, explodeInGraph, loadRecipeGraph } from './recipe-graph.ts';

/**
 * BOM 价格: recipe versions exploded through their half-stuff (`explodeInGraph`, the explosion
 * 配方展开 uses — one graph load for all the recipes asked) and costed at the materials' purchase
 * prices of a period (inventory's `materialReceipts`: Σ value / Σ qty, red flushes netted). A
 * material not received in the period takes its latest earlier receipt, marked; one never
 * received has no price and adds nothing to the cost, marked too.
 */
export const FALLBACK_NOTE = '无本期入库，取最近入库价';
export const UNPRICED_NOTE = '无价格';

/** ×1e6 throughout: kg, 元 and 元/kg; shares ×100 (12.34 % is 1234). */
export interface Exploded {
  batchSize: bigint;
  materials: ExplodedMaterial[];
}

export interface MaterialPrice {
  /** Received value and quantity: the weighted price is value / qty, never rounded before use. */
  receipts: MaterialReceipts;
  /** Taken from the latest receipt before the period. */
  fallback: boolean;
}

export interface CostedLine {
  materielId: number;
  qty: bigint;
  qtyShare: bigint;
  price: bigint | null;
  amount: bigint | null;
  perKg: bigint | null;
  amountShare: bigint | null;
  priceDate: string | null;
  note: string;
}

export interface RecipeCost {
  batchSize: bigint;
  lines: CostedLine[];
  /** Σ line amounts (each rounded once), the batch's cost. */
  amount: bigint;
  /** amount / batch size, ×1e6 元 per kg; null for a batch size of 0. */
  perKg: bigint | null;
  fallback: number;
  unpriced: number;
}

/** The period a filter names, as dates of the company calendar. */
export function bomPricePeriod(value: unknown, today = companyToday()) {
  const months = bomPriceMonths(value);
  return { months, ...bomPriceRange(months, today) };
}

/** Each recipe of `ids` exploded for its own batch size, from one load of their graph. */
export async function explodeRecipes(db: DbOrTx, ids: readonly number[]): Promise<Map<number, Exploded>> {
  const graph = await loadRecipeGraph(db, ids);
  return new Map(ids.filter((id) => graph.has(id)).map((id) => [id, explodeInGraph(graph, id)]));
}

/** The materials' prices of the period `from`…`to`, the latest earlier receipt where none. */
export async function priceMaterials(
  db: DbOrTx,
  materialIds: readonly number[],
  period: { from: string; to: string },
): Promise<Map<number, MaterialPrice>> {
  const ids = [...new Set(materialIds)];
  const inPeriod = await materialReceipts(db, ids, period.from, period.to);
  const missing = ids.filter((id) => !inPeriod.has(id));
  const earlier = await latestMaterialReceipts(db, missing, period.from);
  const prices = new Map<number, MaterialPrice>();
  for (const [id, receipts] of inPeriod) prices.set(id, { receipts, fallback: false });
  for (const [id, receipts] of earlier) prices.set(id, { receipts, fallback: true });
  return prices;
}

/**
 * Parts of `total` in proportion to `weights`, each floored and the rest given one unit at a time
 * to the largest remainders (ties to the first): the parts add up to `total` exactly.
 */
export function allocate(total: bigint, weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) return weights.map(() => 0n);
  const exact = weights.map((w) => w * total);
  const parts = exact.map((e) => e / sum);
  let rest = total - parts.reduce((a, b) => a + b, 0n);
  const order = exact
    .map((e, i) => ({ i, r: e % sum }))
    .sort((a, b) => (b.r > a.r ? 1 : b.r < a.r ? -1 : a.i - b.i));
  for (const { i } of order) {
    if (rest <= 0n) break;
    parts[i] += 1n;
    rest -= 1n;
  }
  return parts;
}

const SCALE = 1_000_000n;
const HUNDRED_PERCENT = 10_000n;

/**
 * One exploded recipe costed. A line's amount is qty × Σ value / Σ qty rounded once; the batch's
 * cost is the sum of the lines; per kg it is that over the batch size, rounded once, and the lines'
 * per-kg figures and shares are that total (and 100 %) split by largest remainders, so a column
 * adds up to its total. Without `prices` (a reader without 查看BOM价格合计) only quantities.
 */
export function costRecipe(exploded: Exploded, prices?: ReadonlyMap<number, MaterialPrice>): RecipeCost {
  const { batchSize, materials } = exploded;
  const totalQty = materials.reduce((a, m) => a + m.qty, 0n);
  const qtyShares = allocate(
    HUNDRED_PERCENT,
    materials.map((m) => m.qty),
  );
  const priced = materials.map((m) => {
    const p = prices?.get(m.materielId);
    if (!p) return { price: null, amount: null, p };
    const { qty, value } = p.receipts;
    return { price: roundDiv(value * SCALE, qty), amount: roundDiv(m.qty * value, qty), p };
  });
  const amount = priced.reduce((a, l) => a + (l.amount ?? 0n), 0n);
  const perKg = batchSize > 0n ? roundDiv(amount * SCALE, batchSize) : null;
  const amounts = priced.map((l) => l.amount ?? 0n);
  const perKgs = perKg === null ? null : allocate(perKg, amounts);
  const amountShares = allocate(HUNDRED_PERCENT, amounts);
  const lines = materials.map((m, i): CostedLine => {
    const { price, amount: lineAmount, p } = priced[i];
    const withMoney = prices !== undefined;
    return {
      materielId: m.materielId,
      qty: m.qty,
      qtyShare: totalQty > 0n ? qtyShares[i] : 0n,
      price,
      amount: lineAmount,
      perKg: withMoney && lineAmount !== null && perKgs ? perKgs[i] : null,
      amountShare: withMoney && lineAmount !== null ? amountShares[i] : null,
      priceDate: p?.receipts.date ?? null,
      note: !withMoney ? '' : !p ? UNPRICED_NOTE : p.fallback ? FALLBACK_NOTE : '',
    };
  });
  return {
    batchSize,
    lines,
    amount,
    perKg,
    fallback: lines.filter((l) => l.note === FALLBACK_NOTE).length,
    unpriced: lines.filter((l) => l.note === UNPRICED_NOTE).length,
  };
}

/** Recipes exploded and costed with one graph load and one price lookup for all of them. */
export async function costRecipes(
  db: DbOrTx,
  ids: readonly number[],
  period: { from: string; to: string },
  withMoney: boolean,
): Promise<Map<number, RecipeCost>> {
  const exploded = await explodeRecipes(db, ids);
  const prices = withMoney
    ? await priceMaterials(
        db,
        [...exploded.values()].flatMap((e) => e.materials.map((m) => m.materielId)),
        period,
      )
    : undefined;
  return new Map([...exploded].map(([id, e]) => [id, costRecipe(e, prices)]));
}
