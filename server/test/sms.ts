import type { SmsPurpose } from '../../shared/auth/sms-code';
import type { Db } from '../db/client';
import { insertSmsCode, newSmsCode } from '../modules/auth/sms.service';

/**
 * A valid SMS code for `phone` and `purpose` (tied to `userId` for 'bind' and 'contact'), kept the way sms_code keeps
 * one (server/modules/auth/sms.service.ts), without sending anything or counting against the limits' network: the
 * plain code, for tests of calls that check one (consumeSmsCode in auth.public.ts).
 */
export async function issueSmsCode(db: Db, phone: string, purpose: SmsPurpose, userId?: number): Promise<string> {
  const code = newSmsCode();
  await insertSmsCode(db, { phone, purpose, userId: userId ?? null, network: 'test' }, code);
  return code;
}
