import { App, ConfigProvider } from 'antd';
// The ES build: antd/locale/zh_CN is CommonJS, which Vite's dev SSR runner cannot evaluate once antd is bundled.
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { portalTheme } from '~/config/theme';
import { adoptNonceForStyles, useNonce, zodWithoutEval } from '~/lib/csp-nonce';
import { FeedbackBridge } from './FeedbackBridge';

dayjs.locale('zh-cn');
// In the browser, before the first render: styles added by scripts carry the page's CSP nonce, and zod never
// tries `new Function` (the Content-Security-Policy forbids eval).
adoptNonceForStyles();
if (typeof document !== 'undefined') zodWithoutEval();

/**
 * Chinese locale, the portal theme and antd's App context (for message and modal) around every page. `csp`: the
 * <style> tags antd adds while the page runs carry the page's nonce, which the Content-Security-Policy requires.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <ConfigProvider locale={zhCN} theme={portalTheme} csp={nonce ? { nonce } : undefined}>
      <App component={false}>
        <FeedbackBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}
