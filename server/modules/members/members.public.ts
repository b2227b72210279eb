/**
 * What other modules use of members (issue 28: modules meet only through a named public file): which company a
 * personal user acts for and with which role (memberOf, membershipOf, companyFor), the guards the company-area calls use, the
 * applicant's first membership, and where a company's reminders go.
 */
export { addOwner, companyFor, memberOf, membershipOf, reminderMobile } from './members.service';
export { requireMemberRole, requireSettledMember, type Membership } from './members.policy';
