import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Tokens kept per row at most (a long text stops being tokenized past this; titles and summaries never reach it). */
const MAX_TOKENS = 8000;
/**
 * The longest token: every run of one to four adjacent characters is a token, so a keyword of up to four
 * characters (人工智能, 科技, 科) is one token — found and counted exactly without reading the rows (catalog.ts).
 */
export const MAX_GRAM = 4;

function normalise(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text kept beside the tokens, for the exact-substring recheck. */
export function searchText(...parts: (string | null | undefined)[]): string {
  return normalise(parts.filter(Boolean).join(' \u0001 '));
}

function grams(text: string): string[] {
  const chars = Array.from(text);
  const out = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    let gram = '';
    for (let j = i; j < i + MAX_GRAM && j < chars.length; j++) {
      const c = chars[j]!;
      if (c === ' ' || c === '\u0001') break;
      gram += c;
      out.add(gram);
    }
    if (out.size >= MAX_TOKENS) break;
  }
  return [...out];
}

/**
 * Every run of one to four adjacent characters of the text (never across a space or a field boundary). Indexed
 * with GIN they answer keywords of any length, including the common one- and two-character Chinese ones a
 * trigram index cannot serve (see docs/ARCHITECTURE.md).
 */
export function searchTokens(text: string): string[] {
  return grams(text);
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

/** The tokens a keyword must all have: each word itself when short, else every run of MAX_GRAM characters in it. */
export function keywordTokens(keyword: string): string[] {
  const out = new Set<string>();
  for (const chars of words(keyword)) {
    if (chars.length <= MAX_GRAM) out.add(chars.join(''));
    else for (let i = 0; i + MAX_GRAM <= chars.length; i++) out.add(chars.slice(i, i + MAX_GRAM).join(''));
  }
  return [...out];
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A WHERE fragment: the GIN index narrows by tokens, and the substring test on the stored text keeps only true
 * matches. For a keyword that is one token the substring test changes nothing (the token is in the set exactly
 * where the characters stand together), but it is cheap on a row already read and comes first, so a list read
 * in date order tests the short text before the (long, often compressed) token array.
 */
export function keywordMatch(tokensCol: PgColumn, textCol: PgColumn, keyword: string): SQL | undefined {
  const tokens = keywordTokens(keyword);
  if (tokens.length === 0) return undefined;
  const arr = sql`ARRAY[${sql.join(
    tokens.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
  const pattern = `%${escapeLike(normalise(keyword))}%`;
  return sql`(${textCol} like ${pattern} and ${tokensCol} @> ${arr})`;
}
