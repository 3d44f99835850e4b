/**
 * 批次追溯 (issue 30 item 4): the answer of `/trace/queryBatchTrace`, one tree per direction.
 * Quantities only (×1e6 kg): no price or value is ever part of a trace, so whoever holds the screen
 * (the store included) may read all of it.
 */
export const TRACE_KINDS = {
  PRODUCT_BATCH: '产品批次',
  MATERIAL_BATCH: '物料批次',
  PACKING: '生产包装',
  PRODUCT_IN: '产品入库',
  MERGE: '批次合并',
  FEEDING: '投料',
  RECORD: '生产记录调整',
  WAREHOUSE_IN: '物料入库',
  ACCEPTANCE: '物料验收',
  DELIVERY: '销售出库',
  RETURN: '销售退货',
  COMPLAINT: '客户投诉',
} as const;
export type TraceKind = keyof typeof TRACE_KINDS;

export type TraceBatchKind = 'PRODUCT' | 'MATERIAL';

export interface TraceNode {
  /** Unique within the answer (the tree's key). */
  key: string;
  kind: TraceKind;
  /** The document's number or the batch number. */
  number: string;
  /** What the number is of: the item (code and name), the recipe version, … */
  label: string | null;
  date: string | null;
  /** Quantity ×1e6 kg the node moved of its parent's batch (signed nowhere: always what moved). */
  qty: number | null;
  /** The other side: supplier (with its batch), customer. */
  party: string | null;
  /** The document the node is (its declaration's key and id): the screen links to its detail. */
  docKey: string | null;
  docId: number | null;
  /** A batch node's item: the screen links to that batch's own trace. */
  itemId: number | null;
  children: TraceNode[];
}

export interface BatchTraceAnswer {
  root: TraceNode;
  /** Where it came from: packings, feedings, material batches, warehouse-ins, acceptances, merges. */
  backward: TraceNode[];
  /** Where it went: feedings (of a material batch), product batches, deliveries, returns, complaints. */
  forward: TraceNode[];
  /** Sides of the trace the reader may not see (no stock screen of that side), left out. */
  hiddenSides: TraceBatchKind[];
  /** Deliveries, returns and complaints of customers the reader's record rule hides, counted. */
  hiddenDocuments: number;
}
