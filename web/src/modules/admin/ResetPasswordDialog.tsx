import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { adminApi, type StaffRow } from './admin-api';
import { passwordRules } from './staff-rules';

export const MSG_PASSWORD_RESET = '密码已重置，该员工需用新密码重新登录';

/** An administrator sets a new password; the server ends the employee's sessions. */
export function ResetPasswordDialog({ staff, onClose }: { staff: StaffRow; onClose: () => void }) {
  const [form] = Form.useForm<{ newPassword: string }>();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  const save = async ({ newPassword }: { newPassword: string }) => {
    setSaving(true);
    const result = await adminApi.resetPassword(staff.userId, newPassword);
    setSaving(false);
    if (result === undefined) return;
    message.success(MSG_PASSWORD_RESET);
    onClose();
  };

  return (
    <Modal
      open
      title={`重置密码：${staff.realName}（${staff.userName}）`}
      width={450}
      mask={{ closable: false }}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} labelCol={{ span: 5 }} autoComplete="off" onFinish={save}>
        <Form.Item
          label="新密码"
          name="newPassword"
          rules={passwordRules('请输入新密码')}
          extra="6-20位字母和数字，且同时包含字母和数字"
        >
          <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
