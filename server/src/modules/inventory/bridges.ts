import type { DbOrTx } from '../../platform/db/client.ts';

/**
 * What inventory's documents need from the modules beside it, asked for here and supplied by the
 * bridge room (`modules/purchase-stock/`; the warehouse-in's 开票状态 is its declared billing status) — the way Odoo's `sale_stock`
 * joins `sale` and `stock` — so that inventory imports no purchase, finance or sales file and
 * those modules enter inventory only through its door. `modules/index.ts` hands them over.
 */
export interface InventoryBridges {
  purchase: PurchaseReceipts;
}

/** A warehouse-in line that may come from a purchase order line. */
export interface OrderPricedLine {
  price?: number | null;
  purchaseOrderLineId?: number | null;
}

/** Purchasing, as goods arrive against its orders (the material warehouse-in's prices). */
export interface PurchaseReceipts {
  /** At save: lines from an order without a price of their own take the order line's. */
  fillOrderPrices(db: DbOrTx, lines: OrderPricedLine[]): Promise<void>;
  /**
   * At 入库, for lines saved by someone who may not key prices (the store): they come in at the
   * order's price rather than at none, the amount following.
   */
  orderPricesAtPosting(db: DbOrTx, warehouseInId: number): Promise<void>;
}
