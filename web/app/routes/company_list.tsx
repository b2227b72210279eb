import { PAGE_SIZE } from '@shared/constants';
import { PublicList } from '~/components/PublicList';
import { paths } from '~/config/paths';
import { loadCompanyPage } from '~/features/companies/api/directory.server';
import { CompanyCards } from '~/features/companies/components/CompanyCards';
import { companyFilterRows } from '~/features/companies/company-query';
import { queryLoader } from '~/lib/list-load.server';
import { listMeta } from '~/lib/meta';
import type { Route } from './+types/company_list';

const crumbs = [{ label: '入驻企业', to: paths.company }, { label: '企业列表' }];
const kind = { title: '入驻企业列表', crumbs, pageSize: PAGE_SIZE.companyList, href: paths.lists.companyList };

export const loader = queryLoader(loadCompanyPage);

export const meta = listMeta(kind.title, '园区全部入驻企业，可按行业分类和关键词查找。');

export default function CompanyList({ loaderData: d }: Route.ComponentProps) {
  return (
    <PublicList kind={kind} data={d} filters={companyFilterRows(d.query, d.categories)}>
      <CompanyCards items={d.items} />
    </PublicList>
  );
}
