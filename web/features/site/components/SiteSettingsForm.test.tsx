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

const radios = (html: string) => [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map((m) => m[0]);
const valueOf = (input: string) => /value="(\d)"/.exec(input)?.[1];
/** The text a person reads: tags out. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

describe('站点信息: 系统类型 (issue 29)', () => {
  it('offers the choices as radio buttons, the current one checked', () => {
    const html = render('1');
    expect(html).toContain('系统类型');
    const checked = radios(html).filter((i) => /checked/.test(i));
    expect(checked).toHaveLength(1);
    expect(checked[0]).toContain('value="1"');
  });

  it('reads as plain choices: no raw codes, the default first, then 1; 3 (as 2) only while it is stored', () => {
    for (const stored of ['1', '2']) {
      const html = render(stored);
      expect(radios(html).map(valueOf)).toEqual(['2', '1']);
      const text = textOf(html);
      expect(text).toContain('可发给单个企业或全部企业（默认）');
      expect(text).toContain('只发给全部企业');
      expect(text).not.toMatch(/[123]：/);
      expect(text).not.toContain('系统类型 3');
    }
    const three = render('3');
    expect(radios(three).map(valueOf)).toEqual(['2', '1', '3']);
    expect(radios(three).find((i) => /checked/.test(i))).toContain('value="3"');
    expect(textOf(three)).toContain('效果与“可发给单个企业或全部企业”相同');
    for (const c of SYSTEM_TYPE_CHOICES) expect(textOf(three)).toContain(c.label);
  });

  it('checks the choice with the server contract before sending', () => {
    expect(systemSettingsBody.safeParse({ system_type: '3' }).success).toBe(true);
    expect(systemSettingsBody.safeParse({ system_type: '5' }).error?.issues[0]?.message).toBe('系统类型只能是 1、2 或 3');
  });
});
