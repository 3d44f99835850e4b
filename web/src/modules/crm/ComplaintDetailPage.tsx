import { type BatchDocument, type BatchDocumentGroup, customerComplaint } from '@tiangong/domain';
import { Card, Empty, Space, Table, Typography } from 'antd';
import { Link } from 'react-router';
import type { DetailPanelProps } from '../../documents/DocumentDetailPage';
import { DocumentDetailPage } from '../../documents/DocumentDetailPage';
import { detailPathOf } from '../../documents/document-screens';
import { defFor } from '../../documents/documentRegistry';
import { formatDate, formatScaled } from '../../documents/formatters';
import { StatusTag } from '../../documents/list-columns';
import { useRemote } from '../../documents/use-remote';
import { menuHolds } from '../../shell/ScreenGuard';
import { useUserInfo } from '../../shell/use-user-info';
import { TraceLink, useMayTrace } from '../production/TraceLinks';
import { crmApi } from './crm-api';

/**
 * /customer-complaint/detail: the complaint, its photos (attachments) and its batch's genealogy —
 * the warehouse-in that made it, the deliveries and warehouse-outs that shipped it, each opening
 * its document — with the way on to the batch's ledger.
 */
export default function ComplaintDetailPage() {
  return <DocumentDetailPage def={customerComplaint} panel={BatchPanel} />;
}

function BatchPanel({ row }: DetailPanelProps) {
  const groups = useRemote(() => crmApi.complaintBatchDocuments(row.id), [row.id]);
  const mayTrace = useMayTrace();
  const query = new URLSearchParams({
    productId: String(row.productId ?? ''),
    batchNo: String(row.batchNo ?? ''),
  });
  return (
    <Card
      size="small"
      style={{ marginTop: 16 }}
      title={`批次追溯：${String(row.batchNo ?? '')}`}
      extra={
        <Space>
          {mayTrace && row.productId && row.batchNo ? (
            <TraceLink kind="PRODUCT" batch={{ itemId: Number(row.productId), batchNo: String(row.batchNo) }}>
              批次追溯（来源与去向）
            </TraceLink>
          ) : null}
          <Link to={`/productBatchNoLedger?${query}`}>查看产品批次台账</Link>
        </Space>
      }
      loading={groups.loading && !groups.data}
      data-testid="batch-trace"
    >
      {groups.data?.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无该批号的入库、出库单据" />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          {(groups.data ?? []).map((g) => (
            <CarrierTable key={g.key} group={g} />
          ))}
        </Space>
      )}
    </Card>
  );
}

function CarrierTable({ group }: { group: BatchDocumentGroup }) {
  const def = defFor(group.key);
  const user = useUserInfo();
  // A number opens its document for those whose menu holds it (the store's warehouse-ins are not
  // a salesperson's screen): the others read it as text rather than meet 无权访问.
  const path = def && menuHolds(user, detailPathOf(def)) ? detailPathOf(def) : undefined;
  return (
    <div>
      <Typography.Text strong>
        {group.title}（{group.rows.length}）
      </Typography.Text>
      {group.hidden > 0 && (
        <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
          另有{group.hidden}张其他客户的{group.title}，您无权查看
        </Typography.Text>
      )}
      {group.rows.length > 0 && (
        <Table<BatchDocument>
          rowKey="id"
          size="small"
          pagination={false}
          style={{ marginTop: 8 }}
          dataSource={group.rows}
          columns={[
            {
              key: 'number',
              title: '单号',
              render: (_, r) => (path ? <Link to={`${path}?id=${r.id}`}>{r.number}</Link> : r.number),
            },
            { key: 'date', title: '日期', width: 110, render: (_, r) => formatDate(r.date) },
            { key: 'warehouse', title: '仓库', dataIndex: 'warehouseLabel' },
            // Only documents that name a customer (deliveries, returns, samples) get the column.
            ...(group.rows.some((r) => r.customerLabel)
              ? [{ key: 'customer', title: '客户', dataIndex: 'customerLabel' }]
              : []),
            {
              key: 'qty',
              title: '数量（kg）',
              align: 'right',
              render: (_, r) => (r.qty === null ? '' : formatScaled(r.qty, 'quantity')),
            },
            {
              key: 'status',
              title: '状态',
              width: 110,
              render: (_, r) => (def ? <StatusTag def={def} status={r.status} /> : r.status),
            },
          ]}
        />
      )}
    </div>
  );
}
