import { can, clue, clueTrace } from '@tiangong/domain';
import { App, Button, Card, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { DetailPanelProps } from '../../documents/DocumentDetailPage';
import { DocumentDetailPage } from '../../documents/DocumentDetailPage';
import { RefSelect } from '../../documents/RefSelect';
import { ChildRecords } from './ChildRecords';
import { crmApi } from './crm-api';

/** /clue/clueDetail: the lead, its follow-up traces, and its ends (转客户, 关闭, 分配). */
export default function ClueDetailPage() {
  return <DocumentDetailPage def={clue} panel={CluePanel} />;
}

function CluePanel({ row, roles, reload }: DetailPanelProps) {
  const following = row.status === 'FOLLOWING';
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'close' | 'distribute' | null>(null);
  const [form] = Form.useForm<{ reason: string; ownerId: number }>();
  const label = `${row.number ?? ''} ${row.companyName ?? ''}`.trim();

  const convert = () =>
    modal.confirm({
      title: '确认转为客户',
      content: '线索的联系人和跟进记录将一并转入新客户。',
      width: 450,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        const done = await crmApi.convertClue(row.id, row.version);
        if (done === undefined) return;
        message.success('已转为客户');
        navigate(`/customer/customerDetail?id=${done.customerId}`);
      },
    });
  const submit = async () => {
    const values = await form.validateFields();
    const done =
      dialog === 'close'
        ? await crmApi.closeClue(row.id, row.version, values.reason)
        : await crmApi.distributeClue(row.id, values.ownerId);
    if (done === undefined) return;
    message.success(dialog === 'close' ? '线索已关闭' : '分配成功');
    setDialog(null);
    reload();
  };
  const actions = following && (
    <Space>
      {can(roles, 'crm-edit') && (
        <>
          <Button type="primary" onClick={convert}>
            转为客户
          </Button>
          <Button onClick={() => setDialog('close')}>关闭线索</Button>
        </>
      )}
      {can(roles, 'customer-distribute') && <Button onClick={() => setDialog('distribute')}>分配</Button>}
    </Space>
  );
  return (
    <Card size="small" style={{ marginTop: 16 }} title="跟进记录" extra={actions}>
      <ChildRecords
        def={clueTrace}
        parentField="clueId"
        parentId={row.id}
        parentLabel={label}
        readOnly={!following}
      />
      <Modal
        open={dialog !== null}
        title={dialog === 'close' ? '关闭线索' : '分配线索'}
        width={450}
        mask={{ closable: false }}
        okText="确定"
        cancelText="取消"
        onOk={() => void submit()}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          {dialog === 'close' ? (
            <Form.Item
              name="reason"
              label="关闭原因"
              rules={[{ required: true, whitespace: true, message: '请输入关闭原因' }]}
            >
              <Input.TextArea rows={3} maxLength={200} showCount />
            </Form.Item>
          ) : (
            <Form.Item name="ownerId" label="负责人" rules={[{ required: true, message: '请选择负责人' }]}>
              <RefSelect target="staff" placeholder="输入姓名查找" aria-label="负责人" />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </Card>
  );
}
