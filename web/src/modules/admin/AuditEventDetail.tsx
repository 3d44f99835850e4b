import { type AuditEventDetail as Detail, EMPTY_VALUE } from '@tiangong/domain';
import { Collapse, Descriptions, Empty, Spin, Table, Typography } from 'antd';
import { adminApi } from './admin-api';
import { useRemote } from './use-remote';

const json = (state: Detail['before']) =>
  state ? (
    <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
      {JSON.stringify(state, null, 2)}
    </pre>
  ) : (
    <Typography.Text type="secondary">无</Typography.Text>
  );

/**
 * One audit event in full, in the audit log's detail drawer: who, when, which record, each changed
 * field before → after (the same labels as the record's own 变更记录), then both states whole.
 */
export function AuditEventDetail({ rowKey }: { rowKey: string }) {
  const { data, loading } = useRemote(() => adminApi.auditEvent(rowKey), [rowKey]);
  if (!data) return loading ? <Spin /> : null;
  return (
    <div data-testid="audit-event-detail">
      <Descriptions
        size="small"
        bordered
        column={2}
        items={[
          { key: 'at', label: '时间', children: data.at },
          { key: 'actor', label: '操作人', children: data.actor },
          { key: 'action', label: '操作', children: data.actionLabel },
          { key: 'entity', label: '单据类型', children: data.entityLabel },
          { key: 'record', label: '记录', children: data.record },
          { key: 'ip', label: 'IP 地址', children: data.ip ?? '' },
          { key: 'requestId', label: '请求号', children: data.requestId ?? '', span: 2 },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        变更内容
      </Typography.Title>
      {data.changes.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="无字段变更" />
      ) : (
        <Table
          size="small"
          bordered
          pagination={false}
          rowKey="label"
          dataSource={data.changes}
          columns={[
            { key: 'label', title: '字段', dataIndex: 'label', width: 140 },
            {
              key: 'before',
              title: '修改前',
              render: (_, c) => (c.kind === 'changed' ? c.before || EMPTY_VALUE : ''),
            },
            {
              key: 'after',
              title: '修改后',
              render: (_, c) => (c.kind === 'changed' ? c.after || EMPTY_VALUE : c.after),
            },
          ]}
        />
      )}
      <Collapse
        style={{ marginTop: 16 }}
        size="small"
        items={[
          { key: 'before', label: '修改前（完整内容）', children: json(data.before) },
          { key: 'after', label: '修改后（完整内容）', children: json(data.after) },
        ]}
      />
    </div>
  );
}
