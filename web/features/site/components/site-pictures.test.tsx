import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BannerCarousel } from './BannerCarousel';
import { PartnerLogos } from './PartnerLogos';

const srcs = (html: string) => [...html.matchAll(/<img[^>]*\ssrc="([^"]*)"/g)].map((m) => m[1]);

describe("banners and partners' logos load from the page's own origin", () => {
  it('whatever address the server put in front (PUBLIC_URL)', () => {
    const banners = renderToStaticMarkup(
      <MemoryRouter>
        <BannerCarousel
          banners={[
            { id: 1, title: '园区全景', image: 'http://localhost:3000/demo/banners/home-1.svg', href: '/information' },
            { id: 2, title: '政策解读', image: 'https://park.example.cn/uploads/2026/05/0123456789abcdef0123456789abcdef.jpg', href: '' },
          ]}
        />
      </MemoryRouter>,
    );
    expect(srcs(banners)).toEqual(['/demo/banners/home-1.svg', '/uploads/2026/05/0123456789abcdef0123456789abcdef.jpg']);
    const logos = renderToStaticMarkup(
      <PartnerLogos
        partners={[{ id: 1, name: '合木科技', image: 'http://localhost:3000/demo/logos/hemu.svg', href: 'https://hemu.example' }]}
      />,
    );
    expect(srcs(logos)).toEqual(['/demo/logos/hemu.svg']);
  });
});
