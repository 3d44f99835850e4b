import { formatYmd, productStockMerge } from '@tiangong/domain';
import { Card, Table, Typography } from 'antd';
import { type DetailPanelProps, DocumentDetailPage } from '../../documents/DocumentDetailPage';
import { formatScaled } from '../../documents/formatters';
import { useRemote } from '../../documents/use-remote';
import { type BatchSource, batchSourcesApi } from './batch-sources-api';

/**
 * 批号追溯 on a merge's detail: the batches the new batch was made of, and theirs when a source
 * was itself merged (a tree, expandable level by level). Empty until the merge is confirmed.
 */
export function BatchSourcesPanel({ row }: DetailPanelProps) {
  const productId = Number(row.productId);
  const batchNo = String(row.newBatchNo ?? '');
  const confirmed = row.status === 'CONFIRMED';
  const sources = useRemote(
    async () => (confirmed && batchNo ? batchSourcesApi.sources(productId, batchNo) : []),
    [productId, batchNo, confirmed, row.version],
  );
  return (
    <Card size="small" title={`批号追溯：${batchNo}`} style={{ marginTop: 16 }}>
      <Table<BatchSource>
        size="small"
        rowKey={(s) => `${s.docId}-${s.batchNo}`}
        loading={sources.loading}
        dataSource={sources.data ?? []}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        locale={{ emptyText: confirmed ? '没有来源批号' : '确认合并后可追溯来源批号' }}
        columns={[
          { key: 'batchNo', title: '来源批号', dataIndex: 'batchNo' },
          {
            key: 'qty',
            title: '数量（kg）',
            align: 'right',
            render: (_, s) => formatScaled(s.qty, 'quantity'),
          },
          { key: 'firstIn', title: '首次入库', render: (_, s) => formatYmd(s.firstInDate ?? '') },
          { key: 'expiry', title: '有效期至', render: (_, s) => formatYmd(s.expiryDate ?? '') },
          {
            key: 'doc',
            title: '合并单',
            render: (_, s) => <Typography.Text>{s.docNumber ?? ''}</Typography.Text>,
          },
        ]}
      />
    </Card>
  );
}

/** /product-stock-merge/detail: the generic detail with the new batch's trace to its sources. */
export default function MergeDetailPage() {
  return <DocumentDetailPage def={productStockMerge} panel={BatchSourcesPanel} />;
}
