import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { KEYWORD_MAX } from '@shared/constants';
import { SearchIcon } from '~/components/icons/search';
import { paths } from '~/config/paths';
import { categoryFor, resolveSearchTarget, SEARCH_CATEGORIES } from '../search-target';
import s from './SearchBox.module.css';

/**
 * The header search: a category and a keyword, fired by Enter. Without JavaScript the form goes through
 * /go/search, which resolves the same target on the server. `label` names the search landmark when a page has a
 * second box (the not-found page), so the two landmarks can be told apart.
 */
export function SearchBox({ label }: { label?: string } = {}) {
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const [category, setCategory] = useState(() => categoryFor(location.pathname, location.search));
  const [keyword, setKeyword] = useState(() => new URLSearchParams(location.search).get('keyword') ?? '');

  useEffect(() => {
    setCategory(categoryFor(location.pathname, location.search));
    setKeyword(new URLSearchParams(location.search).get('keyword') ?? '');
  }, [location.pathname, location.search]);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void navigate(resolveSearchTarget(location, category, keyword));
  };

  return (
    <form role="search" aria-label={label} method="get" action={paths.searchRedirect} onSubmit={onSubmit} className={s.box}>
      <input type="hidden" name="from" value={location.pathname + location.search} />
      <label className="visually-hidden" htmlFor={`${id}-cat`}>
        搜索分类
      </label>
      <select id={`${id}-cat`} name="type" value={category} onChange={(e) => setCategory(Number(e.target.value))} className={s.select}>
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
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
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
