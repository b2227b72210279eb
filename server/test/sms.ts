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

/**
 * Fresh valid mobile numbers, one per call: `prefix` (137, 139…) and eight digits stepping from `start` by `step`.
 * Each test file takes its own, so one test's limits never reach another's.
 */
export function phoneSequence(prefix: string, start: number, step: number): () => string {
  let n = 0;
  return () => `${prefix}${String(start + (n += 1) * step).slice(-8)}`;
}

/** Fresh client addresses under `net` (10.20, 10.30…), one per call, each its own network. */
export function ipSequence(net: string): () => string {
  let n = 0;
  return () => `${net}.${Math.floor((n += 1) / 250)}.${(n % 250) + 1}`;
}
