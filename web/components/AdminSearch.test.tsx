// @vitest-environment happy-dom
import type { ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminSearch } from './AdminSearch';

type Props = ComponentProps<typeof AdminSearch>;

const render = (over: Partial<Props> = {}) => {
  const props: Props = { path: '/system/fees', id: 'contracts-keyword', keyword: '', placeholder: '搜索企业名称', ...over };
  const Stub = createRoutesStub([{ path: '/system/fees', Component: () => <AdminSearch {...props} /> }]);
  return renderToString(<Stub initialEntries={['/system/fees']} />);
};

describe('AdminSearch', () => {
  it('is a GET search form of the keyword, its label and placeholder, with no 清除 while there is no keyword', () => {
    const html = render();
    expect(html).toContain('role="search"');
    expect(html).toMatch(/method="get"/i);
    expect(html).toContain('action="/system/fees"');
    expect(html).toContain('for="contracts-keyword"');
    expect(html).toContain('placeholder="搜索企业名称"');
    expect(html).not.toContain('清除</a>');
  });

  it('keeps the other filters as hidden fields, leaving out the unset ones, and clears to clearHref', () => {
    const html = render({ keyword: '园区', keep: { status: 2, tab: undefined, role: null }, clearHref: '/system/fees?status=2' });
    expect(html).toContain('name="status" value="2"');
    expect(html).not.toContain('name="tab"');
    expect(html).not.toContain('name="role"');
    expect(html).toContain('href="/system/fees?status=2"');
    expect(html).toContain('value="园区"');
  });

  it('clears to the bare path by default, and takes its own name and clear label', () => {
    const html = render({ keyword: '园区', label: '搜索预警', clearLabel: '清除关键词' });
    expect(html).toContain('aria-label="搜索预警"');
    expect(html).toMatch(/<a href="\/system\/fees"[^>]*>清除关键词<\/a>/);
  });
});
