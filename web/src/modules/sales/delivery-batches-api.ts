import { apiGet, apiPost } from '../../api/http';

/** A batch and slot of the delivery's warehouse, as the store may choose it for one order line. */
export interface OfferedBatch {
  batchNo: string;
  allocationId: number;
  allocationLabel: string | null;
  /** Free for this order line: what nobody holds, plus the delivery's orders' holds, less its other lines. */
  qty: number;
  expiryDate: string | null;
  /** Expired by the delivery's date: never shipped. */
  expired: boolean;
}

export interface OrderLineBatches {
  orderLineId: number;
  productId: number;
  label: string;
  /** The order line's quantity on this delivery, which the batches must add up to. */
  qty: number;
  outDate: string;
  current: { batchNo: string | null; allocationId: number; allocationLabel: string | null; qty: number }[];
  batches: OfferedBatch[];
}

export interface BatchPick {
  orderLineId: number;
  batchNo: string;
  allocationId: number;
  qty: number;
}

/** The store's calls on a sales delivery's batches (issue 16: FEFO by default, the store may change them). */
export const deliveryBatchesApi = {
  offered: (id: number, orderLineId: number) =>
    apiGet<OrderLineBatches>('/order/queryProductStockOutBatches', { id, orderLineId }),
  save: (body: { id: number; version: number; lines: BatchPick[] }) =>
    apiPost<{ id: number }>('/order/saveProductStockOutBatches', body),
};
