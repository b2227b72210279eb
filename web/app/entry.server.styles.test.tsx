import type * as ReactRouter from 'react-router';
import type { AppLoadContext, EntryContext } from 'react-router';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '~/components/AppProviders';

/**
 * antd's styles in the page (issue 34). React Router's ServerRouter is replaced by a page: with antd (a signed-in
 * page) or without (a public one). There is no built client here, so no built sheet either: the styles a page used
 * are written inline, each <style> with the response's nonce (the Content-Security-Policy admits no other).
 */
vi.mock('react-router', async (original) => ({
  ...(await original<typeof ReactRouter>()),
  ServerRouter: ({ url }: { url: string }) => (
    <html lang="zh-CN">
      <head>
        <title>园区</title>
      </head>
      <body>
        {url.endsWith('/antd') ? (
          <AppProviders>
            <Button type="primary">保存</Button>
          </AppProviders>
        ) : (
          <main>公开页面</main>
        )}
      </body>
    </html>
  ),
}));

const { default: handleRequest } = await import('./entry.server');

const page = async (url: string, nonce: string) =>
  (await handleRequest(new Request(url), 200, new Headers(), {} as EntryContext, { nonce } as unknown as AppLoadContext)).text();

describe("entry.server: antd's styles", () => {
  it("a page with antd carries the styles it used in <head>, each with this response's nonce", async () => {
    const html = await page('http://park.test/antd', 'Zmlyc3Q=');
    const head = html.slice(0, html.indexOf('</head>'));
    const styles = [...head.matchAll(/<style([^>]*)>/g)].map((m) => m[1]!);
    expect(styles.length).toBeGreaterThan(0);
    for (const attrs of styles) expect(attrs).toContain('nonce="Zmlyc3Q="');
    expect(head).toMatch(/\.ant-btn\b/);
    // A second page computes nothing new, yet has all it needs, with its own nonce.
    const again = await page('http://park.test/antd', 'c2Vjb25k');
    expect(again.replaceAll('c2Vjb25k', 'Zmlyc3Q=')).toBe(html);
  });

  it('a page without antd gets none of its styles', async () => {
    const html = await page('http://park.test/', 'Zmlyc3Q=');
    expect(html).not.toMatch(/data-(css|token)-hash|cssinjs|\.ant-/);
  });
});
