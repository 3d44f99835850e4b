/**
 * Inventory's one public entry: other modules import inventory only from here (the boundaries
 * test, `modules/module-boundaries.test.ts`, refuses a deep import). Everything else in this folder
 * is inventory's own and may change without another module noticing. Grouped by the file each
 * comes from (the order biome keeps).
 */

// What inventory asks of the modules beside it; the bridge rooms supply it (modules/index.ts wires them).
export type { InventoryBridges, PurchaseReceipts } from './bridges.ts';
// Packages of a spec received onto a product stock key (production's packing).
export { receivePackages } from './product-packaging.hooks.ts';
// What materials were bought at: purchase warehouse-ins of a period, net of red flushes (BOM 价格).
export { latestMaterialReceipts, type MaterialReceipts, materialReceipts } from './receipt-prices.ts';
// Batches available to pick, and the automatic pick (a delivery or a reservation takes them).
export { autoPick, availableBatches } from './requisition.picks.ts';
// Safety stock's derived columns (the purchase suggestion reads the shortfall).
export { materialSafetyStockDerived } from './safety-stock.hooks.ts';
// Whether a product batch exists (a customer's sample or complaint names one).
export { batchExists } from './stock-batches.service.ts';
// Posting to the stock ledger: moves in id order under the items' locks.
export { lockItems, postMoves } from './stock-ledger.service.ts';
// Closed stock periods and the documents each book holds (the accounts period closes over them).
export { closedPeriods, lockPeriodsShared, periodLabel, periodOf } from './stock-period.guard.ts';
export { bookDocumentsOf } from './stock-period.sources.ts';
// Reserving stock for an order and giving it back.
export { type ReservationInput, release, reserve } from './stock-reservation.service.ts';
// Returns: each return line's share of the value its source line brought in or took out.
export { deliveryReturn, lockedReturnShares, returnShares, warehouseInReturn } from './stock-returns.ts';
// Reversing a document's unreversed moves at their own values (a discarded feeding, issue 30).
export { reverseDocument } from './stock-reversal.service.ts';
// The rules every stock document keeps: an open period, a warehouse of its book, batches owned,
// its lines loaded and turned into moves, and the server-filled columns it writes back.
export {
  assertAllocations,
  assertDateOpen,
  assertWarehouseOf,
  lineMove,
  loadLines,
  setColumns,
} from './stock-rules.ts';
// Issuing stock at the moving average (a delivery or an outbound document posting its lines).
export { issueAtAverage } from './warehouse-out.hooks.ts';
