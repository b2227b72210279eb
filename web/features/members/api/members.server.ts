import type { AppLoadContext } from 'react-router';
import * as membersCalls from '@shared/calls/members';
import type { CompanyContact, MemberListData } from '@shared/contracts/members';
import { Code } from '@shared/envelope';

/** What /members shows: the team (members, open invitations, the viewer's role) and the company's contacts. */
export type MembersLoad =
  { ok: true; team: MemberListData; contact: CompanyContact | null; contactError: string | null } | { ok: false; error: string };

/** member_list and company_contact side by side; a refused list is the page's message, a refused contact its card's. */
export async function loadMembers(context: AppLoadContext): Promise<MembersLoad> {
  const [team, contact] = await Promise.all([context.api(membersCalls.memberList, {}), context.api(membersCalls.companyContact, {})]);
  if (team.code !== Code.OK) return { ok: false, error: team.msg || 'Error' };
  return contact.code === Code.OK
    ? { ok: true, team: team.data, contact: contact.data, contactError: null }
    : { ok: true, team: team.data, contact: null, contactError: contact.msg || 'Error' };
}
