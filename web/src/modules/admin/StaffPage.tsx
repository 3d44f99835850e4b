import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUserInfo } from '../../shell/use-user-info';
import { Pager, useOperationConfirm } from '../../widgets';
import { AdminGuard } from './AdminGuard';
import { adminApi, type StaffFilters, type StaffRow } from './admin-api';
import { LIST_PAGE_SIZE, useAllRoles, useDepartmentTree } from './admin-hooks';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { StaffDetailDrawer } from './StaffDetailDrawer';
import { StaffFilterBar } from './StaffFilterBar';
import { StaffFormDialog } from './StaffFormDialog';
import { StaffTable } from './StaffTable';
import { readStaffQuery, writeStaffQuery } from './staff-query';
import { useRemote } from './use-remote';

export const leavePrompt = (realName: string) =>
  `确认将员工「${realName}」设为离职？离职后该账号将无法登录，且立即退出所有已登录的会话。`;

/** /staff 员工管理 */
export default function StaffPage() {
  return (
    <AdminGuard>
      <StaffScreen />
    </AdminGuard>
  );
}

function StaffScreen() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readStaffQuery(params), [params]);
  const [pageSize, setPageSize] = useState(LIST_PAGE_SIZE);
  const departments = useDepartmentTree();
  const roles = useAllRoles();
  const list = useRemote(
    () => adminApi.staffList({ pageIndex: query.pageIndex, pageSize }, query.filters),
    [query, pageSize],
  );
  const [form, setForm] = useState<{ userId?: number } | null>(null);
  const [resetting, setResetting] = useState<StaffRow | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const confirm = useOperationConfirm();
  const { message } = App.useApp();
  const selfId = useUserInfo()?.authInfo.userId;

  // 查询 with unchanged filters still asks the server again.
  const search = (filters: StaffFilters, pageIndex = 1) => {
    const next = writeStaffQuery({ filters, pageIndex });
    if (next.toString() === params.toString()) void list.reload();
    else setParams(next);
  };

  const leave = async (row: StaffRow) => {
    const ok = await confirm({ title: '确认离职', content: leavePrompt(row.realName) });
    if (!ok) return;
    if ((await adminApi.leaveStaff(row.userId)) === undefined) return;
    message.success(`员工「${row.realName}」已设为离职`);
    void list.reload();
  };

  const roleRows = roles.data ?? [];
  const page = list.data;
  return (
    <Card>
      <StaffFilterBar
        value={query.filters}
        departments={departments.data ?? []}
        roles={roleRows}
        onSearch={(filters) => search(filters)}
        onReset={() => search({})}
      />
      <Flex justify="space-between" style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({})}>
          新建员工
        </Button>
      </Flex>
      <StaffTable
        rows={page?.requestList ?? []}
        loading={list.loading}
        roles={roleRows}
        selfId={selfId}
        onEdit={(row) => setForm({ userId: row.userId })}
        onResetPassword={setResetting}
        onLeave={leave}
        onDetail={(row) => setViewing(row.userId)}
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
            search(query.filters, next.pageIndex);
          }}
        />
      </Flex>
      {form && (
        <StaffFormDialog
          userId={form.userId}
          departments={departments.data ?? []}
          roles={roleRows}
          onClose={() => setForm(null)}
          onSaved={() => {
            setForm(null);
            void list.reload();
          }}
        />
      )}
      {resetting && <ResetPasswordDialog staff={resetting} onClose={() => setResetting(null)} />}
      {viewing !== null && (
        <StaffDetailDrawer userId={viewing} roles={roleRows} onClose={() => setViewing(null)} />
      )}
    </Card>
  );
}
