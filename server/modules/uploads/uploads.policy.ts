import { LoginType } from '../../../shared/constants';
import type { Actor } from '../../lib/call';

/** Who may see a sensitive file (licence, ID photos, attachments): its owner and the park's staff, nobody else. */
export function canViewFile(actor: Actor, file: { ownerId: number | null }): boolean {
  return actor.loginType === LoginType.ADMIN || (file.ownerId !== null && file.ownerId === actor.userId);
}
