import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const MAX_TOKENS = 4000;

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
    const a = chars[i]!;
    if (a === ' ' || a === '\u0001') continue;
    out.add(a);
    const b = chars[i + 1];
    if (b !== undefined && b !== ' ' && b !== '\u0001') out.add(a + b);
    if (out.size >= MAX_TOKENS) break;
  }
  return [...out];
}

/**
 * Unigrams and bigrams of the text. Indexed with GIN they answer keywords of any length, including the
 * common two-character Chinese ones a trigram index cannot serve (see docs/ARCHITECTURE.md).
 */
export function searchTokens(text: string): string[] {
  return grams(text);
}

/** The tokens a keyword must all have: its bigrams, or the single character. */
export function keywordTokens(keyword: string): string[] {
  const text = normalise(keyword);
  const chars = Array.from(text).filter((c) => c !== ' ');
  if (chars.length === 0) return [];
  if (chars.length === 1) return chars;
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
  return [...out];
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A WHERE fragment: the GIN index narrows by tokens. For one or two characters the tokens are exact (a
 * bigram is in the set only where the two characters stand together), so no recheck is needed; longer
 * keywords also need the substring test, since their bigrams may stand apart.
 */
export function keywordMatch(tokensCol: PgColumn, textCol: PgColumn, keyword: string): SQL | undefined {
  const tokens = keywordTokens(keyword);
  if (tokens.length === 0) return undefined;
  const arr = sql`ARRAY[${sql.join(tokens.map((t) => sql`${t}`), sql`, `)}]::text[]`;
  const compact = Array.from(normalise(keyword)).filter((c) => c !== ' ');
  if (compact.length <= 2 && !normalise(keyword).includes(' ')) return sql`${tokensCol} @> ${arr}`;
  const pattern = `%${escapeLike(normalise(keyword))}%`;
  return sql`(${tokensCol} @> ${arr} and ${textCol} like ${pattern})`;
}
