import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { KEYWORD_EXCERPT } from '../../shared/contracts/common';

/** Tokens kept per row at most (a long text stops being tokenized past this; titles and summaries never reach it). */
const MAX_TOKENS = 8000;
/**
 * The longest token: every run of one to four adjacent characters is a token, so a keyword of up to four
 * characters (人工智能, 科技, 科) is one token — found and counted exactly without reading the rows (catalog.ts).
 */
export const MAX_GRAM = 4;

/** Tags and entities out, every run of white space (the ideographic space included) one space. */
function readable(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/[\s\u00a0\u3000]+/g, ' ')
    .trim();
}

/**
 * Tags that run inside a line of text (a bold word, a link): the text a person reads goes on across them, so the
 * excerpt joins it there. Every other tag (a paragraph, a line break, a cell, a picture) parts words.
 */
const INLINE_TAG = /<\/?(?:a|abbr|b|big|code|del|em|font|i|ins|mark|q|s|small|span|strike|strong|sub|sup|u)(?:\s[^>]*)?\/?>/gi;
/** The entities a rich-text editor writes, as the characters they stand for; any other is a space, as readable() makes it. */
const ENTITIES = new Map([
  ['nbsp', ' '],
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
]);
function entity(_: string, name: string): string {
  if (name[0] !== '#') return ENTITIES.get(name.toLowerCase()) ?? ' ';
  const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
  // A control character, a lone surrogate or no character at all reads as a space.
  return code >= 0x20 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) && code !== 0x7f ? String.fromCodePoint(code) : ' ';
}

/**
 * A body as a person reads it, for its excerpt and its search (bodyText): the text joined across inline tags
 * (获得<b>琉璃计划</b>支持 reads 获得琉璃计划支持, where readable() makes it 获得 琉璃计划 支持) and the entities as
 * their characters (R&amp;D).
 */
function shownText(html: string): string {
  return html
    .replace(INLINE_TAG, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, entity)
    .replace(/[\s\u00a0\u3000]+/g, ' ')
    .trim();
}

/** The searchable form of a text: readable, in lower case. */
function normalise(text: string): string {
  return readable(text).toLowerCase();
}

/** Plain text kept beside the tokens, for the exact-substring recheck. */
export function searchText(...parts: (string | null | undefined)[]): string {
  return normalise(parts.filter(Boolean).join(' \u0001 '));
}

function grams(text: string, longest: number, most: number): string[] {
  const chars = Array.from(text);
  const out = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    let gram = '';
    for (let j = i; j < i + longest && j < chars.length; j++) {
      const c = chars[j]!;
      if (c === ' ' || c === '\u0001') break;
      gram += c;
      out.add(gram);
    }
    if (out.size >= most) break;
  }
  return [...out];
}

/**
 * Every run of one to four adjacent characters of the text (never across a space or a field boundary). Indexed
 * with GIN they answer keywords of any length, including the common one- and two-character Chinese ones a
 * trigram index cannot serve (see docs/ARCHITECTURE.md).
 */
export function searchTokens(text: string): string[] {
  return grams(text, MAX_GRAM, MAX_TOKENS);
}

/**
 * The body (正文) of an item is searched in its first BODY_SEARCH_CHARS characters of plain text, through its
 * own tokens: every character and every pair of adjacent characters (a body is long, and runs of four would make
 * its index several times larger for no better answer: a longer keyword's pairs and the substring test find
 * exactly its matches). Migrations 0021 and 0029 computed the same for the rows stored before.
 */
export const BODY_GRAM = 2;
export const BODY_SEARCH_CHARS = 20_000;

/**
 * A rich-text body's searchable plain text: as a person reads it (shownText: a keyword that runs across a bold word's
 * edge is found, and R&D by R&D), in lower case, cut at BODY_SEARCH_CHARS. Migration 0029 recomputed it so.
 */
export function bodyText(html: string | null | undefined): string {
  const text = shownText(html ?? '').toLowerCase();
  return text.length <= BODY_SEARCH_CHARS ? text : Array.from(text).slice(0, BODY_SEARCH_CHARS).join('');
}

/** The body's search columns, for a row being written (services, seeds, test factories). */
export function bodySearch(html: string | null | undefined): { bodyText: string; bodyTokens: string[] } {
  const text = bodyText(html);
  return { bodyText: text, bodyTokens: grams(text, BODY_GRAM, Number.POSITIVE_INFINITY) };
}

/** The keyword's words: normalised like the stored text, split at spaces. */
function words(keyword: string): string[][] {
  return normalise(keyword)
    .split(' ')
    .filter(Boolean)
    .map((w) => Array.from(w));
}

/**
 * The one token that decides a match on its own: the keyword is one word of at most MAX_GRAM characters. Lists
 * count such keywords from a table's token counts (catalog.ts). Undefined for longer keywords or several words.
 */
export function exactToken(keyword: string): string | undefined {
  const w = words(keyword);
  return w.length === 1 && w[0]!.length <= MAX_GRAM ? w[0]!.join('') : undefined;
}

/** The tokens a keyword must all have: each word itself when short, else every run of `longest` characters in it. */
export function keywordTokens(keyword: string, longest = MAX_GRAM): string[] {
  const out = new Set<string>();
  for (const chars of words(keyword)) {
    if (chars.length <= longest) out.add(chars.join(''));
    else for (let i = 0; i + longest <= chars.length; i++) out.add(chars.slice(i, i + longest).join(''));
  }
  return [...out];
}

