import { describe, expect, it } from 'vitest';
import { inlineStylesheets, linksWithoutNonce, withHeadBytes, withoutModulePreloads } from './head-styles';

const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body><link rel="stylesheet" href="/in-body.css"/></body></html>`;

describe('withHeadBytes', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('hands the head, up to and including </head>, to the edit and keeps the bytes after it as they were', () => {
    const html = page('<title>园区</title>');
    const seen: string[] = [];
    const edited = withHeadBytes(bytes(html), (head) => {
      seen.push(head);
      return head.replace('</head>', '<meta name="x"/></head>');
    });
    expect(seen).toEqual(['<!DOCTYPE html><html><head><title>园区</title></head>']);
    expect(edited.toString('utf8')).toBe(page('<title>园区</title><meta name="x"/>'));
  });

  it('gives the same page as the head rewrites over the whole text', () => {
    const html = page('<title>t</title><link rel="modulepreload" href="/a.js" nonce="n"/><link nonce="n" rel="stylesheet" href="/x.css"/>');
    const whole = (h: string) => linksWithoutNonce(withoutModulePreloads(h));
    expect(withHeadBytes(bytes(html), whole).toString('utf8')).toBe(whole(html));
  });

  it('reads a view into a larger buffer from its own offset', () => {
    const html = page('<title>t</title>');
    const framed = bytes(`xx${html}yy`).subarray(2, 2 + bytes(html).length);
    expect(withHeadBytes(framed, (h) => h).toString('utf8')).toBe(html);
  });

  it('edits a page without a head whole', () => {
    expect(withHeadBytes(bytes('<p>无</p>'), (h) => `[${h}]`).toString('utf8')).toBe('[<p>无</p>]');
  });
});

describe('withoutModulePreloads', () => {
  it('takes every module preload out of <head>, and leaves the rest and <body> as they were', () => {
    const html = page(
      '<meta charSet="utf-8"/><title>t</title><link rel="modulepreload" href="/a.js" nonce="n"/><link fetchpriority="low" rel="modulepreload" href="/b.js"/>' +
        '<link nonce="n" rel="stylesheet" href="/root.css"/><link rel="preload" as="image" href="/banner.svg"/>',
    ).replace('</body>', '<link rel="modulepreload" href="/c.js"/></body>');
    expect(withoutModulePreloads(html)).toBe(
      page(
        '<meta charSet="utf-8"/><title>t</title><link nonce="n" rel="stylesheet" href="/root.css"/><link rel="preload" as="image" href="/banner.svg"/>',
      ).replace('</body>', '<link rel="modulepreload" href="/c.js"/></body>'),
    );
  });

  it('leaves a page without preloads, or without <head>, as it was', () => {
    const none = page('<link rel="stylesheet" href="/root.css"/>');
    expect(withoutModulePreloads(none)).toBe(none);
    expect(withoutModulePreloads('<p>no head</p>')).toBe('<p>no head</p>');
  });
});

describe('inlineStylesheets', () => {
  const files: Record<string, string> = {
    '/assets/root-a1.css': 'body{margin:0}',
    '/assets/Button-b2.css': '.ui-btn{height:32px}',
    '/assets/bad-c3.css': '.x{background:url(img.png)}',
  };
  const read = (href: string) => files[href];

  it("writes each built file into <head> with the response's nonce and disables its link", () => {
    const html = page(
      '<title>t</title><link nonce="n" rel="stylesheet" href="/assets/root-a1.css"/><link rel="stylesheet" href="/assets/Button-b2.css#"/>',
    );
    expect(inlineStylesheets(html, 'n', read)).toBe(
      page(
        '<title>t</title><style nonce="n" data-href="/assets/root-a1.css">body{margin:0}</style><link nonce="n" rel="stylesheet" disabled="" href="/assets/root-a1.css"/>' +
          '<style nonce="n" data-href="/assets/Button-b2.css">.ui-btn{height:32px}</style><link rel="stylesheet" disabled="" href="/assets/Button-b2.css#"/>' +
          // Listed with `#`, a later import() needs it too: a disabled link at its plain address tells Vite's loader it is here.
          '<link rel="stylesheet" disabled="" href="/assets/Button-b2.css"/>',
      ),
    );
  });

  it('writes a file listed twice once', () => {
    const html = page('<link rel="stylesheet" href="/assets/root-a1.css"/><link rel="stylesheet" href="/assets/root-a1.css#"/>');
    const out = inlineStylesheets(html, undefined, read);
    expect(out.match(/<style/g)).toHaveLength(1);
    // Both links disabled; the first is at the plain address already, so the `#` listing needs no marker.
    expect(out.match(/disabled=""/g)).toHaveLength(2);
    expect(out.match(/<link[^>]*\shref="\/assets\/root-a1.css"/g)).toHaveLength(1);
  });

  it('leaves alone what it cannot or must not inline: unknown files, relative url(), other hosts, the body', () => {
    const head =
      '<link rel="stylesheet" href="/assets/missing-d4.css"/><link rel="stylesheet" href="/assets/bad-c3.css"/>' +
      '<link rel="stylesheet" href="https://cdn.example/x.css"/><link rel="stylesheet" href="/web/app/root.css?direct"/>';
    const html = page(head);
    expect(inlineStylesheets(html, 'n', read)).toBe(html);
  });

  it('keeps a closing tag in a file from ending the element', () => {
    const html = page('<link rel="stylesheet" href="/assets/root-a1.css"/>');
    const out = inlineStylesheets(html, undefined, () => '.a::after{content:"</style>"}');
    expect(out).toContain('content:"<\\/style>"');
    expect(out.match(/<\/style>/g)).toHaveLength(1);
  });
});

describe('linksWithoutNonce', () => {
  it("takes the nonce off links to this site's files, and only in <head>", () => {
    const html = page(
      '<link nonce="n" rel="modulepreload" href="/assets/a.js"/><link fetchpriority="low" nonce="n" rel="modulepreload" href="/assets/b.js"/>' +
        '<link nonce="n" rel="stylesheet" disabled="" href="/assets/root.css"/><style nonce="n">p{}</style><script nonce="n">1</script>',
    );
    expect(linksWithoutNonce(html)).toBe(
      page(
        '<link rel="modulepreload" href="/assets/a.js"/><link fetchpriority="low" rel="modulepreload" href="/assets/b.js"/>' +
          '<link rel="stylesheet" disabled="" href="/assets/root.css"/><style nonce="n">p{}</style><script nonce="n">1</script>',
      ),
    );
  });

  it("keeps the nonce on a link to another origin, which 'self' does not admit", () => {
    const html = page(
      '<link nonce="n" rel="stylesheet" href="//cdn.example/x.css"/><link nonce="n" rel="preconnect" href="https://cdn.example"/>',
    );
    expect(linksWithoutNonce(html)).toBe(html);
  });
});
