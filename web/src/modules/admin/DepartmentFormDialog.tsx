import { App, Form, InputNumber, Modal, TreeSelect } from 'antd';
import { useState } from 'react';
import { TrimInput } from '../../widgets';
import { adminApi, type DepartmentNode } from './admin-api';
import { departmentOptions, subtreeIds } from './department-tree';
import { MSG_SAVED } from './StaffFormDialog';

/** 新建 (under a parent, or at the top) or 修改 (rename, move, reorder) a department. */
export type DepartmentDialogMode =
  | { mode: 'create'; parentId: number | null }
  | { mode: 'edit'; department: DepartmentNode };

interface Values {
  name: string;
  parentId?: number | null;
  sort?: number | null;
}

export interface DepartmentFormDialogProps {
  target: DepartmentDialogMode;
  departments: DepartmentNode[];
  onClose: () => void;
  /** The saved department and where it now sits. */
  onSaved: (departmentId: number, parentId: number | null) => void;
}

export function DepartmentFormDialog({ target, departments, onClose, onSaved }: DepartmentFormDialogProps) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const editing = target.mode === 'edit' ? target.department : undefined;
  const title = editing
    ? '修改部门'
    : target.mode === 'create' && target.parentId
      ? '新建下级部门'
      : '新建顶级部门';
  // Moving a department under itself or its own sub-department would make a cycle (the server refuses too).
  const blocked = editing ? subtreeIds(editing) : undefined;
  const initialValues: Values = editing
    ? { name: editing.name, parentId: editing.parentId ?? undefined, sort: editing.sort }
    : { name: '', parentId: target.mode === 'create' ? (target.parentId ?? undefined) : undefined, sort: 0 };

  const save = async (values: Values) => {
    const parentId = values.parentId ?? null;
    setSaving(true);
    const result = await adminApi.saveDepartment({
      ...(editing ? { departmentId: editing.departmentId } : {}),
      name: values.name.trim(),
      parentId,
      sort: values.sort ?? 0,
    });
    setSaving(false);
    if (result === undefined) return;
    message.success(MSG_SAVED);
    onSaved(result.departmentId, parentId);
  };

  return (
    <Modal
      open
      title={title}
      width={450}
      mask={{ closable: false }}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<Values>
        form={form}
        labelCol={{ span: 5 }}
        autoComplete="off"
        initialValues={initialValues}
        onFinish={save}
      >
        <Form.Item
          label="名称"
          name="name"
          rules={[
            { required: true, whitespace: true, message: '请输入部门名称' },
            { max: 30, message: '部门名称不能超过30个字符' },
          ]}
        >
          <TrimInput placeholder="请输入部门名称" />
        </Form.Item>
        <Form.Item label="上级部门" name="parentId">
          <TreeSelect
            aria-label="上级部门"
            placeholder="不选则为顶级部门"
            allowClear
            treeDefaultExpandAll
            treeData={departmentOptions(departments, blocked)}
          />
        </Form.Item>
        <Form.Item label="排序" name="sort" extra="同级部门按排序从小到大显示">
          <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
