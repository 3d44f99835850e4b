import { App, Form, Input, Modal, Spin } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { TrimInput } from '../../widgets';
import { adminApi, type MenuGrant, type SaveRolePayload } from './admin-api';
import { MenuGrantTree } from './MenuGrantTree';
import { knownGrants } from './menu-grants';
import { MSG_SAVED } from './StaffFormDialog';
import { useRemote } from './use-remote';

interface Values {
  roleName: string;
  label: string;
  remark?: string;
  menus: MenuGrant[];
}

// The texts match the server's (admin.schemas.ts).
const roleNameRules: Rule[] = [
  { required: true, whitespace: true, message: '请输入角色编码' },
  { min: 2, message: '角色编码至少2个字符' },
  { max: 40, message: '角色编码不能超过40个字符' },
  { pattern: /^[A-Za-z][A-Za-z0-9_-]*$/, message: '角色编码须以字母开头，只能包含字母、数字、下划线和横线' },
];
const labelRules: Rule[] = [
  { required: true, whitespace: true, message: '请输入角色名称' },
  { max: 30, message: '角色名称不能超过30个字符' },
];

export interface RoleFormDialogProps {
  /** Absent: 新建角色. */
  roleId?: number;
  onClose: () => void;
  onSaved: () => void;
}

/** 新建角色 / 编辑角色 with its menu grants. The role code cannot change once created. */
export function RoleFormDialog({ roleId, onClose, onSaved }: RoleFormDialogProps) {
  const editing = roleId !== undefined;
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const menus = useRemote(() => adminApi.menuTree(), []);
  const detail = useRemote(
    () => (roleId === undefined ? Promise.resolve(undefined) : adminApi.roleDetail(roleId)),
    [roleId],
  );
  const role = detail.data;
  const menuTree = menus.data;

  useEffect(() => {
    if (!role || !menuTree) return;
    form.setFieldsValue({
      roleName: role.roleName,
      label: role.label,
      remark: role.remark ?? '',
      menus: knownGrants(menuTree, role.menus),
    });
  }, [form, role, menuTree]);

  const save = async (values: Values) => {
    const payload: SaveRolePayload = {
      roleName: values.roleName.trim(),
      label: values.label.trim(),
      remark: values.remark?.trim() ?? '',
      menus: values.menus ?? [],
    };
    if (editing) payload.roleId = roleId;
    setSaving(true);
    const result = await adminApi.saveRole(payload);
    setSaving(false);
    if (result === undefined) return;
    message.success(MSG_SAVED);
    onSaved();
  };

  const loading = !menuTree || (editing && !role);
  return (
    <Modal
      open
      title={editing ? '编辑角色' : '新建角色'}
      width={720}
      mask={{ closable: false }}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ disabled: loading }}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Spin spinning={loading}>
        <Form<Values>
          form={form}
          labelCol={{ span: 4 }}
          wrapperCol={{ span: 19 }}
          autoComplete="off"
          initialValues={{ menus: [] }}
          onFinish={save}
        >
          <Form.Item
            label="角色编码"
            name="roleName"
            rules={roleNameRules}
            extra={editing ? undefined : '创建后不能修改'}
          >
            <TrimInput placeholder="英文编码，如 SaleAssistant" disabled={editing} />
          </Form.Item>
          <Form.Item label="角色名称" name="label" rules={labelRules}>
            <TrimInput placeholder="请输入角色名称" />
          </Form.Item>
          <Form.Item label="备注" name="remark" rules={[{ max: 200, message: '备注不能超过200个字符' }]}>
            <Input.TextArea rows={2} placeholder="请输入备注" maxLength={200} />
          </Form.Item>
          {/* The tree is remounted once the menus arrive, so it opens fully expanded. */}
          <Form.Item label="菜单权限" name="menus">
            <MenuGrantTree key={menuTree ? 'loaded' : 'loading'} menus={menuTree ?? []} />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
