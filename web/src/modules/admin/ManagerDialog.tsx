import { App, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { adminApi, type DepartmentNode, type StaffOption } from './admin-api';
import { MSG_SAVED } from './StaffFormDialog';

export interface ManagerDialogProps {
  department: DepartmentNode;
  /** The department's staff on the job (busiUserLists, sub-departments included). */
  staff: StaffOption[];
  onClose: () => void;
  onSaved: () => void;
}

/** Staff of sub-departments carry their department; a current head from elsewhere stays listed. */
export function managerOptions(department: DepartmentNode, staff: StaffOption[]) {
  const options = staff.map((s) => ({
    value: s.userId,
    label:
      s.departmentId === department.departmentId
        ? `${s.realName}（${s.userName}）`
        : `${s.realName}（${s.userName}） · ${s.departmentName ?? ''}`,
  }));
  const { managerId, managerName } = department;
  if (managerId && !staff.some((s) => s.userId === managerId)) {
    options.unshift({ value: managerId, label: managerName ?? `员工#${managerId}` });
  }
  return options;
}

/** 设置负责人: one of the department's staff, or nobody (cleared). */
export function ManagerDialog({ department, staff, onClose, onSaved }: ManagerDialogProps) {
  const [form] = Form.useForm<{ managerId?: number | null }>();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  const save = async ({ managerId }: { managerId?: number | null }) => {
    setSaving(true);
    const result = await adminApi.setManager(department.departmentId, managerId ?? null);
    setSaving(false);
    if (result === undefined) return;
    message.success(MSG_SAVED);
    onSaved();
  };

  return (
    <Modal
      open
      title={`设置负责人：${department.name}`}
      width={450}
      mask={{ closable: false }}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        labelCol={{ span: 5 }}
        initialValues={{ managerId: department.managerId }}
        onFinish={save}
      >
        <Form.Item label="负责人" name="managerId" extra="清空则该部门暂无负责人">
          <Select
            aria-label="负责人"
            placeholder="请选择负责人"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={managerOptions(department, staff)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
