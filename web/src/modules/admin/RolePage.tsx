import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Form, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pager, TrimInput, useOperationConfirm } from '../../widgets';
import { AdminGuard } from './AdminGuard';
import { adminApi, type RoleRow } from './admin-api';
import { LIST_PAGE_SIZE } from './admin-hooks';
import { RoleDetailDrawer } from './RoleDetailDrawer';
import { RoleFormDialog } from './RoleFormDialog';
import { RoleTable } from './RoleTable';
import { useRemote } from './use-remote';

/** /role 角色管理 */
export default function RolePage() {
  return (
    <AdminGuard>
      <RoleScreen />
    </AdminGuard>
  );
}

function readQuery(params: URLSearchParams) {
  const pageIndex = Number(params.get('pageIndex'));
  return {
    roleName: params.get('roleName')?.trim() || undefined,
    pageIndex: Number.isInteger(pageIndex) && pageIndex > 1 ? pageIndex : 1,
  };
}

function RoleScreen() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);
  const [pageSize, setPageSize] = useState(LIST_PAGE_SIZE);
  const list = useRemote(
    () => adminApi.roleList({ pageIndex: query.pageIndex, pageSize }, query.roleName),
    [query, pageSize],
  );
  const [filterForm] = Form.useForm<{ roleName?: string }>();
  const [form, setForm] = useState<{ roleId?: number } | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const confirm = useOperationConfirm();
  const { message } = App.useApp();

  useEffect(() => {
    filterForm.setFieldsValue({ roleName: query.roleName ?? '' });
  }, [filterForm, query]);

  const search = (roleName: string | undefined, pageIndex = 1) => {
    const next = new URLSearchParams();
    if (roleName?.trim()) next.set('roleName', roleName.trim());
    if (pageIndex > 1) next.set('pageIndex', String(pageIndex));
    if (next.toString() === params.toString()) void list.reload();
    else setParams(next);
  };

  const remove = async (row: RoleRow) => {
    if (!(await confirm({ operation: 'DEL', formName: `角色「${row.label}」` }))) return;
    if ((await adminApi.deleteRole(row.roleId)) === undefined) return;
    message.success('删除成功');
    void list.reload();
  };

  const page = list.data;
  return (
    <Card>
      <Form
        form={filterForm}
        layout="inline"
        style={{ marginBottom: 16 }}
        onFinish={(v) => search(v.roleName)}
      >
        <Form.Item label="角色编码/名称" name="roleName">
          <TrimInput placeholder="请输入角色编码或名称" allowClear style={{ width: 220 }} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              onClick={() => {
                filterForm.setFieldsValue({ roleName: '' });
                search(undefined);
              }}
            >
              重置
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Flex style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({})}>
          新建角色
        </Button>
      </Flex>
      <RoleTable
        rows={page?.requestList ?? []}
        loading={list.loading}
        onEdit={(row) => setForm({ roleId: row.roleId })}
        onDelete={remove}
        onDetail={(row) => setViewing(row.roleId)}
      />
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Pager
          value={{
            pageIndex: query.pageIndex,
            pageSize: page?.pageSize ?? pageSize,
            totalRec: page?.totalRec ?? 0,
          }}
          onChange={(next) => {
            if (next.pageSize !== (page?.pageSize ?? pageSize)) setPageSize(next.pageSize);
            search(query.roleName, next.pageIndex);
          }}
        />
      </Flex>
      {form && (
        <RoleFormDialog
          roleId={form.roleId}
          onClose={() => setForm(null)}
          onSaved={() => {
            setForm(null);
            void list.reload();
          }}
        />
      )}
      {viewing !== null && <RoleDetailDrawer roleId={viewing} onClose={() => setViewing(null)} />}
    </Card>
  );
}
