import { isValidPassword } from '@tiangong/domain';
import { App, Button, Form, Modal } from 'antd';
// The deep import: antd's Input index also carries TextArea, Search and OTP (see LoginPage).
import Password from 'antd/es/input/Password';
import { apiPost } from '../api/http';

export const MSG_OLD_REQUIRED = '请输入旧密码';
export const MSG_NEW_REQUIRED = '请输入新密码';
export const MSG_PASSWORD_CHANGED = '密码修改成功';
export const MSG_PASSWORD_FORMAT = '新密码须为6-20位字母和数字，且同时包含字母和数字';

interface Values {
  oldPassword?: string;
  newPassword?: string;
}

/**
 * 修改密码 (SPEC §2, §5): old password first, then new password, each with its own message;
 * on success the message shows, the dialog closes and both fields clear.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();

  const close = () => {
    form.resetFields();
    onClose();
  };

  const save = async () => {
    const { oldPassword, newPassword } = form.getFieldsValue();
    form.setFields([
      { name: 'oldPassword', errors: [] },
      { name: 'newPassword', errors: [] },
    ]);
    if (!oldPassword) {
      form.setFields([{ name: 'oldPassword', errors: [MSG_OLD_REQUIRED] }]);
      message.warning(MSG_OLD_REQUIRED);
      return;
    }
    if (!newPassword) {
      form.setFields([{ name: 'newPassword', errors: [MSG_NEW_REQUIRED] }]);
      message.warning(MSG_NEW_REQUIRED);
      return;
    }
    if (!isValidPassword(newPassword)) {
      form.setFields([{ name: 'newPassword', errors: [MSG_PASSWORD_FORMAT] }]);
      return;
    }
    const result = await apiPost('/user/changPassword', { oldPassword, newPassword });
    if (result === undefined) return; // the client already showed the server's message
    message.success(MSG_PASSWORD_CHANGED);
    close();
  };

  return (
    <Modal
      title="修改密码"
      open={open}
      width={450}
      mask={{ closable: false }}
      onCancel={close}
      destroyOnHidden={false}
      footer={[
        <Button key="cancel" onClick={close}>
          取消
        </Button>,
        <Button key="save" type="primary" onClick={save}>
          保存
        </Button>,
      ]}
    >
      <Form
        form={form}
        labelCol={{ span: 6 }}
        autoComplete="off"
        // A message stays only until the field it is about is edited.
        onValuesChange={(changed) =>
          form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof Values, errors: [] })))
        }
      >
        <Form.Item label="旧密码" name="oldPassword" required>
          <Password placeholder="请输入旧密码" autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="新密码" name="newPassword" required extra="6-20位字母和数字，且同时包含字母和数字">
          <Password placeholder="请输入新密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
