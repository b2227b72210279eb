import { StaffRole, type StaffRoleValue } from './staff-roles';

/**
 * Who may make each module's staff calls, one named list per kind of work (issue 28), said once here for both sides:
 * each module's policy (server/modules/<m>/<m>.policy.ts) re-exports its lists for its calls' `roles`, and the back
 * office's menu (web/config/menu.ts) shows an item to the roles of its page. server/test/menu-roles.test.ts checks
 * that every menu item's roles are those of the calls its page makes.
 */

// Park operations (园区运营).
/** Leases, fee contracts, payments and warnings. */
export const BILLING_STAFF: readonly StaffRoleValue[] = [StaffRole.OPERATIONS];
/** Importing rooms, companies, contracts and payments from Excel (issue 31): those who keep these records. */
export const IMPORT_STAFF: readonly StaffRoleValue[] = [StaffRole.OPERATIONS];
/** Reviewing applications and keeping the settled companies' records. */
export const APPLICATION_STAFF: readonly StaffRoleValue[] = [StaffRole.OPERATIONS];
/** Correcting a settled company's public listing. */
export const LISTING_STAFF: readonly StaffRoleValue[] = [StaffRole.OPERATIONS];
/** Reading and answering consultations from the inbox. */
export const CONSULTATION_STAFF: readonly StaffRoleValue[] = [StaffRole.OPERATIONS];
/** Answering service requests from the inbox. */
export const FEEDBACK_STAFF: readonly StaffRoleValue[] = [StaffRole.OPERATIONS];
/** Both inboxes' backlog (the overview and the menu badges): those who answer them. */
export const INBOX_STAFF: readonly StaffRoleValue[] = [StaffRole.OPERATIONS];
/** Publishing and following up policy notices (政策通知). */
export const POLICY_NOTICE_STAFF: readonly StaffRoleValue[] = [StaffRole.OPERATIONS];
/** The expiry reminders sent, and running the job now: those who keep the contracts. */
export const REMINDER_STAFF: readonly StaffRoleValue[] = [StaffRole.OPERATIONS];
/** The message centre's delivery log (发送记录) and resending a failed send (issue 32). */
export const MESSAGE_DELIVERY_STAFF: readonly StaffRoleValue[] = [StaffRole.OPERATIONS];
/** 会议室管理 (issue 33): the bookable spaces, their calendar, approvals, holds and the booking charges. */
export const BOOKING_STAFF: readonly StaffRoleValue[] = [StaffRole.OPERATIONS];
/**
 * Companies' sensitive files (licence, ID photos, attachments): those who review them, nobody else (not the auditor,
 * not a content editor: PIPL's minimum necessary).
 */
export const SENSITIVE_FILE_STAFF: readonly StaffRoleValue[] = [StaffRole.OPERATIONS];

// Content editors (内容编辑).
/** Policy items and their attachments. */
export const POLICY_STAFF: readonly StaffRoleValue[] = [StaffRole.CONTENT];
/** Announcements, news, services, training and rooms (内容发布). */
export const CONTENT_STAFF: readonly StaffRoleValue[] = [StaffRole.CONTENT];
/** The technical services' and training categories. */
export const CATEGORY_STAFF: readonly StaffRoleValue[] = [StaffRole.CONTENT];
/** Column intros and pictures, banners, partners and external links. */
export const SITE_CONTENT_STAFF: readonly StaffRoleValue[] = [StaffRole.CONTENT];

// The system administrator (系统管理员), alone or with the content editor.
/** The site's identity, contact, filings and payment codes (site_settings). */
export const SITE_SYSTEM_STAFF: readonly StaffRoleValue[] = [StaffRole.SYSTEM];
/** 站点管理 as a whole: each role its own tabs (SITE_SYSTEM_STAFF, SITE_CONTENT_STAFF). */
export const SITE_STAFF: readonly StaffRoleValue[] = [...SITE_SYSTEM_STAFF, ...SITE_CONTENT_STAFF];
/** Reading the columns' freshness: content editors (their landing page) and system administrators. */
export const COLUMNS_READERS: readonly StaffRoleValue[] = [StaffRole.CONTENT, StaffRole.SYSTEM];
/** Changing the columns' freshness limits (a site setting). */
export const COLUMN_LIMITS_STAFF: readonly StaffRoleValue[] = [StaffRole.SYSTEM];

// Staff accounts (三员: what each may do to which account is STAFF_DUTY_TABLE in ./staff-roles.ts).
/** Creating accounts and changing names: the system administrator. */
export const SYSTEM_STAFF: readonly StaffRoleValue[] = [StaffRole.SYSTEM];
/** Everyone's sessions, the lockouts and resetting another's second factor: the security administrator. */
export const SECURITY_STAFF: readonly StaffRoleValue[] = [StaffRole.SECURITY];
/** Listing accounts, status, password resets and roles: both, each to the accounts the duty table gives it. */
export const ACCOUNT_STAFF: readonly StaffRoleValue[] = [StaffRole.SYSTEM, StaffRole.SECURITY];

// The auditor (审计管理员).
/** Reading and exporting the audit trail: the auditor only (等保 2.0 三员分立; not even the system administrator). */
export const AUDIT_READERS: readonly StaffRoleValue[] = [StaffRole.AUDITOR];
