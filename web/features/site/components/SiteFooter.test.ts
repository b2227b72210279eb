import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const CSS = readFileSync(new URL('./SiteFooter.module.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The rules of a stylesheet (or of a block's inside): `selector → declarations`, nested @media blocks apart. */
function rulesOf(text: string): { rules: Map<string, string>; media: Map<string, string> } {
  const rules = new Map<string, string>();
  const media = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const head = text.slice(i, open).trim();
    let depth = 1;
    let j = open + 1;
    for (; j < text.length && depth > 0; j++) depth += text[j] === '{' ? 1 : text[j] === '}' ? -1 : 0;
    const body = text.slice(open + 1, j - 1);
    if (head.startsWith('@media')) media.set(head, body);
    else for (const selector of head.split(',')) rules.set(selector.trim(), `${rules.get(selector.trim()) ?? ''}${body}`);
    i = j;
  }
  return { rules, media };
}

const LINKS = ['.links a', '.contact a', '.line a'];
const TALL = /min-height:\s*44px/;

describe('the footer’s links as tap targets', () => {
  const { rules, media } = rulesOf(CSS);
  const phone = rulesOf(media.get('@media (max-width: 767px)') ?? '').rules;

  it('are at least 44 px tall on a phone: 友情链接, the phone and e-mail, the filing numbers', () => {
    for (const selector of LINKS) expect(phone.get(selector), selector).toMatch(TALL);
  });

  it('keep their text height on a desktop, so the footer stays compact there', () => {
    for (const [selector, body] of rules) expect(`${selector} {${body}}`).not.toMatch(TALL);
  });
});
