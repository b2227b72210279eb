import { Outlet } from 'react-router';
import { AppProviders } from '~/components/AppProviders';

/**
 * Ant Design for the signed-in pages and the back office (routes.ts puts them under this pathless layout):
 * zh_CN, the portal theme, the CSP nonce for its runtime styles, and message/modal for the API client. The
 * public pages stay outside, so a visitor's first load carries none of antd.
 */
export default function AntdLayout() {
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}
