import { ShopStatus } from '../../../shared/constants';
import { BRIEF_MSG } from '../../../shared/companies/brief';
import { MSG } from '../../../shared/messages';
import { fail } from '../../lib/errors';

type OwnCompany = { id: number; status: number };

/**
 * The brief belongs to the session user's own company, and only a settled one (status 1) has a public page to
 * show it on. An `id` naming any other company is refused, so nothing changes anywhere.
 */
export function requireBrief<T extends OwnCompany>(company: T | undefined, requestedId?: number): T {
  if (!company || company.status !== ShopStatus.PASSED) throw fail(MSG.settleFirst);
  if (requestedId !== undefined && requestedId !== company.id) throw fail(BRIEF_MSG.notYours);
  return company;
}
