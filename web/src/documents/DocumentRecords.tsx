import { Table } from 'antd';
import { formatAuditTime } from '../widgets/audit-time';
import type { ApprovalEntry, HistoryEntry } from './doc-api';

/** 审批记录: each review with its outcome and opinion. */
export function ApprovalList({
  approvals,
  actionLabel,
}: {
  approvals: ApprovalEntry[];
  actionLabel: (action: string) => string;
}) {
  return (
    <Table<ApprovalEntry>
      size="small"
      pagination={false}
      rowKey={(a) => a.id ?? `${a.at}:${a.actor}:${a.action}`}
      dataSource={approvals}
      locale={{ emptyText: '暂无审批记录' }}
      columns={[
        { key: 'action', title: '操作', render: (_, a) => actionLabel(a.action) },
        { key: 'outcome', title: '结果', render: (_, a) => (a.approved ? '通过' : '不通过') },
        { key: 'comment', title: '审批意见', dataIndex: 'comment', render: (c: string | null) => c || '—' },
        { key: 'actor', title: '审批人', dataIndex: 'actor' },
        { key: 'at', title: '审批时间', dataIndex: 'at', render: (at: string) => formatAuditTime(at) },
      ]}
    />
  );
}

/** 变更记录: who did what and when, newest as the server orders them. */
export function HistoryList({ history }: { history: HistoryEntry[] }) {
  return (
    <Table<HistoryEntry>
      size="small"
      pagination={false}
      rowKey="id"
      dataSource={history}
      locale={{ emptyText: '暂无变更记录' }}
      columns={[
        { key: 'at', title: '时间', dataIndex: 'at', render: (at: string) => formatAuditTime(at) },
        { key: 'actor', title: '操作人', dataIndex: 'actor' },
        { key: 'action', title: '操作', render: (_, h) => h.actionLabel || h.action },
      ]}
    />
  );
}
