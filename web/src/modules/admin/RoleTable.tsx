import { Button, Space, Table, type TableColumnsType, Tag } from 'antd';
import type { RoleRow } from './admin-api';

export interface RoleTableProps {
  rows: RoleRow[];
  loading: boolean;
  onEdit: (row: RoleRow) => void;
  onDelete: (row: RoleRow) => void;
  onDetail: (row: RoleRow) => void;
}

export function RoleTable({ rows, loading, onEdit, onDelete, onDetail }: RoleTableProps) {
  const columns: TableColumnsType<RoleRow> = [
    { title: '角色编码', dataIndex: 'roleName', width: 180 },
    { title: '角色名称', dataIndex: 'label', width: 150 },
    { title: '备注', dataIndex: 'remark', render: (v: string | null) => v || '' },
    { title: '在职人数', dataIndex: 'userCount', width: 100, align: 'right' },
    {
      title: '内置',
      dataIndex: 'builtIn',
      width: 80,
      render: (builtIn: boolean) => (builtIn ? <Tag color="blue">内置</Tag> : null),
    },
    {
      title: '操作',
      key: 'actions',
      width: 180,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onEdit(row)}>
            编辑
          </Button>
          {!row.builtIn && (
            <Button type="link" size="small" danger onClick={() => onDelete(row)}>
              删除
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
    <Table<RoleRow>
      rowKey="roleId"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: '暂无角色' }}
    />
  );
}
