import 'dayjs/locale/zh-cn';
import { App as AntApp, ConfigProvider, Layout } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import { Suspense, useCallback, useState } from 'react';
import { Outlet } from 'react-router';
import { HeaderBar } from './HeaderBar';
import { NotifierBridge } from './NotifierBridge';
import { PageFallback } from './PageFallback';
import { ReloadViewContext } from './reload-view';
import { SideMenu } from './SideMenu';
import { useAccountSwitchCheck } from './use-account-switch-check';
import { useRefreshUserInfo } from './use-refresh-user-info';
import { useUserInfo } from './use-user-info';

const MENU_WIDTH = 160;

dayjs.locale('zh-cn');

/** The logged-in frame: 160 px left menu, header with breadcrumb and account, the screen. */
export default function AppLayout() {
  return (
    // The locale here, not in the entry: /login shows none of its texts (its messages are its own).
    <ConfigProvider locale={zhCN}>
      <AntApp>
        <NotifierBridge />
        <Frame />
      </AntApp>
    </ConfigProvider>
  );
}

function Frame() {
  const user = useUserInfo();
  const [viewKey, setViewKey] = useState(0);
  const reload = useCallback(() => setViewKey((k) => k + 1), []);
  useAccountSwitchCheck(user?.userName ?? '');
  useRefreshUserInfo();
  if (!user) return null;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={MENU_WIDTH}
        theme="dark"
        style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
      >
        <div
          style={{ color: '#fff', fontSize: 18, fontWeight: 600, textAlign: 'center', lineHeight: '56px' }}
        >
          天工 ERP
        </div>
        <SideMenu menuList={user.menuList} />
      </Layout.Sider>
      <Layout>
        <HeaderBar user={user} />
        <Layout.Content style={{ margin: 16 }}>
          <ReloadViewContext.Provider value={reload}>
            <Suspense fallback={<PageFallback />}>
              <div key={viewKey}>
                <Outlet />
              </div>
            </Suspense>
          </ReloadViewContext.Provider>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
