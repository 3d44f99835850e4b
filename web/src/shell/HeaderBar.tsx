import { DownOutlined, UserOutlined } from '@ant-design/icons';
import type { UserInfo } from '@tiangong/domain';
import { Breadcrumb, Dropdown, Layout, Space } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { breadcrumbFor } from './breadcrumb';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { useLogout } from './use-logout';

/** Breadcrumb on the left; the account name with 修改密码 and 退出登录 on the right. */
export function HeaderBar({ user }: { user: UserInfo }) {
  const { pathname } = useLocation();
  const [changing, setChanging] = useState(false);
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
      <Breadcrumb items={crumbs.map((title) => ({ title }))} />
      <Dropdown
        menu={{
          items: [
            { key: 'password', label: '修改密码' },
            { key: 'logout', label: '退出登录' },
          ],
          onClick: ({ key }) => (key === 'password' ? setChanging(true) : confirmLogout()),
        }}
      >
        <Space style={{ cursor: 'pointer' }} data-testid="account-name">
          <UserOutlined />
          <span className="account-name">{user.userName}</span>
          <DownOutlined />
        </Space>
      </Dropdown>
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
    </Layout.Header>
  );
}
