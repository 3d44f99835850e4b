import { apiGet } from '../../api/http';

/** A source of a merged batch, with its own sources when it was a merge too. */
export interface BatchSource {
  batchNo: string;
  qty: number;
  docId: number;
  docNumber: string | null;
  mergeDate: string | null;
  firstInDate: string | null;
  expiryDate: string | null;
  children?: BatchSource[];
}

export const batchSourcesApi = {
  sources: (productId: number, batchNo: string) =>
    apiGet<BatchSource[]>('/productMergeStock/queryBatchSources', { productId, batchNo }),
};
