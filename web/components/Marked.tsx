import { createContext, Fragment, useContext } from 'react';
import s from './Marked.module.css';

const escapeRegExp = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of a search keyword (white space, the ideographic space included, separates them). */
export function keywordWords(keyword: string): string[] {
  return keyword
    .trim()
    .split(/[\s\u3000]+/)
    .filter(Boolean);
}

/**
 * A text with each place a search keyword's words stand marked (<mark>), case aside, as search results show
 * where they matched (issue 29: the keyword highlighted in the result's title and summary).
 */
export function Marked({ text, keyword }: { text: string; keyword: string }) {
  const words = keywordWords(keyword);
  if (!words.length || !text) return <>{text}</>;
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi');
  const parts = text.split(pattern);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <mark key={i} className={s.mark}>
            {part}
          </mark>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * The keyword a list was searched by, for the cards inside it to mark (PublicList and the article lists provide
 * it): lists of cards mark it without each card being handed the query.
 */
export const ListKeyword = createContext('');
export const useListKeyword = () => useContext(ListKeyword);
