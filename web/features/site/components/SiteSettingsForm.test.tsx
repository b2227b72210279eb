// @vitest-environment happy-dom
import { App } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SYSTEM_SETTING_KEYS, SYSTEM_TYPE_CHOICES, systemSettingsBody, type SystemSettings } from '@shared/contracts/site-admin';
import { SiteSettingsForm } from './SiteSettingsForm';

const settings = Object.fromEntries(SYSTEM_SETTING_KEYS.map((k) => [k, k === 'collect_code' ? [] : ''])) as unknown as SystemSettings;

const render = (systemType: string) =>
  renderToString(
    <App>
      <SiteSettingsForm
        group="system"
        settings={{ ...settings, site_name: '测试园区', system_type: systemType }}
        onSaved={() => undefined}
        renderImage={() => null}
      />
    </App>,
  );

describe('站点信息: 系统类型 (issue 29)', () => {
  it('offers 2, 3 and 1 as radio buttons, the current one checked', () => {
    const html = render('1');
    expect(html).toContain('系统类型');
    for (const c of SYSTEM_TYPE_CHOICES) expect(html).toContain(c.label);
    const checked = [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map((m) => m[0]).filter((i) => /checked/.test(i));
    expect(checked).toHaveLength(1);
    expect(checked[0]).toContain('value="1"');
  });

  it('checks the choice with the server contract before sending', () => {
    expect(systemSettingsBody.safeParse({ system_type: '3' }).success).toBe(true);
    expect(systemSettingsBody.safeParse({ system_type: '5' }).error?.issues[0]?.message).toBe('系统类型只能是 1、2 或 3');
  });
});
