import { DownOutlined, UserOutlined } from '@ant-design/icons';
import type { UserInfo } from '@tiangong/domain';
import { Breadcrumb, Dropdown, Layout, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { breadcrumbFor } from './breadcrumb';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { useLogout } from './use-logout';

// Loaded when first opened: its table is not part of every screen.
const DevicesDialog = lazy(() => import('./DevicesDialog').then((m) => ({ default: m.DevicesDialog })));

/** Breadcrumb on the left, ending in the screen's title (its h1); the account name with 修改密码, 登录设备 and 退出登录 on the right. */
export function HeaderBar({ user }: { user: UserInfo }) {
  const { pathname } = useLocation();
  const [dialog, setDialog] = useState<'password' | 'devices'>();
  const confirmLogout = useLogout();
  const crumbs = breadcrumbFor(user.menuList, pathname);
  return (
    <Layout.Header
      style={{
        background: '#fff',
        padding: '0 16px',
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        height: 56,
        boxShadow: '0 1px 4px rgba(0,21,41,.08)',
      }}
    >
      {/* The screen's title (the last crumb) is its one h1. */}
      <Breadcrumb
        items={crumbs.map((title, i) => ({
          title: i === crumbs.length - 1 ? <h1 className="tg-screen-title">{title}</h1> : title,
        }))}
      />
      <Dropdown
        menu={{
          items: [
            { key: 'password', label: '修改密码' },
            { key: 'devices', label: '登录设备' },
            { key: 'logout', label: '退出登录' },
          ],
          onClick: ({ key }) => {
            if (key === 'logout') confirmLogout();
            else if (key === 'password' || key === 'devices') setDialog(key);
          },
        }}
      >
        <Space style={{ cursor: 'pointer' }} data-testid="account-name">
          <UserOutlined />
          <span className="account-name">{user.userName}</span>
          <DownOutlined />
        </Space>
      </Dropdown>
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(undefined)} />
      <Suspense fallback={null}>
        {dialog === 'devices' && <DevicesDialog open onClose={() => setDialog(undefined)} />}
      </Suspense>
    </Layout.Header>
  );
}
