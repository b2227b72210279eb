import { z } from 'zod';
import * as c from '../contracts/members';
import { call, query } from './define';

/** A company as a team (issue 30; server/modules/members, web/features/members). */

const noBody = z.object({}).passthrough();

// The company side: members of the caller's own company only (identity from the session). Only a 负责人 invites,
// removes, re-roles, passes ownership and edits the contacts; every member sees the list and may leave.
export const memberList = query('/api/index/member_list', noBody, c.memberListData);
export const memberInvite = call('/api/index/member_invite', c.memberInviteBody, c.invitation);
export const invitationCancel = call('/api/index/invitation_cancel', c.memberIdBody, z.null());
export const memberRemove = call('/api/index/member_remove', c.memberIdBody, z.null());
export const memberRole = call('/api/index/member_role', c.memberRoleBody, c.member);
export const ownerTransfer = call('/api/index/owner_transfer', c.memberIdBody, z.null());
export const memberLeave = call('/api/index/member_leave', noBody, z.null());
export const companyContact = query('/api/index/company_contact', noBody, c.companyContact);
export const companyContactSave = call('/api/index/company_contact_save', c.companyContactBody, c.companyContact);

// Staff (园区运营): a company's members and contacts, and a new 负责人 on the company's written request (both audited).
export const shopMembers = query('/api/index/shop_members', c.shopIdBody, c.staffMembersData);
export const shopContactSave = call('/api/index/shop_contact_save', c.staffContactBody, c.companyContact);
export const shopOwnerSet = call('/api/index/shop_owner_set', c.staffOwnerBody, z.null());
