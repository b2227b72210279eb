import { SENSITIVE_FILE_STAFF } from '../../../shared/auth/module-roles';
import { holdsAnyRole } from '../../../shared/auth/staff-roles';
import { LoginType } from '../../../shared/constants';
import type { Actor } from '../../lib/call';

/** The staff roles that see companies' sensitive files: said once in shared/ (module-roles.ts). */
export { SENSITIVE_FILE_STAFF };

/**
 * Who may see a sensitive file (licence, ID photos, attachments): its owner and the park's operations staff,
 * nobody else (not the auditor, not a content editor: PIPL's minimum necessary).
 */
export function canViewFile(actor: Actor, file: { ownerId: number | null }): boolean {
  if (actor.loginType === LoginType.ADMIN) return holdsAnyRole(actor.roles, SENSITIVE_FILE_STAFF);
  return file.ownerId !== null && file.ownerId === actor.userId;
}
