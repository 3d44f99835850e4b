import type { TraceBatchKind } from '@tiangong/domain';
import { Card, Space } from 'antd';
import { Link } from 'react-router';
import { menuHolds } from '../../shell/ScreenGuard';
import { useUserInfo } from '../../shell/use-user-info';
import { batchTracePath } from './batch-trace-api';

export interface TracedBatch {
  itemId: number;
  batchNo: string;
  /** The item's label, when several items are listed (a delivery's lines). */
  label?: string | null;
}

/** Whether the reader may open 批次追溯 (its menu): the links are offered only then. */
export function useMayTrace(): boolean {
  return menuHolds(useUserInfo(), '/batch-trace');
}

/** 追溯 link of one batch. */
export function TraceLink({
  kind,
  batch,
  children,
}: {
  kind: TraceBatchKind;
  batch: TracedBatch;
  children?: React.ReactNode;
}) {
  return <Link to={batchTracePath(kind, batch.itemId, batch.batchNo)}>{children ?? '追溯'}</Link>;
}

/** A card of 追溯 links, one per distinct batch (a delivery's lines): nothing without the menu. */
export function TraceLinksCard({ kind, batches }: { kind: TraceBatchKind; batches: readonly TracedBatch[] }) {
  const mayTrace = useMayTrace();
  const distinct = [
    ...new Map(batches.filter((b) => b.batchNo).map((b) => [`${b.itemId}|${b.batchNo}`, b])).values(),
  ];
  if (!mayTrace || distinct.length === 0) return null;
  return (
    <Card size="small" title="批次追溯" style={{ marginTop: 16 }} data-testid="trace-links">
      <Space wrap size={16}>
        {distinct.map((b) => (
          <TraceLink key={`${b.itemId}|${b.batchNo}`} kind={kind} batch={b}>
            追溯 {b.label ? `${b.label} ` : ''}
            {b.batchNo}
          </TraceLink>
        ))}
      </Space>
    </Card>
  );
}
