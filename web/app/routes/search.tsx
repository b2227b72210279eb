import { SearchOutlined } from '@ant-design/icons';
import { Form } from 'react-router';
import { KEYWORD_MAX } from '@shared/constants';
import { EmptyState } from '~/components/EmptyState';
import { FilterLinks } from '~/components/FilterLinks';
import { countText } from '~/components/KeywordNote';
import { ListBody } from '~/components/ListBody';
import { PageHeader } from '~/components/PageHeader';
import { paths } from '~/config/paths';
import { loadSearchPage } from '~/features/search/api/search.server';
import { NoHits } from '~/features/search/components/NoHits';
import { SearchHits } from '~/features/search/components/SearchHits';
import { SEARCH_PAGE_SIZE } from '~/features/search/search-query';
import { searchTabRows } from '~/features/search/search-tabs';
import { SEARCH_CATEGORIES } from '~/components/search-target';
import { listTitle, pageMeta } from '~/lib/meta';
import type { Route } from './+types/search';
import s from './search.module.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSearchPage(context, new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, listTitle('站内搜索', loaderData?.query), '在政策资讯、科技服务、创业服务、培训、孵化、租赁和入驻企业中搜索。');

const ASK = '请输入关键词';

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, items, total, atLeast, error } = loaderData;
  const category = SEARCH_CATEGORIES.find((c) => c.value === query.type) ?? SEARCH_CATEGORIES[0];
  return (
    <div className="container">
      <PageHeader title="站内搜索" crumbs={[{ label: '站内搜索' }]} />
      <div className="panel">
        <Form method="get" action={paths.search} role="search" className={s.form}>
          <input type="hidden" name="type" value={query.type} />
          <label htmlFor="search-keyword" className="visually-hidden">
            在“{category.label}”中搜索
          </label>
          <input
            id="search-keyword"
            key={query.keyword}
            type="search"
            name="keyword"
            defaultValue={query.keyword}
            maxLength={KEYWORD_MAX}
            placeholder={ASK}
            enterKeyHint="search"
            className={s.input}
          />
          <button type="submit" className={s.button}>
            <SearchOutlined aria-hidden /> 搜索
          </button>
        </Form>
        <FilterLinks rows={searchTabRows(query.type, query.keyword)} />
        {!query.keyword ? (
          <EmptyState description={ASK} />
        ) : (
          <>
            {!error && total > 0 && (
              <p role="status" className={s.summary}>
                在“{category.label}”中找到 {countText(total, atLeast)}与“{query.keyword}”相关的结果。
              </p>
            )}
            <ListBody
              error={error}
              count={items.length}
              total={total}
              page={query.page}
              pageSize={SEARCH_PAGE_SIZE}
              hrefFor={(page) => paths.lists.search({ ...query, page })}
              empty={<NoHits keyword={query.keyword} type={query.type} />}
            >
              <SearchHits hits={items} keyword={query.keyword} />
            </ListBody>
          </>
        )}
      </div>
    </div>
  );
}
