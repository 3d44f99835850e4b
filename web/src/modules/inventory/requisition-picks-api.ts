import { apiGet, apiPost } from '../../api/http';

/** SPEC "material requisition with multi-batch-number saving": the picks of a requisition's lines. */
export interface Pick {
  lineId: number;
  lineNo: number;
  materielId: number;
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

export const requisitionPicksApi = {
  picks: (id: number) => apiGet<Pick[]>('/apply/queryRequisitionPicks', { id }),
  available: (materielId: number, warehouseId: number) =>
    apiGet<AvailableBatch[]>('/apply/queryAvailableBatches', { materielId, warehouseId }),
  save: (body: {
    id: number;
    version: number;
    lineId: number;
    picks: { batchNo: string; allocationId: number; qty: number }[];
  }) => apiPost('/apply/saveItemMultiBatchNo', body),
};
