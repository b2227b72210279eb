import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitizeRichText(
      '<p onclick="x()">正文<script>alert(1)</script></p><a href="javascript:alert(1)">链接</a><img src=x onerror="alert(1)">',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(out).toContain('<p>正文</p>');
  });

  it('keeps headings, lists, tables, images and safe links', () => {
    const html = '<h2>标题</h2><ul><li>一</li></ul><table><tr><td>格</td></tr></table><a href="https://www.gov.cn" target="_blank">政府网</a><img src="/demo/a.svg" alt="图">';
    const out = sanitizeRichText(html);
    expect(out).toContain('<h2>标题</h2>');
    expect(out).toContain('<li>一</li>');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).toContain('<img src="/demo/a.svg" alt="图" loading="lazy" />');
  });

  it('makes relative image addresses absolute when given the base address', () => {
    expect(sanitizeRichText('<img src="/demo/a.svg">', 'https://park.example.cn')).toContain('src="https://park.example.cn/demo/a.svg"');
  });

  it('drops iframes and style blocks', () => {
    expect(sanitizeRichText('<iframe src="https://evil"></iframe><style>body{}</style><p>ok</p>')).toBe('<p>ok</p>');
  });
});