/**
 * A WHERE fragment: the GIN index narrows by tokens, and the substring test on the stored text keeps only true
 * matches. For a keyword that is one token the substring test changes nothing (the token is in the set exactly
 * where the characters stand together), but it is cheap on a row already read and comes first, so a list read
 * in date order tests the short text before the (long, often compressed) token array.
 */
export function keywordMatch(tokensCol: PgColumn, textCol: PgColumn, keyword: string, longest = MAX_GRAM): SQL | undefined {
  const tokens = keywordTokens(keyword, longest);
  if (tokens.length === 0) return undefined;
  return tokensMatch(tokensCol, textCol, tokens, keywordPattern(keyword));
}

/**
 * keywordMatch's test written with its tokens and its LIKE pattern given: values, or a kept statement's placeholders
 * (lib/catalog.ts), whose values are keywordTokens and keywordPattern.
 */
export function tokensMatch(tokensCol: PgColumn, textCol: PgColumn, tokens: (string | Placeholder)[], pattern: string | Placeholder): SQL {
  const arr = sql`ARRAY[${sql.join(
    tokens.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
  return sql`(${textCol} like ${pattern} and ${tokensCol} @> ${arr})`;
}

/** The LIKE pattern keywordMatch tests the stored text with: the keyword normalised, anywhere, its wildcards literal. */
export function keywordPattern(keyword: string): string {
  return `%${escapeLike(normalise(keyword))}%`;
}

/** The one body token that decides a match on its own: the keyword is one word of at most BODY_GRAM characters. */
export function exactBodyToken(keyword: string): string | undefined {
  const w = words(keyword);
  return w.length === 1 && w[0]!.length <= BODY_GRAM ? w[0]!.join('') : undefined;
}

/** The same test on a body's columns (bodySearch): its tokens are runs of one or two characters. */
export function bodyMatch(tokensCol: PgColumn, textCol: PgColumn, keyword: string): SQL | undefined {
  return keywordMatch(tokensCol, textCol, keyword, BODY_GRAM);
}

/**
 * Whether a stored search text holds the keyword (the substring test alone, for rows another test has read). strpos,
 * not LIKE: the same test, and PostgreSQL's substring search (a skip table over the bytes) takes about half LIKE's time
 * on Chinese text; a walk along the list tests hundreds of rows with it (bench/RESULTS.md, "Keyword search"). keywordMatch
 * keeps LIKE, whose selectivity the planner can estimate where it chooses a plan.
 */
export function textHolds(textCol: PgColumn, keyword: string | Placeholder): SQL {
  return sql`(strpos(${textCol}, ${typeof keyword === 'string' ? keywordText(keyword) : keyword}) > 0)`;
}

/** The keyword as textHolds looks for it (normalised like the stored text): the value of a kept statement's placeholder. */
export function keywordText(keyword: string): string {
  return normalise(keyword);
}

/**
 * The words of a body around the keyword's first place (a hit found in the body only): KEYWORD_EXCERPT.before
 * characters before it (more near the end) and the rest of KEYWORD_EXCERPT.length after, with an ellipsis where
 * the text goes on; the page marks the keyword in it.
 */
export function excerptOf(html: string, keyword: string): string {
  const k = normalise(keyword);
  // The body as written (capitals kept); found in its lower-case twin, which has the same places unless lowering
  // changed a character's length (a few outside Chinese and Latin), when the twin is shown instead.
  const plain = shownText(html);
  const lower = plain.toLowerCase();
  const body = lower.length === plain.length ? plain : lower;
  const at = k ? lower.indexOf(k) : -1;
  const size = Math.max(KEYWORD_EXCERPT.length, Array.from(k).length + KEYWORD_EXCERPT.before);
  // Only the stretch that can hold the excerpt is cut into characters: a policy's body runs to tens of thousands, and
  // cutting all of it took milliseconds a hit. A character is at most two UTF-16 units, so the stretch holds the
  // characters the excerpt may start before the keyword and the whole excerpt after it; where it stops short of an
  // end of the body, the excerpt stops short of that end by more than a character (so a pair of units the stretch
  // cuts in half is never shown).
  const from = at < 0 ? 0 : Math.max(0, at - 2 * (KEYWORD_EXCERPT.before + size));
  const to = Math.min(body.length, Math.max(at, 0) + 2 * size);
  const chars = Array.from(body.slice(from, to));
  // indexOf counts UTF-16 units; the excerpt is cut by characters.
  const before = at < 0 ? 0 : Array.from(body.slice(from, at)).length;
  const last = to === body.length ? chars.length : Infinity;
  const start = Math.max(0, Math.min(before - KEYWORD_EXCERPT.before, last - size));
  const end = Math.min(chars.length, start + size);
  return `${from + start > 0 ? '…' : ''}${chars.slice(start, end).join('')}${end < chars.length || to < body.length ? '…' : ''}`;
}

/** A list item as presented, with the words around the keyword when its row was found in the body only (catalog.ts InBody). */
export function withExcerpt<T>(item: T, row: { body?: string }, keyword: string | undefined): T {
  return row.body === undefined || !keyword ? item : ({ ...(item as object), excerpt: excerptOf(row.body, keyword) } as T);
}

/** A LIKE operand's own wildcards and escape made literal. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** An ILIKE pattern finding `keyword` anywhere, its wildcards taken literally. */
export const likePattern = (keyword: string): string => `%${escapeLike(keyword)}%`;
