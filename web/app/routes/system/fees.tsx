import { paths } from '~/config/paths';
import { loadContracts } from '~/features/billing/contracts/api/contracts.server';
import { ContractsPage } from '~/features/billing/contracts/components/ContractsPage';
import { FEE_KIND } from '~/features/billing/contracts/contract-kinds';
import { parseContractQuery } from '~/features/billing/contracts/contract-query';
import { listLoader } from '~/lib/list-load.server';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/fees';

/** Service-fee contracts (fee_list): status, keyword and page from the URL. */
export const loader = listLoader(parseContractQuery, (context, query) => loadContracts(context, FEE_KIND, query));

export const meta = metaOf('服务费合同 - 管理后台', '服务费合同的新建、缴费、到期时间修改与终止。');

export default function SystemFees({ loaderData }: Route.ComponentProps) {
  return <ContractsPage kind={FEE_KIND} path={paths.system.fees} query={loaderData.query} page={loaderData.page} />;
}
