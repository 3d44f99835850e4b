import { departmentAuditFields } from '@tiangong/domain';
import { Button, Card, Descriptions, Space, Table, Tabs } from 'antd';
import { useMemo } from 'react';
import { AuditTrail } from './AuditTrail';
import { adminApi, type DepartmentNode, type StaffOption } from './admin-api';
import { findDepartment, flattenDepartments } from './department-tree';
import { useRemote } from './use-remote';

export interface DepartmentPanelProps {
  department: DepartmentNode;
  tree: DepartmentNode[];
  staff: StaffOption[] | undefined;
  staffLoading: boolean;
  /** Changes after every save, so the history shows the latest change. */
  version: number;
  onCreateChild: () => void;
  onCreateTop: () => void;
  onEdit: () => void;
  onSetManager: () => void;
  onDelete: () => void;
}

/** The selected department: its fields, actions, staff on the job and change history. */
export function DepartmentPanel(props: DepartmentPanelProps) {
  const { department, tree, staff, staffLoading, version } = props;
  const parent = findDepartment(tree, department.parentId);
  return (
    <Card
      title={department.name}
      extra={
        <Space wrap>
          <Button onClick={props.onCreateChild}>新建下级部门</Button>
          <Button onClick={props.onCreateTop}>新建顶级部门</Button>
          <Button onClick={props.onEdit}>重命名/修改</Button>
          <Button onClick={props.onSetManager}>设置负责人</Button>
          <Button danger onClick={props.onDelete}>
            删除
          </Button>
        </Space>
      }
    >
      <Descriptions column={2} size="small" bordered data-testid="department-fields">
        <Descriptions.Item label="名称">{department.name}</Descriptions.Item>
        <Descriptions.Item label="上级部门">{parent?.name ?? '无（顶级部门）'}</Descriptions.Item>
        <Descriptions.Item label="负责人">{department.managerName ?? '未设置'}</Descriptions.Item>
        <Descriptions.Item label="在职人数">{department.staffCount}</Descriptions.Item>
        <Descriptions.Item label="路径" span={2}>
          {department.path}
        </Descriptions.Item>
      </Descriptions>
      <Tabs
        style={{ marginTop: 16 }}
        items={[
          {
            key: 'staff',
            label: '在职员工',
            children: (
              <Table<StaffOption>
                rowKey="userId"
                size="small"
                loading={staffLoading}
                dataSource={staff ?? []}
                pagination={false}
                scroll={{ y: 360 }}
                locale={{ emptyText: '该部门暂无在职员工' }}
                columns={[
                  { title: '账号', dataIndex: 'userName' },
                  { title: '姓名', dataIndex: 'realName' },
                  { title: '部门', dataIndex: 'departmentName' },
                ]}
              />
            ),
          },
          {
            key: 'history',
            label: '变更记录',
            children: (
              <DepartmentHistory departmentId={department.departmentId} tree={tree} version={version} />
            ),
          },
        ]}
      />
    </Card>
  );
}

function DepartmentHistory({
  departmentId,
  tree,
  version,
}: {
  departmentId: number;
  tree: DepartmentNode[];
  version: number;
}) {
  // Former heads may sit in any department, so names come from the whole staff list.
  const { data: people } = useRemote(() => adminApi.activeStaff(), [version]);
  const fields = useMemo(() => {
    const departments = new Map(flattenDepartments(tree).map((d) => [d.departmentId, d.name]));
    const names = new Map((people ?? []).map((p) => [p.userId, p.realName]));
    return departmentAuditFields(
      (id) => departments.get(id) ?? `部门#${id}`,
      (id) => names.get(id) ?? `员工#${id}`,
    );
  }, [tree, people]);
  return <AuditTrail entity="department" entityId={departmentId} fields={fields} refreshKey={version} />;
}
