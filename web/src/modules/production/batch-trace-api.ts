import type { BatchTraceAnswer, TraceBatchKind } from '@tiangong/domain';
import { apiGet } from '../../api/http';

/** 批次追溯's calls: the tree of one batch, and the batches of an item for the picker. */
export const TRACE = '/trace/queryBatchTrace';
export const TRACE_BATCHES = '/trace/queryTraceBatches';

export interface TraceBatchOption {
  batchNo: string;
  firstInDate: string | null;
}

export const batchTraceApi = {
  trace: (kind: TraceBatchKind, itemId: number, batchNo: string) =>
    apiGet<BatchTraceAnswer>(TRACE, { kind, itemId, batchNo }),
  batches: (kind: TraceBatchKind, itemId: number, search: string) =>
    apiGet<TraceBatchOption[]>(TRACE_BATCHES, { kind, itemId, search }),
};

/**
 * The trace of a batch as a link (stock screens, complaint and delivery details link here): the
 * item's own parameter says the side, as the batch ledgers' drill-down sends it
 * (`productId` or `materielId`, and `batchNo`).
 */
export function batchTracePath(kind: TraceBatchKind, itemId: number | string, batchNo: string): string {
  const item = kind === 'PRODUCT' ? 'productId' : 'materielId';
  return `/batch-trace?${new URLSearchParams({ [item]: String(itemId), batchNo })}`;
}

/** The batch an address names, if any. */
export function tracedBatch(params: URLSearchParams): {
  kind: TraceBatchKind;
  itemId: number | undefined;
  batchNo: string;
} {
  const material = Number(params.get('materielId')) || undefined;
  const product = Number(params.get('productId')) || undefined;
  const batchNo = params.get('batchNo') ?? '';
  return material && !product
    ? { kind: 'MATERIAL', itemId: material, batchNo }
    : { kind: 'PRODUCT', itemId: product, batchNo };
}
