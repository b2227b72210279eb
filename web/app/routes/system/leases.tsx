import { paths } from '~/config/paths';
import { loadContracts } from '~/features/billing/contracts/api/contracts.server';
import { ContractsPage } from '~/features/billing/contracts/components/ContractsPage';
import { LEASE_KIND } from '~/features/billing/contracts/contract-kinds';
import { parseContractQuery } from '~/features/billing/contracts/contract-query';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/leases';

/** Leases (lease_list): status, keyword and page from the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseContractQuery(new URL(request.url).searchParams);
  return { query, page: await loadContracts(context, LEASE_KIND, query) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, '租约管理 - 管理后台', '房间租约的新建、缴费、到期时间修改与终止。');

export default function SystemLeases({ loaderData }: Route.ComponentProps) {
  return <ContractsPage kind={LEASE_KIND} path={paths.system.leases} query={loaderData.query} page={loaderData.page} />;
}
