import { SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { Form, Link } from 'react-router';
import { warnHref, warnTabLinks, type WarnQuery } from '../warnings-query';
import s from './Warnings.module.css';
import { clearable } from '~/components/clearable';

type Props = { path: string; query: WarnQuery; placeholder: string; idPrefix: string };

/**
 * The three tabs (全部预警 / 一周内到期 / 一个月内到期) as links and the keyword search as a GET form, so the
 * filter lives in the URL, works without JavaScript and survives a reload. Searching keeps the tab.
 */
export function WarnToolbar({ path, query, placeholder, idPrefix }: Props) {
  const inputId = `${idPrefix}-keyword`;
  return (
    <>
      <nav aria-label="预警类型" className={s.tabs}>
        <ul>
          {warnTabLinks(path, query).map((t) => (
            <li key={t.value}>
              <Link
                to={t.href}
                className={t.active ? `${s.tab} ${s.tabActive}` : s.tab}
                aria-current={t.active ? 'page' : undefined}
                preventScrollReset
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" action={path} role="search" aria-label="搜索预警" className={s.search} preventScrollReset>
        {query.tab !== 0 && <input type="hidden" name="tab" value={query.tab} />}
        <label htmlFor={inputId} className="visually-hidden">
          关键词
        </label>
        <div className={s.searchInput}>
          <Input
            id={inputId}
            name="keyword"
            defaultValue={query.keyword}
            key={query.keyword}
            placeholder={placeholder}
            allowClear={clearable}
            maxLength={50}
          />
        </div>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          搜索
        </Button>
        {query.keyword && <Link to={warnHref(path, { tab: query.tab })}>清除关键词</Link>}
      </Form>
    </>
  );
}
