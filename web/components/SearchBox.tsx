import { useId, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { KEYWORD_MAX } from '@shared/constants';
import { SearchIcon } from './icons/search';
import { paths } from '~/config/paths';
import { categoryFor, resolveSearchTarget, SEARCH_CATEGORIES } from './search-target';
import s from './SearchBox.module.css';

/**
 * The header search: a category and a keyword, fired by Enter. Without JavaScript the form goes through
 * /go/search, which resolves the same target on the server. `label` names the search landmark when a page has a
 * second box (the not-found page), so the two landmarks can be told apart.
 *
 * The fields are uncontrolled and read when the form is sent: what is searched is what the person sees, even
 * when they chose a category or typed before the page finished loading its script. The form is keyed by the
 * address, so moving to another page resets both fields to what that page implies.
 */
export function SearchBox({ label }: { label?: string } = {}) {
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const here = location.pathname + location.search;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    void navigate(resolveSearchTarget(location, Number(form.get('type')), String(form.get('keyword') ?? '')));
  };

  return (
    <form key={here} role="search" aria-label={label} method="get" action={paths.searchRedirect} onSubmit={onSubmit} className={s.box}>
      <input type="hidden" name="from" value={here} />
      <label className="visually-hidden" htmlFor={`${id}-cat`}>
        搜索分类
      </label>
      <select id={`${id}-cat`} name="type" defaultValue={categoryFor(location.pathname, location.search)} className={s.select}>
        {SEARCH_CATEGORIES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor={`${id}-kw`}>
        关键词
      </label>
      <input
        id={`${id}-kw`}
        type="search"
        name="keyword"
        defaultValue={new URLSearchParams(location.search).get('keyword') ?? ''}
        maxLength={KEYWORD_MAX}
        placeholder="请输入关键词"
        enterKeyHint="search"
        className={s.input}
      />
      <button type="submit" className={s.button} aria-label="搜索">
        <SearchIcon />
      </button>
    </form>
  );
}
