import { warnHref, warnTabLinks, type WarnQuery } from '../warnings-query';
import s from './Warnings.module.css';
import { AdminSearch } from '~/components/AdminSearch';
import { OptionLinks } from '~/components/FilterLinks';

type Props = { path: string; query: WarnQuery; placeholder: string; idPrefix: string };

/**
 * The three tabs (全部预警 / 一周内到期 / 一个月内到期) as links and the keyword search as a GET form, so the
 * filter lives in the URL, works without JavaScript and survives a reload. Searching keeps the tab.
 */
export function WarnToolbar({ path, query, placeholder, idPrefix }: Props) {
  return (
    <>
      <nav aria-label="预警类型" className={s.tabs}>
        <OptionLinks
          options={warnTabLinks(path, query).map((t) => ({ ...t, key: t.value }))}
          option={s.tab}
          active={s.tabActive}
          current="page"
        />
      </nav>
      <AdminSearch
        path={path}
        id={`${idPrefix}-keyword`}
        keyword={query.keyword}
        placeholder={placeholder}
        keep={{ tab: query.tab !== 0 ? query.tab : undefined }}
        clearHref={warnHref(path, { tab: query.tab })}
        clearLabel="清除关键词"
        className={s.search}
        label="搜索预警"
        preventScrollReset
      />
    </>
  );
}
