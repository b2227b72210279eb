import { PAGE_SIZE } from '@shared/constants';
import { paths } from '~/config/paths';
import { loadFinancePage } from '~/features/services/api/finance.server';
import { FinanceCards } from '~/features/services/components/FinanceCards';
import { loadBanners } from '~/features/site/api/site.server';
import { publicListPage, queryLoader, withBanners } from '~/lib/list-load.server';
import { listMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import { ColumnList } from '../column-page';
import type { Route } from './+types/finance';

const kind = { title: '孵化服务', pageSize: PAGE_SIZE.finance, href: paths.lists.finance };

export const loader = queryLoader(async (context, sp) => {
  const d = await withBanners(loadFinancePage(context, sp), loadBanners(context, 'finance'));
  return publicListPage(d, d.query.page, kind.pageSize);
});

export const meta = listMeta(kind.title, '园区孵化服务：天使投资、科技信贷、孵化支持等投融资服务，在线咨询对接。');

export default function Finance({ loaderData: d }: Route.ComponentProps) {
  return (
    <ColumnList kind={kind} data={d} position="finance" intro={useRootData().config.rongzi_detail}>
      <FinanceCards items={d.items} />
    </ColumnList>
  );
}
