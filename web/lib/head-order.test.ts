import { describe, expect, it } from 'vitest';
import { stylesheetsFirst } from './head-order';

const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body><link rel="stylesheet" href="/in-body.css"/></body></html>`;

describe('stylesheetsFirst', () => {
  it('moves the stylesheets ahead of the first module preload, keeping their order', () => {
    const html = page(
      '<meta charSet="utf-8"/><title>t</title><link rel="modulepreload" href="/a.js" nonce="n"/><link rel="modulepreload" href="/b.js"/>' +
        '<link nonce="n" rel="stylesheet" href="/root.css"/><link rel="stylesheet" href="/page.css#"/>',
    );
    expect(stylesheetsFirst(html)).toBe(
      page(
        '<meta charSet="utf-8"/><title>t</title><link nonce="n" rel="stylesheet" href="/root.css"/><link rel="stylesheet" href="/page.css#"/>' +
          '<link rel="modulepreload" href="/a.js" nonce="n"/><link rel="modulepreload" href="/b.js"/>',
      ),
    );
  });

  it('leaves a page without preloads or without stylesheets as it was, and never touches <body>', () => {
    const noPreload = page('<link rel="stylesheet" href="/root.css"/>');
    const noSheet = page('<link rel="modulepreload" href="/a.js"/>');
    expect(stylesheetsFirst(noPreload)).toBe(noPreload);
    expect(stylesheetsFirst(noSheet)).toBe(noSheet);
    expect(stylesheetsFirst('<p>no head</p>')).toBe('<p>no head</p>');
  });
});
