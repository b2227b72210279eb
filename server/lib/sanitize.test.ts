import { describe, expect, it } from 'vitest';
import { imageSources, plainText, sanitizeRichText, sanitizeUserRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitizeRichText(
      '<p onclick="x()">正文<script>alert(1)</script></p><a href="javascript:alert(1)">链接</a><img src=x onerror="alert(1)">',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(out).toContain('<p>正文</p>');
  });

  it('keeps headings, lists, tables, images and safe links', () => {
    const html =
      '<h2>标题</h2><ul><li>一</li></ul><table><tr><td>格</td></tr></table><a href="https://www.gov.cn" target="_blank">政府网</a><img src="/demo/a.svg" alt="图">';
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

describe('sanitizeUserRichText (the company brief)', () => {
  const own = (src: string) => (/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/.test(src) ? src : null);
  const img = '/uploads/2026/05/0123456789abcdef0123456789abcdef.jpg';

  it('removes script, event handlers, javascript: links and style expressions', () => {
    const out = sanitizeUserRichText(
      '<p onclick="x()" style="color: expression(alert(1)); background: url(javascript:alert(1))">正文<script>alert(1)</script></p>' +
        '<a href="javascript:alert(1)">链接</a><a href="JaVaScRiPt&colon;alert(1)">二</a><svg onload="alert(1)"></svg><img src="' +
        img +
        '" onerror="alert(1)">',
      own,
    );
    expect(out.html).not.toMatch(/script|onclick|onerror|onload|expression|url\(|svg/i);
    expect(out.html).toContain('<p>正文</p>');
    expect(out.html).toContain('<a>链接</a>');
    expect(out.images).toEqual([img]);
    expect(out.rejected).toEqual([]);
    // …and names each of them, so the services can refuse the text instead of saving it cleaned.
    expect(out.scripted).toEqual([
      'p onclick',
      'p style',
      '<script>',
      'a href=javascript:',
      'a href=javascript:',
      '<svg>',
      'svg onload',
      'img onerror',
    ]);
  });

  it('names frames, forms, style sheets, data:text/html and script in styles as active; editor markup is not', () => {
    const active = (html: string) => sanitizeUserRichText(html, own).scripted;
    expect(active('<iframe src="https://x.example"></iframe>')).toEqual(['<iframe>']);
    expect(active('<form action="https://x.example"><input></form>')).toEqual(['<form>']);
    expect(active('<style>body{display:none}</style>')).toEqual(['<style>']);
    expect(active('<a href=" data:text/html;base64,PHNjcmlwdD4=">x</a>')).toEqual(['a href=data:text/html']);
    expect(active('<a href="jav&#x09;ascript:alert(1)">x</a>')).toEqual(['a href=javascript:']);
    expect(active('<p style="width: expression(alert(1))">x</p>')).toEqual(['p style']);
    expect(
      active('<p style="color: red">红</p><a href="https://www.gov.cn" target="_blank">政府网</a><img src="' + img + '" alt="图">'),
    ).toEqual([]);
  });

  it('drops every iframe, frame, object and embed, whoever hosts them', () => {
    const out = sanitizeUserRichText(
      '<iframe src="https://evil.example/x"></iframe><iframe src="https://player.bilibili.com/x"></iframe><object data="x.swf"></object><embed src="x"><p>留下</p>',
      own,
    );
    expect(out.html).toBe('<p>留下</p>');
  });

  it('refuses images that are not uploads (other sites, data: URLs, protocol-relative) and drops them', () => {
    const out = sanitizeUserRichText(
      '<p>文</p><img src="https://evil.example/t.jpg"><img src="data:image/png;base64,AAAA"><img src="//evil.example/x.jpg"><img src="/files/3">',
      own,
    );
    expect(out.rejected).toEqual(['https://evil.example/t.jpg', 'data:image/png;base64,AAAA', '//evil.example/x.jpg', '/files/3']);
    expect(out.html).toBe('<p>文</p>');
  });

  it('keeps the formatting the editor produces', () => {
    const html =
      '<h1>标题</h1><p style="text-align: center; line-height: 1.5; text-indent: 2em;"><span style="color: rgb(225, 60, 57); background-color: rgb(255, 242, 204); font-size: 18px;">彩色</span>' +
      '<strong>粗</strong><em>斜</em><u>下划线</u><s>删除</s></p><blockquote>引用</blockquote><ol><li>一</li></ol>' +
      `<table style="width: auto;"><tbody><tr><th colspan="1" rowspan="1" width="auto">表头</th></tr></tbody></table><p><img src="${img}" alt="厂房" style="width: 50%;"/></p>`;
    const out = sanitizeUserRichText(html, own);
    expect(out.html).toContain('<h2>标题</h2>');
    expect(out.html).toContain('style="color:rgb(225, 60, 57);background-color:rgb(255, 242, 204);font-size:18px"');
    expect(out.html).toContain('style="text-align:center;line-height:1.5;text-indent:2em"');
    expect(out.html).toContain('<strong>粗</strong><em>斜</em><u>下划线</u><s>删除</s>');
    expect(out.html).toContain(`<img src="${img}" alt="厂房" style="width:50%" />`);
    expect(out.html).toContain('<blockquote>引用</blockquote>');
  });

  it('marks outside links nofollow and never lets them reach the opener', () => {
    const out = sanitizeUserRichText(
      '<a href="https://www.example.com" rel="opener" target="_self">官网</a><a href="mailto:a@b.cn">信</a>',
      own,
    );
    expect(out.html).toBe(
      '<a href="https://www.example.com" target="_blank" rel="nofollow ugc noopener noreferrer">官网</a><a href="mailto:a@b.cn">信</a>',
    );
  });

  it('calls markup without text or image empty', () => {
    for (const html of [
      '<p><br></p>',
      '<p>&nbsp; </p><h2> </h2>',
      '<script>x</script>',
      '<img src="https://evil.example/x.jpg">',
      '<p>\u200b</p>',
    ]) {
      expect(sanitizeUserRichText(html, own).empty, html).toBe(true);
    }
    expect(sanitizeUserRichText(`<p><img src="${img}"></p>`, own).empty).toBe(false);
    expect(sanitizeUserRichText('<p>0</p>', own).empty).toBe(false);
  });
});

describe('imageSources and plainText', () => {
  it('reads the image addresses and the text of stored HTML', () => {
    expect(imageSources('<p>a<img src="/uploads/x.jpg" loading="lazy" /></p><img src="http://h/y.jpg" />')).toEqual([
      '/uploads/x.jpg',
      'http://h/y.jpg',
    ]);
    expect(plainText('<p>企业&nbsp;简介</p>')).toBe('企业 简介');
  });
});
