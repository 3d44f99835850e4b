import { formatYmd } from '@tiangong/domain';
import { Button, Space, Table, type TableColumnsType, Tag } from 'antd';
import type { RoleRow, StaffRow } from './admin-api';
import { roleText } from './role-text';
import { staffStateLabel } from './staff-query';

export interface StaffTableProps {
  rows: StaffRow[];
  loading: boolean;
  roles: RoleRow[];
  /** The logged-in user, who cannot set themself to 离职. */
  selfId?: number;
  onEdit: (row: StaffRow) => void;
  onResetPassword: (row: StaffRow) => void;
  onLeave: (row: StaffRow) => void;
  onDetail: (row: StaffRow) => void;
}

export function StaffTable({
  rows,
  loading,
  roles,
  selfId,
  onEdit,
  onResetPassword,
  onLeave,
  onDetail,
}: StaffTableProps) {
  const columns: TableColumnsType<StaffRow> = [
    { title: '账号', dataIndex: 'userName', width: 130 },
    { title: '姓名', dataIndex: 'realName', width: 150 },
    { title: '部门', dataIndex: 'departmentName', width: 120, render: (v: string | null) => v ?? '—' },
    {
      title: '角色',
      dataIndex: 'roleNames',
      render: (names: string[]) =>
        names.map((name) => (
          <Tag key={name} title={name}>
            {roleText(name, roles)}
          </Tag>
        )),
    },
    { title: '手机', dataIndex: 'mobile', width: 130, render: (v: string | null) => v || '—' },
    {
      title: '状态',
      dataIndex: 'state',
      width: 80,
      render: (state: StaffRow['state']) => (
        <Tag color={state === 'ON' ? 'green' : 'default'}>{staffStateLabel[state]}</Tag>
      ),
    },
    {
      title: '离职日期',
      dataIndex: 'leaveDate',
      width: 110,
      render: (v: string | null) => (v ? formatYmd(v) : ''),
    },
    {
      title: '操作',
      key: 'actions',
      width: 250,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => onEdit(row)}>
            编辑
          </Button>
          {row.state === 'ON' && (
            <Button type="link" size="small" onClick={() => onResetPassword(row)}>
              重置密码
            </Button>
          )}
          {row.state === 'ON' && row.userId !== selfId && (
            <Button type="link" size="small" danger onClick={() => onLeave(row)}>
              离职
            </Button>
          )}
          <Button type="link" size="small" onClick={() => onDetail(row)}>
            详情
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Table<StaffRow>
      rowKey="userId"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 1100 }}
      locale={{ emptyText: '暂无员工' }}
    />
  );
}
