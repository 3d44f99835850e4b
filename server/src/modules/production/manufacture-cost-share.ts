import { divRound } from '../../platform/documents/amounts.ts';

/**
 * How a packing takes its share of its batch's cost (issue 30 item 3), pure so the property test
 * replays it. The batch's quantity is its recorded output + scrap; its cost is the feeding's issued
 * value + the adjustments' issues + audited process and outside-processing costs. Like an issue at
 * the moving average, each packed line takes round(cost left × qty ÷ quantity left) — what earlier
 * packings took already off both — rounded half-up once. The packing that completes the batch
 * (packs the last of the output, or is 完工) leaves the rest to the scrap and the unpacked loss: so
 * Σ packed + scrap and loss = the batch's cost to the unit, and a cost audited between two packings
 * is shared by the quantity still to pack.
 */
export interface BatchPool {
  /** The batch's cost so far ×1e6. */
  cost: bigint;
  /** Recorded output + scrap ×1e6. */
  quantity: bigint;
  /** What audited packings took before: quantity and value ×1e6. */
  packedQty: bigint;
  packedValue: bigint;
}

export interface PackingShare {
  values: bigint[];
  /** Only when the packing completes the batch: scrap + unpacked output, and the rest of the cost. */
  loss?: { qty: bigint; value: bigint };
}

export function sharePacking(pool: BatchPool, lines: readonly bigint[], completes: boolean): PackingShare {
  let packedQty = pool.packedQty;
  let packedValue = pool.packedValue;
  const values = lines.map((q) => {
    const left = pool.quantity - packedQty;
    const value = left <= 0n ? 0n : divRound((pool.cost - packedValue) * q, left);
    packedQty += q;
    packedValue += value;
    return value;
  });
  return completes
    ? { values, loss: { qty: pool.quantity - packedQty, value: pool.cost - packedValue } }
    : { values };
}
