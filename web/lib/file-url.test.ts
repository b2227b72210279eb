import { describe, expect, it } from 'vitest';
import { localFileUrl, withLocalImages } from './file-url';

describe('localFileUrl', () => {
  it('loads authorized files, uploads and demo images from this origin, so the session cookie goes along', () => {
    expect(localFileUrl('http://park.example:3000/files/12')).toBe('/files/12');
    expect(localFileUrl('https://park.example/uploads/2026/05/0123456789abcdef0123456789abcdef.jpg')).toBe(
      '/uploads/2026/05/0123456789abcdef0123456789abcdef.jpg',
    );
    expect(localFileUrl('/files/12')).toBe('/files/12');
    expect(localFileUrl('http://localhost:3000/demo/docs/license-sample.svg')).toBe('/demo/docs/license-sample.svg');
  });

  it('leaves other addresses alone', () => {
    expect(localFileUrl('https://cdn.example/img/logo.svg')).toBe('https://cdn.example/img/logo.svg');
    expect(localFileUrl('/assets/column-news.svg')).toBe('/assets/column-news.svg');
    expect(localFileUrl('')).toBe('');
  });
});

describe('withLocalImages', () => {
  it("loads the site's own pictures in sanitized rich text from this origin", () => {
    const html =
      '<p>见图</p><img src="http://localhost:3000/uploads/2026/05/0123456789abcdef0123456789abcdef.jpg" alt="图" loading="lazy" />' +
      '<img alt="示例" src="https://park.example.cn/demo/a.svg" loading="lazy" />';
    expect(withLocalImages(html)).toBe(
      '<p>见图</p><img src="/uploads/2026/05/0123456789abcdef0123456789abcdef.jpg" alt="图" loading="lazy" />' +
        '<img alt="示例" src="/demo/a.svg" loading="lazy" />',
    );
  });

  it("leaves other sites' pictures, links and text alone", () => {
    const html =
      '<img src="https://www.gov.cn/images/logo.png" /><a href="http://localhost:3000/uploads/a.pdf">附件</a><p>http://localhost:3000/uploads/a.jpg</p>';
    expect(withLocalImages(html)).toBe(html);
  });
});
