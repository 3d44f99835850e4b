import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Empty, Row, Spin, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { type Key, useEffect, useRef, useState } from 'react';
import { useOperationConfirm } from '../../widgets';
import { AdminGuard } from './AdminGuard';
import { adminApi, type DepartmentNode } from './admin-api';
import { useDepartmentTree } from './admin-hooks';
import { type DepartmentDialogMode, DepartmentFormDialog } from './DepartmentFormDialog';
import { DepartmentPanel } from './DepartmentPanel';
import { findDepartment, flattenDepartments, pathIds } from './department-tree';
import { ManagerDialog } from './ManagerDialog';
import { useRemote } from './use-remote';

export const MSG_NO_DEPARTMENT = '暂无部门，请先新建顶级部门';

/** /organizational 组织架构 */
export default function OrganizationPage() {
  return (
    <AdminGuard>
      <OrganizationScreen />
    </AdminGuard>
  );
}

function toTreeData(nodes: DepartmentNode[]): DataNode[] {
  return nodes.map((node) => ({
    key: node.departmentId,
    title: (
      <span>
        {node.name}
        <Typography.Text type="secondary" style={{ marginLeft: 4 }}>
          （{node.staffCount}）
        </Typography.Text>
      </span>
    ),
    children: toTreeData(node.children),
  }));
}

function OrganizationScreen() {
  const departments = useDepartmentTree();
  const tree = departments.data;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [dialog, setDialog] = useState<DepartmentDialogMode | null>(null);
  const [managerOpen, setManagerOpen] = useState(false);
  const [version, setVersion] = useState(0);
  const known = useRef(new Set<number>());
  const confirm = useOperationConfirm();
  const { message } = App.useApp();

  const selected = tree ? findDepartment(tree, selectedId) : undefined;
  const staff = useRemote(
    () => (selectedId === null ? Promise.resolve([]) : adminApi.departmentStaff(selectedId)),
    [selectedId, version],
  );

  // Keep the selection across reloads; fall back to the first department when it is gone.
  useEffect(() => {
    if (!tree) return;
    const all = flattenDepartments(tree);
    // New departments with children open up; the ones the user folded stay folded.
    const opened = all.filter((d) => d.children.length > 0 && !known.current.has(d.departmentId));
    for (const d of all) known.current.add(d.departmentId);
    if (opened.length) setExpanded((keys) => [...new Set([...keys, ...opened.map((d) => d.departmentId)])]);
    setSelectedId((id) => (all.some((d) => d.departmentId === id) ? id : (all[0]?.departmentId ?? null)));
  }, [tree]);

  const unfold = (ids: number[]) => setExpanded((keys) => [...new Set([...keys, ...ids])]);

  const refresh = async (selectId?: number | null) => {
    if (selectId !== undefined) setSelectedId(selectId);
    setVersion((v) => v + 1);
    await departments.reload();
  };

  const remove = async (department: DepartmentNode) => {
    if (!(await confirm({ operation: 'DEL', formName: `部门「${department.name}」` }))) return;
    if ((await adminApi.deleteDepartment(department.departmentId)) === undefined) return;
    message.success('删除成功');
    await refresh(department.parentId);
  };

  // A failed load has shown its message already.
  if (!tree) return departments.loading ? <Spin /> : null;
  const createTop = () => setDialog({ mode: 'create', parentId: null });
  return (
    <>
      {tree.length === 0 ? (
        <Card>
          <Empty description={MSG_NO_DEPARTMENT}>
            <Button type="primary" icon={<PlusOutlined />} onClick={createTop}>
              新建顶级部门
            </Button>
          </Empty>
        </Card>
      ) : (
        <Row gutter={16}>
          <Col xs={24} md={8} xl={6}>
            <Card title="组织架构" size="small">
              <Tree
                blockNode
                treeData={toTreeData(tree)}
                expandedKeys={expanded}
                onExpand={setExpanded}
                selectedKeys={selectedId === null ? [] : [selectedId]}
                // Clicking the selected department again keeps it selected.
                onSelect={(keys) => keys.length > 0 && setSelectedId(Number(keys[0]))}
              />
            </Card>
          </Col>
          <Col xs={24} md={16} xl={18}>
            {selected && (
              <DepartmentPanel
                department={selected}
                tree={tree}
                staff={staff.data}
                staffLoading={staff.loading}
                version={version}
                onCreateChild={() => setDialog({ mode: 'create', parentId: selected.departmentId })}
                onCreateTop={createTop}
                onEdit={() => setDialog({ mode: 'edit', department: selected })}
                onSetManager={() => setManagerOpen(true)}
                onDelete={() => remove(selected)}
              />
            )}
          </Col>
        </Row>
      )}
      {dialog && (
        <DepartmentFormDialog
          target={dialog}
          departments={tree}
          onClose={() => setDialog(null)}
          onSaved={(departmentId, parentId) => {
            setDialog(null);
            if (parentId) unfold(pathIds(tree, parentId));
            void refresh(departmentId);
          }}
        />
      )}
      {managerOpen && selected && (
        <ManagerDialog
          department={selected}
          staff={staff.data ?? []}
          onClose={() => setManagerOpen(false)}
          onSaved={() => {
            setManagerOpen(false);
            void refresh();
          }}
        />
      )}
    </>
  );
}
