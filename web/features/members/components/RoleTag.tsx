import { MemberRole } from '@shared/auth/member-roles';
import { ToneTag } from '~/components/ToneTag';

/** A member's role in words; the 负责人 stands out (never by colour alone: the word says it). */
export function RoleTag({ role, name }: { role: number; name: string }) {
  return <ToneTag tone={role === MemberRole.OWNER ? 'info' : 'plain'}>{name || '—'}</ToneTag>;
}
