import { App, ConfigProvider } from 'antd';
// The ES build: antd/locale/zh_CN is CommonJS, which Vite's dev SSR runner cannot evaluate once antd is bundled.
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { portalTheme } from '~/config/theme';
import { FeedbackBridge } from './FeedbackBridge';

dayjs.locale('zh-cn');

/** Chinese locale, the portal theme and antd's App context (for message and modal) around every page. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={portalTheme}>
      <App component={false}>
        <FeedbackBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}
