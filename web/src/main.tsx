import { ConfigProvider } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { LoadingMask } from './api/LoadingMask';
import { AppRoutes } from './shell/AppRoutes';
import { appTheme } from './shell/theme';
import './shell/global.css';

// The entry holds only what /login needs; antd's App context (messages, modals), antd's zh_CN
// locale (date pickers, pager, table texts) and dayjs's locale come with the lazily loaded layout.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider theme={appTheme}>
      <LoadingMask />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ConfigProvider>
  </StrictMode>,
);
