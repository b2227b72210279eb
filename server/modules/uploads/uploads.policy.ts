import { StaffRole } from '../../../shared/auth/staff-roles';
import { LoginType } from '../../../shared/constants';
import type { Actor } from '../../lib/call';

/** The staff roles that see companies' sensitive files (licence, ID photos): park operations, who review them. */
export const SENSITIVE_FILE_ROLES = [StaffRole.OPERATIONS] as const;

/**
 * Who may see a sensitive file (licence, ID photos, attachments): its owner and the park's operations staff,
 * nobody else (not the auditor, not a content editor: PIPL's minimum necessary).
 */
export function canViewFile(actor: Actor, file: { ownerId: number | null }): boolean {
  if (actor.loginType === LoginType.ADMIN) return SENSITIVE_FILE_ROLES.some((r) => actor.roles.includes(r));
  return file.ownerId !== null && file.ownerId === actor.userId;
}
