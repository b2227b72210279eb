import { PAGE_SIZE } from '@shared/constants';
import { FilterLinks } from '~/components/FilterLinks';
import { KeywordNote } from '~/components/KeywordNote';
import { ListBody } from '~/components/ListBody';
import { PageHeader } from '~/components/PageHeader';
import { paths } from '~/config/paths';
import { loadCompanyPage } from '~/features/companies/api/directory.server';
import { CompanyCards } from '~/features/companies/components/CompanyCards';
import { companyFilterRows } from '~/features/companies/company-query';
import { listTitle, pageMeta } from '~/lib/meta';
import type { Route } from './+types/company_list';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCompanyPage(context, new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, listTitle('入驻企业列表', loaderData?.query), '园区全部入驻企业，可按行业分类和关键词查找。');

export default function CompanyList({ loaderData }: Route.ComponentProps) {
  const { query, categories, items, total, error } = loaderData;
  return (
    <div className="container">
      <PageHeader title="入驻企业列表" crumbs={[{ label: '入驻企业', to: paths.company }, { label: '企业列表' }]} />
      <div className="panel">
        <FilterLinks rows={companyFilterRows(query, categories)} />
        <KeywordNote
          keyword={query.keyword}
          total={total}
          error={error}
          clearHref={paths.lists.companyList({ ...query, keyword: '', page: 1 })}
        />
        <ListBody
          error={error}
          count={items.length}
          total={total}
          page={query.page}
          pageSize={PAGE_SIZE.companyList}
          hrefFor={(page) => paths.lists.companyList({ ...query, page })}
        >
          <CompanyCards items={items} />
        </ListBody>
      </div>
    </div>
  );
}
