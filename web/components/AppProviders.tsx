import { App, ConfigProvider } from 'antd';
// The ES build: antd/locale/zh_CN is CommonJS, which Vite's dev SSR runner cannot evaluate once antd is bundled.
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
// Contrast and focus fixes for antd (issue 14), wherever antd is: the signed-in pages, the back office and a public
// page's lazily loaded dialog (LazyAntd).
import '~/app/antd-a11y.css';
import { portalCareTheme, portalTheme } from '~/config/theme';
import { adoptNonceForStyles, useNonce } from '~/lib/csp-nonce';
import { useDialogTabWrap } from '~/lib/dialog-focus';
import { useDisplayMode } from '~/lib/display-mode';
import { FeedbackBridge } from './FeedbackBridge';
import { BusyIcon } from './icons/status';

dayjs.locale('zh-cn');
/** Busy buttons and selects say so in Chinese (antd's own icon is labelled "loading"). */
const BUTTON_CONFIG = { loadingIcon: <BusyIcon /> };
const SELECT_CONFIG = { loadingIcon: <BusyIcon /> };
// In the browser, as soon as antd's code arrives and before it renders: styles added by scripts carry the page's
// CSP nonce. Pages without antd never load this module, so they never patch anything.
adoptNonceForStyles();

/**
 * Chinese locale, the portal theme (its 适老化 variant while that mode is on) and antd's App context (for message and modal) around what uses Ant Design:
 * the signed-in pages (layouts/antd.tsx) and the dialogs a public page loads on a click (LazyAntd). `csp`: the
 * <style> tags antd adds while the page runs carry the page's nonce, which the Content-Security-Policy requires.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const { mode } = useDisplayMode();
  // Tab goes round inside an open dialog or drawer instead of out of the page (issue 14).
  useDialogTabWrap();
  return (
    <ConfigProvider
      locale={zhCN}
      theme={mode === 'care' ? portalCareTheme : portalTheme}
      csp={nonce ? { nonce } : undefined}
      button={BUTTON_CONFIG}
      select={SELECT_CONFIG}
    >
      <App component={false}>
        <FeedbackBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}
