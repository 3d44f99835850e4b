import { menuScreenOf, type UserInfo } from '@tiangong/domain';
import { Button, Result, Space } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useUserInfo } from './use-user-info';

export const MSG_NO_SCREEN_ACCESS = '无权访问此页面';

/** Whether the user's menu holds the screen a route belongs to (its detail and tabs routes included). */
export function menuHolds(user: UserInfo | null, url: string): boolean {
  const menu = menuScreenOf(url);
  if (!user || !menu) return false;
  return user.menuList.some((m) => m.menuUrl === menu || m.subMenuList.some((s) => s.menuUrl === menu));
}

/**
 * A screen opened by URL that is not in the user's menu says so, with a way back, instead of
 * loading (the server refuses its data anyway; this spares an empty table under an error toast).
 * The menu is the one the server answered at login and refreshes after it.
 */
export function ScreenGuard({ url, children }: { url: string; children: ReactNode }) {
  const user = useUserInfo();
  const navigate = useNavigate();
  if (menuHolds(user, url)) return children;
  return (
    <Result
      status="403"
      title={MSG_NO_SCREEN_ACCESS}
      subTitle="该页面不在您的菜单中。如需使用，请联系管理员为您的角色授权。"
      extra={
        <Space>
          <Button onClick={() => navigate(-1)}>返回上一页</Button>
          <Button type="primary" onClick={() => navigate('/')}>
            返回首页
          </Button>
        </Space>
      }
    />
  );
}
