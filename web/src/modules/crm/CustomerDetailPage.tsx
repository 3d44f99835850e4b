import {
  can,
  customer,
  customerAddress,
  customerContact,
  customerQuotation,
  customerSample,
  type DocumentDef,
  enumLabel,
  formatYmd,
  salesActivity,
  salesDelivery,
  salesOrder,
  salesPriceApproval,
  salesReturn,
} from '@tiangong/domain';
import { App, Button, Card, Empty, Form, Input, Modal, Space, Table, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { DetailPanelProps } from '../../documents/DocumentDetailPage';
import { DocumentDetailPage } from '../../documents/DocumentDetailPage';
import { RefSelect } from '../../documents/RefSelect';
import { useRemote } from '../../documents/use-remote';
import { ChildRecords } from './ChildRecords';
import { crmApi, type Transfer } from './crm-api';

/** /customer/customerDetail: the generic detail, then the customer's own records and its owners. */
export default function CustomerDetailPage() {
  return <DocumentDetailPage def={customer} panel={CustomerPanel} />;
}

function CustomerPanel({ row, roles, reload }: DetailPanelProps) {
  const id = row.id;
  const label = `${row.code ?? ''} ${row.name ?? ''}`.trim();
  const frozen = row.status === 'FREEZE';
  const [tab, setTab] = useState('contacts');
  // Every record naming the customer, with 新增 filled in with it (none for a frozen customer).
  const records = (key: string, title: string, def: DocumentDef) => ({
    key,
    label: title,
    children: (
      <ChildRecords def={def} parentField="customerId" parentId={id} parentLabel={label} readOnly={frozen} />
    ),
  });
  return (
    <Card
      className="crm-customer-records"
      size="small"
      style={{ marginTop: 16 }}
      title="客户资料"
      extra={<OwnerActions row={row} roles={roles} reload={reload} />}
    >
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          records('contacts', '联系人', customerContact),
          records('addresses', '收货地址', customerAddress),
          records('activities', '跟进记录', salesActivity),
          records('samples', '客户样品', customerSample),
          records('quotations', '报价单', customerQuotation),
          records('price-approvals', '价格审批', salesPriceApproval),
          records('orders', '销售订单', salesOrder),
          records('deliveries', '销售出库', salesDelivery),
          records('returns', '销售退货', salesReturn),
          { key: 'transfers', label: '转移记录', children: <Transfers id={id} /> },
        ]}
      />
    </Card>
  );
}

/** 放入公海 (its owner's or their manager's) and 分配 (a manager's). */
function OwnerActions({ row, roles, reload }: DetailPanelProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'release' | 'distribute' | null>(null);
  const [form] = Form.useForm<{ reason: string; ownerId: number }>();
  const owned = row.ownerId != null;
  const submit = async () => {
    const values = await form.validateFields();
    const done =
      dialog === 'release'
        ? await crmApi.release(row.id, values.reason ?? '')
        : await crmApi.distribute(row.id, values.ownerId, values.reason ?? '');
    if (done === undefined) return;
    message.success(dialog === 'release' ? '已放入公海' : '分配成功');
    setDialog(null);
    form.resetFields();
    // Released, the customer is no longer the reader's to open (unless their scope is all).
    if (dialog === 'release') navigate('/customer');
    else reload();
  };
  return (
    <Space>
      {owned && can(roles, 'crm-edit') && <Button onClick={() => setDialog('release')}>放入公海</Button>}
      {can(roles, 'customer-distribute') && (
        <Button type="primary" onClick={() => setDialog('distribute')}>
          分配
        </Button>
      )}
      <Modal
        open={dialog !== null}
        title={dialog === 'release' ? '放入公海' : '分配客户'}
        width={450}
        mask={{ closable: false }}
        okText="确定"
        cancelText="取消"
        onOk={() => void submit()}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          {dialog === 'distribute' && (
            <Form.Item name="ownerId" label="业务员" rules={[{ required: true, message: '请选择业务员' }]}>
              <RefSelect target="staff" placeholder="输入姓名查找" aria-label="业务员" />
            </Form.Item>
          )}
          <Form.Item name="reason" label={dialog === 'release' ? '放入公海原因' : '分配原因'}>
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}

function Transfers({ id }: { id: number }) {
  const list = useRemote(() => crmApi.transfers(id), [id]);
  return (
    <Table<Transfer>
      rowKey="id"
      size="small"
      loading={list.loading}
      dataSource={list.data ?? []}
      pagination={false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无转移记录" /> }}
      columns={[
        { key: 'day', title: '日期', render: (_, r) => formatYmd(r.day) },
        { key: 'kind', title: '方式', render: (_, r) => enumLabel('customerTransferKind', r.kind) },
        { key: 'from', title: '原业务员', render: (_, r) => r.fromOwnerLabel ?? '公海' },
        { key: 'to', title: '新业务员', render: (_, r) => r.toOwnerLabel ?? '公海' },
        { key: 'reason', title: '原因', dataIndex: 'reason' },
        { key: 'actor', title: '操作人', dataIndex: 'actor' },
      ]}
    />
  );
}
