import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ItemDetail } from './ItemDetail';
import { MediaCard } from './MediaCard';
import { RichText } from './RichText';

/** The server puts PUBLIC_URL in front of its files; a page opened at another address of it must still show them. */
const upload = 'http://localhost:3000/uploads/2026/05/0123456789abcdef0123456789abcdef.jpg';
const srcs = (html: string) => [...html.matchAll(/<img[^>]*\ssrc="([^"]*)"/g)].map((m) => m[1]);

describe("the site's pictures load from the page's own origin", () => {
  it('in a list card', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <MediaCard href="/techdetail?id=1" title="知识产权代理" image={upload} />
      </MemoryRouter>,
    );
    expect(srcs(html)).toEqual(['/uploads/2026/05/0123456789abcdef0123456789abcdef.jpg']);
  });

  it('in a detail page, its picture and the pictures in its text', () => {
    const html = renderToStaticMarkup(
      <ItemDetail
        title="孵化室 A101"
        image="http://localhost:3000/demo/rooms/a101.svg"
        facts={[]}
        html={`<p>室内照片</p><img src="${upload}" alt="室内" loading="lazy" />`}
        contentHeading="房间介绍"
      />,
    );
    expect(srcs(html)).toEqual(['/demo/rooms/a101.svg', '/uploads/2026/05/0123456789abcdef0123456789abcdef.jpg']);
  });

  it('in rich text, leaving pictures of other sites as they are', () => {
    const html = renderToStaticMarkup(<RichText html={`<img src="https://www.gov.cn/a.png" /><img src="${upload}" />`} />);
    expect(srcs(html)).toEqual(['https://www.gov.cn/a.png', '/uploads/2026/05/0123456789abcdef0123456789abcdef.jpg']);
  });
});
