import { apiGet, apiPost } from '../../api/http';

/**
 * SPEC "material requisition with multi-batch-number saving": the picks of a requisition's lines,
 * under the requisition's own prefix (`/apply`, `/productApply`, `/tmaterielStockUseList`); `item` names the line's item
 * field (`materielId`, `productId`), the parameter the batch look-up takes.
 */
export interface Pick {
  lineId: number;
  lineNo: number;
  itemId: number;
  label?: string;
  batchNo: string;
  allocationId: number;
  allocationLabel: string | null;
  qty: number;
  expiryDate: string | null;
}

export interface AvailableBatch {
  batchNo: string;
  allocationId: number;
  qty: number;
  expiryDate: string | null;
  firstInDate: string | null;
}

export const requisitionPicksApi = (prefix: string, item: string) => ({
  picks: (id: number) => apiGet<Pick[]>(`${prefix}/queryRequisitionPicks`, { id }),
  /** `owner`: an owned side's batches are the owner's only (the trusted requisition's customer). */
  available: (itemId: number, warehouseId: number, owner: Record<string, number> = {}) =>
    apiGet<AvailableBatch[]>(`${prefix}/queryAvailableBatches`, { [item]: itemId, warehouseId, ...owner }),
  save: (body: {
    id: number;
    version: number;
    lineId: number;
    picks: { batchNo: string; allocationId: number; qty: number }[];
  }) => apiPost(`${prefix}/saveItemMultiBatchNo`, body),
});
