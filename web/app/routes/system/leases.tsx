import { paths } from '~/config/paths';
import { loadContracts } from '~/features/billing/contracts/api/contracts.server';
import { ContractsPage } from '~/features/billing/contracts/components/ContractsPage';
import { LEASE_KIND } from '~/features/billing/contracts/contract-kinds';
import { parseContractQuery } from '~/features/billing/contracts/contract-query';
import { listLoader } from '~/lib/list-load.server';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/leases';

/** Leases (lease_list): status, keyword and page from the URL. */
export const loader = listLoader(parseContractQuery, (context, query) => loadContracts(context, LEASE_KIND, query));

export const meta = metaOf('租约管理 - 管理后台', '房间租约的新建、缴费、到期时间修改与终止。');

export default function SystemLeases({ loaderData }: Route.ComponentProps) {
  return <ContractsPage kind={LEASE_KIND} path={paths.system.leases} query={loaderData.query} page={loaderData.page} />;
}
