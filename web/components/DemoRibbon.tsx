import { useRootData } from '~/lib/root-data';

export const DEMO_RIBBON_TEXT = '扫码登录使用演示账号，请勿填写真实个人信息';

/**
 * 演示模式 on every page while the demonstration QR sign-in is on (the site config's `demo`, issue 11), so
 * nobody takes the demo for the park's real service. In the flow of the page, above the shell: it pushes the
 * page down rather than covering it, and wraps on a phone.
 */
export function DemoRibbon() {
  const { config } = useRootData();
  if (!config.demo) return null;
  return (
    <p className="ui-ribbon" role="note" aria-label="演示模式">
      <span className="ui-ribbon-label">演示模式：</span>
      {DEMO_RIBBON_TEXT}
    </p>
  );
}
