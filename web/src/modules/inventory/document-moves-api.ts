import { apiGet } from '../../api/http';

/** One stock move a document posted (the server's /inventory/queryDocumentMoveList). */
export interface DocumentMove {
  id: number;
  seq: number;
  businessDate: string;
  docLine: number;
  materielLabel: string;
  warehouseLabel: string;
  batchNo: string;
  allocationLabel: string | null;
  inQty: number;
  outQty: number;
  /** null for readers without the warehouse-amount permission. */
  unitCost: number | null;
  value: number | null;
  reversal: boolean;
}

export const documentMovesApi = {
  list: (docKey: string, docId: number) =>
    apiGet<DocumentMove[]>('/inventory/queryDocumentMoveList', { docKey, docId }),
};
