import { can, customer, enumLabel, formatYmd } from '@tiangong/domain';
import { App, Button, Card, Col, Empty, Input, List, Modal, Row, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentPermissions } from '../../documents/access';
import { RefSelect } from '../../documents/RefSelect';
import { useRemote } from '../../documents/use-remote';
import { crmApi, type PoolCustomer } from './crm-api';

/**
 * /customer-pool (公海客户): the customers nobody owns, with what a salesperson needs to choose one —
 * never its contacts or phone numbers until claimed — and the reader's own reminders: customers
 * about to return to the pool and follow-ups due.
 */
export default function CustomerPoolPage() {
  const { message, modal } = App.useApp();
  const { roles } = useDocumentPermissions(customer);
  const [distributing, setDistributing] = useState<PoolCustomer | null>(null);
  const [ownerId, setOwnerId] = useState<number>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ index: 1, size: 25 });
  const list = useRemote(() => crmApi.pool(page.index, page.size, keyword), [page, keyword]);
  const due = useRemote(() => crmApi.poolReminders(), []);
  const followUps = useRemote(() => crmApi.followUps(), []);

  const claim = (row: PoolCustomer) =>
    modal.confirm({
      title: '确认领取',
      content: `确认领取客户「${row.name}」？领取后客户的联系人和跟进记录一并归您。`,
      width: 450,
      okText: '领取',
      cancelText: '取消',
      onOk: async () => {
        if ((await crmApi.claim(row.id)) === undefined) return;
        message.success('领取成功');
        void list.reload();
      },
    });

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Row gutter={16}>
        <Col span={12}>
          <Reminders
            title="即将退回公海"
            rows={due.data ?? []}
            render={(r) => (
              <>
                <Tag color="orange">{r.daysLeft}天后退回</Tag>
                {r.reason}
              </>
            )}
          />
        </Col>
        <Col span={12}>
          <Reminders
            title="到期待跟进"
            rows={followUps.data ?? []}
            render={(r) => (
              <>
                <Tag color="blue">{formatYmd(r.nextFollowDate)}</Tag>
                <Typography.Text type="secondary" ellipsis style={{ maxWidth: 260 }}>
                  {r.lastContent}
                </Typography.Text>
              </>
            )}
          />
        </Col>
      </Row>
      <Card
        size="small"
        title="公海客户"
        extra={
          <Input.Search
            allowClear
            placeholder="客户编码或名称"
            style={{ width: 240 }}
            onSearch={(v) => {
              setKeyword(v.trim());
              setPage((p) => ({ ...p, index: 1 }));
            }}
          />
        }
      >
        <Table<PoolCustomer>
          rowKey="id"
          size="small"
          loading={list.loading}
          dataSource={list.data?.requestList ?? []}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="公海中暂无客户" /> }}
          pagination={{
            current: page.index,
            pageSize: page.size,
            total: list.data?.totalRec ?? 0,
            showTotal: (n) => `共 ${n} 条`,
            showQuickJumper: (list.data?.totalRec ?? 0) > 5,
            onChange: (index, size) => setPage({ index, size }),
          }}
          columns={[
            { key: 'code', title: '客户编码', dataIndex: 'code', width: 110 },
            { key: 'name', title: '客户名称', dataIndex: 'name' },
            {
              key: 'category',
              title: '客户类别',
              render: (_, r) => enumLabel('customerCategory', r.category),
              width: 100,
            },
            {
              key: 'level',
              title: '客户等级',
              render: (_, r) => enumLabel('customerEvaluateLevel', r.evaluateLevel),
              width: 90,
            },
            { key: 'region', title: '地区', dataIndex: 'regionLabel', width: 100 },
            { key: 'source', title: '客户来源', dataIndex: 'sourceLabel', width: 110 },
            { key: 'follow', title: '最近跟进', render: (_, r) => formatYmd(r.lastFollowDate), width: 110 },
            { key: 'pool', title: '进入公海日期', render: (_, r) => formatYmd(r.poolDate), width: 120 },
            {
              key: 'actions',
              title: '操作',
              width: 90,
              fixed: 'right',
              render: (_, r) => (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => claim(r)}>
                    领取
                  </Button>
                  {can(roles, 'customer-distribute') && (
                    <Button type="link" size="small" onClick={() => setDistributing(r)}>
                      分配
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Modal
        open={distributing !== null}
        title={`分配客户「${distributing?.name ?? ''}」`}
        width={450}
        mask={{ closable: false }}
        okText="确定"
        cancelText="取消"
        okButtonProps={{ disabled: !ownerId }}
        onCancel={() => setDistributing(null)}
        onOk={async () => {
          if (!distributing || !ownerId) return;
          if ((await crmApi.distribute(distributing.id, ownerId, '')) === undefined) return;
          message.success('分配成功');
          setDistributing(null);
          setOwnerId(undefined);
          void list.reload();
        }}
        destroyOnHidden
      >
        <RefSelect
          target="staff"
          value={ownerId}
          onChange={setOwnerId}
          placeholder="输入姓名查找业务员"
          aria-label="业务员"
          style={{ width: '100%' }}
        />
      </Modal>
    </Space>
  );
}

function Reminders<R extends { id: number; code: string; name: string }>({
  title,
  rows,
  render,
}: {
  title: string;
  rows: R[];
  render: (row: R) => React.ReactNode;
}) {
  return (
    <Card
      size="small"
      title={`${title}（${rows.length}）`}
      styles={{ body: { maxHeight: 180, overflow: 'auto' } }}
    >
      <List
        size="small"
        dataSource={rows}
        locale={{ emptyText: '暂无' }}
        renderItem={(r) => (
          <List.Item>
            <Space>
              <Link to={`/customer/customerDetail?id=${r.id}`}>{r.name}</Link>
              {render(r)}
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
