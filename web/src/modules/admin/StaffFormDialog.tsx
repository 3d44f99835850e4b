import { App, Form, Input, Modal, Select, Spin, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { TrimInput } from '../../widgets';
import { adminApi, type DepartmentNode, type RoleRow, type SaveStaffPayload } from './admin-api';
import { departmentOptions } from './department-tree';
import { roleOptionText } from './role-text';
import {
  accountRules,
  emailRules,
  mobileRules,
  passwordRules,
  realNameRules,
  remarkRules,
} from './staff-rules';
import { useRemote } from './use-remote';

export const MSG_SAVED = '保存成功';

interface Values {
  userName: string;
  realName: string;
  mobile?: string;
  email?: string;
  departmentId?: number;
  roleNames: string[];
  password?: string;
  remark?: string;
}

export interface StaffFormDialogProps {
  /** Absent: 新建员工. */
  userId?: number;
  departments: DepartmentNode[];
  roles: RoleRow[];
  onClose: () => void;
  onSaved: () => void;
}

/** 新建员工 / 编辑员工. Mounted while open, so each opening starts from the server's current record. */
export function StaffFormDialog({ userId, departments, roles, onClose, onSaved }: StaffFormDialogProps) {
  const editing = userId !== undefined;
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const detail = useRemote(
    () => (userId === undefined ? Promise.resolve(undefined) : adminApi.staffDetail(userId)),
    [userId],
  );
  const staff = detail.data;

  useEffect(() => {
    if (!staff) return;
    form.setFieldsValue({
      userName: staff.userName,
      realName: staff.realName,
      mobile: staff.mobile ?? '',
      email: staff.email ?? '',
      departmentId: staff.departmentId ?? undefined,
      roleNames: staff.roleNames,
      remark: staff.remark ?? '',
    });
  }, [form, staff]);

  const save = async (values: Values) => {
    const payload: SaveStaffPayload = {
      userName: values.userName.trim(),
      realName: values.realName.trim(),
      mobile: values.mobile?.trim() ?? '',
      email: values.email?.trim() ?? '',
      departmentId: values.departmentId!,
      roleNames: values.roleNames,
      remark: values.remark?.trim() ?? '',
    };
    if (editing) Object.assign(payload, { userId, version: staff?.version });
    else payload.password = values.password;
    setSaving(true);
    const result = await adminApi.saveStaff(payload);
    setSaving(false);
    if (result === undefined) return; // the client showed the server's reason
    message.success(MSG_SAVED);
    onSaved();
  };

  const loadingRecord = editing && !staff;
  return (
    <Modal
      open
      title={editing ? '编辑员工' : '新建员工'}
      width={560}
      mask={{ closable: false }}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ disabled: loadingRecord }}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Spin spinning={loadingRecord}>
        <Form<Values>
          form={form}
          labelCol={{ span: 5 }}
          wrapperCol={{ span: 18 }}
          autoComplete="off"
          onFinish={save}
          initialValues={{ roleNames: [] }}
        >
          <Form.Item label="账号" name="userName" rules={accountRules}>
            <TrimInput placeholder="登录账号，字母、数字、下划线、点或横线" disabled={editing} />
          </Form.Item>
          <Form.Item label="姓名" name="realName" rules={realNameRules}>
            <TrimInput placeholder="请输入姓名" />
          </Form.Item>
          <Form.Item label="手机" name="mobile" rules={mobileRules}>
            <TrimInput placeholder="请输入手机号码" maxLength={11} />
          </Form.Item>
          <Form.Item label="邮箱" name="email" rules={emailRules}>
            <TrimInput placeholder="请输入邮箱" />
          </Form.Item>
          <Form.Item label="部门" name="departmentId" rules={[{ required: true, message: '请选择部门' }]}>
            <TreeSelect
              aria-label="部门"
              placeholder="请选择部门"
              treeDefaultExpandAll
              treeData={departmentOptions(departments)}
            />
          </Form.Item>
          <Form.Item
            label="角色"
            name="roleNames"
            rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个角色' }]}
          >
            <Select
              aria-label="角色"
              mode="multiple"
              placeholder="请选择角色（可多选）"
              showSearch={{ optionFilterProp: 'label' }}
              options={roles.map((r) => ({ value: r.roleName, label: roleOptionText(r) }))}
            />
          </Form.Item>
          {!editing && (
            <Form.Item
              label="初始密码"
              name="password"
              rules={passwordRules('请输入初始密码')}
              extra="6-20位字母和数字，且同时包含字母和数字"
            >
              <Input.Password placeholder="请输入初始密码" autoComplete="new-password" />
            </Form.Item>
          )}
          <Form.Item label="备注" name="remark" rules={remarkRules}>
            <Input.TextArea rows={3} placeholder="请输入备注" maxLength={200} />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
