import { StaffRole, type StaffRoleValue } from '../../../shared/auth/staff-roles';

/** The site's identity, contact, filings and payment codes (site_settings): the system administrator. */
export const SITE_SYSTEM_STAFF: readonly StaffRoleValue[] = [StaffRole.SYSTEM];
/** Column intros and pictures, banners, partners and external links: the content editor. */
export const SITE_CONTENT_STAFF: readonly StaffRoleValue[] = [StaffRole.CONTENT];
