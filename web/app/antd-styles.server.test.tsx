import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StyleProvider } from '@ant-design/cssinjs';
import { Button, ConfigProvider, Rate } from 'antd';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '~/components/AppProviders';
import { systemTheme } from '~/config/theme';
import { antdHeadStyles, antdStyleSheet, renderStyleCache, SHEET_COMPONENTS } from './antd-styles.server';

const WEB = fileURLToPath(new URL('..', import.meta.url));

/** The antd components the app's own code imports (values, not types): `import { A, type B } from 'antd'` under web/. */
function importedAntdComponents(): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      // The sheet's own samples are not the app's use of antd.
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'antd-styles.server.tsx') {
        for (const m of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
          for (const name of m[1]!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!)) {
            if (/^[A-Z]/.test(name) && name !== 'ConfigProvider') found.add(name);
          }
        }
      }
    }
  };
  walk(WEB);
  return found;
}

/** A page's antd part, rendered as the pages render it (a render's style cache, the portal's providers). */
function render(cache: ReturnType<typeof renderStyleCache>['cache'], children: ReactNode): string {
  return renderToString(
    <StyleProvider cache={cache}>
      <AppProviders>{children}</AppProviders>
    </StyleProvider>,
  );
}

describe('the antd stylesheet made at build time', () => {
  it('has a sample of every antd component the app imports', () => {
    const imported = importedAntdComponents();
    expect(imported.size).toBeGreaterThan(10);
    expect([...imported].filter((name) => !(name in SHEET_COMPONENTS))).toEqual([]);
  });

  it("holds the components' rules, the four themes' variables under classes of their own, and antd's map of what it holds", () => {
    const { css, keys } = antdStyleSheet();
    for (const name of ['portal', 'portal-care', 'system', 'system-care']) expect(css).toContain(`.css-var-${name}{`);
    expect(css).toMatch(/\.ant-btn\b/);
    expect(css).toMatch(/\.ant-modal\b/);
    // In the browser antd reads this rule to know which rules it need not write again.
    expect(css).toMatch(/\.data-ant-cssinjs-cache-path\{content:"[^"]*Button-Button/);
    expect(css).not.toContain('<style');
    expect(keys.length).toBeGreaterThan(50);
    // The same sheet from every build of the same sources, so every node links the same address.
    expect(antdStyleSheet().css).toBe(css);
  });

  it("covers what the back office's and the portal's pages render: with the sheet, a page writes only its link", () => {
    const { keys } = antdStyleSheet();
    const sheet = { href: '/assets/antd-x.css', has: new Set(keys) };
    const portal = renderStyleCache();
    render(portal.cache, <Button type="primary">保存</Button>);
    expect(antdHeadStyles(portal.used, sheet)).toBe('<link rel="stylesheet" href="/assets/antd-x.css">');
    const system = renderStyleCache();
    render(system.cache, <ConfigProvider theme={systemTheme}>{SHEET_COMPONENTS.Select}</ConfigProvider>);
    expect(antdHeadStyles(system.used, sheet)).toBe('<link rel="stylesheet" href="/assets/antd-x.css">');
  });
});

describe("a page's antd styles", () => {
  it('are computed once per process: a second render of the same components computes nothing', () => {
    let computed = 0;
    const counting = () => {
      const styles = renderStyleCache();
      const update = styles.cache.opUpdate.bind(styles.cache);
      styles.cache.opUpdate = (key, valueFn) =>
        update(key, (prev) => {
          if (!prev) computed += 1;
          return valueFn(prev);
        });
      return styles;
    };
    const first = counting();
    render(first.cache, <Rate value={3} />);
    expect(computed).toBeGreaterThan(0);
    computed = 0;
    const second = counting();
    render(second.cache, <Rate value={4} />);
    expect(computed).toBe(0);
    // Each render still knows which styles it used.
    expect([...second.used].sort()).toEqual([...first.used].sort());
  });

  it('are nothing for a page without antd', () => {
    const { used } = renderStyleCache();
    renderToString(<p>公开页面</p>);
    expect(antdHeadStyles(used, undefined)).toBe('');
  });

  it('without a built sheet (dev server, tests) are written inline whole, with the map antd reads in the browser', () => {
    const { cache, used } = renderStyleCache();
    render(cache, <Button>保存</Button>);
    const head = antdHeadStyles(used, undefined);
    expect(head).toMatch(/^<style[^>]*data-rc-order/);
    expect(head).toMatch(/\.ant-btn\b/);
    expect(head).toContain('data-ant-cssinjs-cache-path');
  });

  it("missing from the sheet (a component added later) are written inline, without a map that would hide the sheet's", () => {
    const { keys } = antdStyleSheet();
    const sheet = { href: '/assets/antd-x.css', has: new Set(keys) };
    const { cache, used } = renderStyleCache();
    render(cache, <Rate value={2} />);
    const head = antdHeadStyles(used, sheet);
    expect(head.startsWith('<link rel="stylesheet" href="/assets/antd-x.css"><style')).toBe(true);
    expect(head).toMatch(/\.ant-rate\b/);
    // Only what the sheet lacks: the shared rules (the reset of every component) come from the sheet.
    expect(head).not.toMatch(/\.ant-btn\b/);
    expect(head).not.toContain('data-ant-cssinjs-cache-path');
  });
});
