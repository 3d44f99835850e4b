import { can, clue, maxActionRecords } from '@tiangong/domain';
import { Alert, App, Button, Col, Form, Input, Row, Select, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentPermissions } from '../../documents/access';
import { type DocumentRow, documentApi } from '../../documents/doc-api';
import { formatKey } from '../../documents/formatters';
import { StatusTag } from '../../documents/list-columns';
import { RefSelect } from '../../documents/RefSelect';
import { useRemote } from '../../documents/use-remote';
import { Panel } from '../../widgets/Panel';
import { crmApi } from './crm-api';

interface Changes {
  sourceId?: number;
  ownerId?: number;
  status?: 'FOLLOWING' | 'CLOSED';
  reason?: string;
}

/** The ids in `?ids=1,2,3`, each a positive integer, at most a batch's worth. */
export function idsOf(param: string | null): number[] {
  const ids = (param ?? '')
    .split(',')
    .map((s) => Number(s))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)].slice(0, maxActionRecords);
}

/**
 * /clue/patchClue (批量修改线索): the leads chosen on the list get a new source, owner or status at
 * once; what is left empty stays as it is. 负责人 only for those who distribute (the server says the
 * same); a converted lead was never offered (the list's 批量修改 takes only open and closed ones).
 */
export default function PatchCluePage() {
  const [params] = useSearchParams();
  const ids = useMemo(() => idsOf(params.get('ids')), [params]);
  const { roles } = useDocumentPermissions(clue);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Changes>();
  const [saving, setSaving] = useState(false);
  const status = Form.useWatch('status', form);
  const api = useMemo(() => documentApi(clue), []);
  const leads = useRemote(
    () =>
      ids.length
        ? api.list({ page: { pageIndex: 1, pageSize: maxActionRecords }, queryParameterVo: {}, ids })
        : Promise.resolve(undefined),
    [api, ids],
  );
  const rows = leads.data?.requestList ?? [];

  const save = async (values: Changes) => {
    if (!values.sourceId && !values.ownerId && !values.status) {
      message.warning('请至少选择一项要修改的内容');
      return;
    }
    setSaving(true);
    const done = await crmApi.patchClues({ ...values, ids: rows.map((r) => r.id) });
    setSaving(false);
    if (done === undefined) return;
    message.success(`已修改${done.count}条线索`);
    navigate('/clue');
  };

  const column = (key: string, title: string) => ({
    key,
    title,
    render: (_: unknown, r: DocumentRow) => formatKey(clue, key, r),
  });
  return (
    <Panel
      title={`批量修改线索（${rows.length}条）`}
      extra={
        <Space>
          <Button onClick={() => navigate('/clue')}>取消</Button>
          <Button type="primary" loading={saving} disabled={rows.length === 0} onClick={() => form.submit()}>
            保存
          </Button>
        </Space>
      }
    >
      {ids.length === 0 && (
        <Alert
          type="info"
          showIcon
          message="请先在销售线索列表中勾选要修改的线索"
          style={{ marginBottom: 16 }}
        />
      )}
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="sourceId" label="线索来源" extra="不选则不修改">
              <RefSelect target="channel" placeholder="请选择线索来源" aria-label="线索来源" />
            </Form.Item>
          </Col>
          {can(roles, 'customer-distribute') && (
            <Col xs={24} md={8}>
              <Form.Item name="ownerId" label="负责人" extra="只能选本部门（或您可管理的）销售人员">
                <RefSelect target="staff" placeholder="输入姓名查找" aria-label="负责人" />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={8}>
            <Form.Item name="status" label="状态" extra="不选则不修改">
              <Select
                allowClear
                aria-label="状态"
                placeholder="请选择状态"
                options={[
                  { value: 'FOLLOWING', label: '跟进中' },
                  { value: 'CLOSED', label: '已关闭' },
                ]}
              />
            </Form.Item>
          </Col>
          {status === 'CLOSED' && (
            <Col span={24}>
              <Form.Item
                name="reason"
                label="关闭原因"
                rules={[{ required: true, whitespace: true, message: '请输入关闭原因' }]}
              >
                <Input.TextArea rows={2} maxLength={200} showCount />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Form>
      <Table<DocumentRow>
        rowKey="id"
        size="small"
        loading={leads.loading}
        dataSource={rows}
        pagination={false}
        columns={[
          column('number', '线索编号'),
          column('companyName', '客户名称'),
          column('contactName', '联系人'),
          column('sourceId', '线索来源'),
          column('ownerId', '负责人'),
          { key: 'status', title: '状态', render: (_, r) => <StatusTag def={clue} status={r.status} /> },
        ]}
      />
    </Panel>
  );
}
