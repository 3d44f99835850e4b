import 'dayjs/locale/zh-cn';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { LoadingMask } from './api/LoadingMask';
import { AppRoutes } from './shell/AppRoutes';
import { NotifierBridge } from './shell/NotifierBridge';
import './shell/global.css';

dayjs.locale('zh-cn');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={zhCN} theme={{ token: { borderRadius: 4 } }}>
      <AntApp>
        <NotifierBridge />
        <LoadingMask />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AntApp>
    </ConfigProvider>
  </StrictMode>,
);
