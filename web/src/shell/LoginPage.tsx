import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { UserInfo } from '@tiangong/domain';
import { Button, Form } from 'antd';
// Deep imports: antd's Input index also carries TextArea, Search and OTP, which /login never shows
// and which would push its bundle past the 200 KB goal (docs/PERFORMANCE.md).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiPost } from '../api/http';
import { getRememberedAccount, setRememberedAccount, setUserInfo } from './user-store';

/**
 * A plain checkbox: antd's Checkbox would add ≈ 3 kB gzip to /login, which is at its 200 kB goal
 * (docs/PERFORMANCE.md). Form.Item gives it `checked` and reads `event.target.checked` back.
 */
function RememberBox(props: {
  checked?: boolean;
  onChange?: (e: ChangeEvent<HTMLInputElement>) => void;
  children: ReactNode;
}) {
  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}>
      <input
        type="checkbox"
        checked={props.checked ?? false}
        onChange={props.onChange}
        style={{ width: 16, height: 16, margin: 0, accentColor: '#1677ff', cursor: 'pointer' }}
      />
      <span>{props.children}</span>
    </label>
  );
}

interface Values {
  userName: string;
  password: string;
  remember: boolean;
}

/**
 * /login. "记住账号" remembers only the account name and asks the server for a 30-day session:
 * no password is ever stored in the browser (docs/SECURITY.md).
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const remembered = getRememberedAccount();
  const notice = (location.state as { notice?: string } | null)?.notice;

  const submit = async (values: Values) => {
    setSubmitting(true);
    const info = await apiPost<UserInfo>('/user/login', values).finally(() => setSubmitting(false));
    if (!info) return;
    setRememberedAccount(values.remember ? values.userName : null);
    setUserInfo(info);
    const from = (location.state as { from?: string } | null)?.from;
    navigate(from && from !== '/login' ? from : info.menuUrl || '/', { replace: true });
  };

  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #1f3a5f 0%, #3b6ea5 100%)',
      }}
    >
      <div
        style={{
          width: 360,
          background: '#fff',
          borderRadius: 8,
          padding: '32px 32px 16px',
          boxShadow: '0 8px 24px rgba(0,0,0,.2)',
        }}
      >
        <h1 style={{ textAlign: 'center', margin: 0, fontSize: 26, letterSpacing: 4 }}>天工 ERP</h1>
        <p style={{ textAlign: 'center', color: '#888', margin: '8px 0 24px' }}>
          企业资源计划与客户关系管理系统
        </p>
        {notice && (
          <div
            role="alert"
            style={{
              margin: '-8px 0 16px',
              padding: '8px 12px',
              border: '1px solid #ffe58f',
              background: '#fffbe6',
              borderRadius: 4,
              color: '#ad6800',
            }}
          >
            {notice}
          </div>
        )}
        <Form<Values>
          name="login"
          size="large"
          initialValues={{ userName: remembered, remember: Boolean(remembered) }}
          onFinish={submit}
        >
          <Form.Item name="userName" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
            <Input
              prefix={<UserOutlined />}
              placeholder="用户名"
              autoComplete="username"
              autoFocus={!remembered}
            />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Password
              prefix={<LockOutlined />}
              placeholder="密码"
              autoComplete="current-password"
              autoFocus={Boolean(remembered)}
            />
          </Form.Item>
          <Form.Item name="remember" valuePropName="checked">
            <RememberBox>记住账号（30天内免登录）</RememberBox>
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" block loading={submitting}>
              登录
            </Button>
          </Form.Item>
        </Form>
      </div>
    </div>
  );
}
