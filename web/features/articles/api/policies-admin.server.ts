import type { AppLoadContext } from 'react-router';
import * as articlesCalls from '@shared/calls/articles';
import type { PolicyAdminItem } from '@shared/contracts/policies-admin';
import { loadList, type ListPage } from '~/lib/list-load.server';
import { policyAdminPayload, type PolicyAdminQuery } from '../policy-admin-query';

/** One page of policies (or of the trash) for the loader; a failed load is an empty list with the server's message. */
export function loadAdminPolicies(context: AppLoadContext, q: PolicyAdminQuery): Promise<ListPage<PolicyAdminItem>> {
  return loadList(context, q.trash ? articlesCalls.policyTrash : articlesCalls.policyList, policyAdminPayload(q));
}
