import * as applicationsCalls from '@shared/calls/applications';
import { api } from '~/lib/api';
import type { Decision } from '../review';

/** exam_status from the browser: resolves with the server's message (已通过 / 已驳回); failures are shown by the client. */
export async function decide(decision: Decision): Promise<string> {
  const res = await api(applicationsCalls.examStatus, decision);
  return res.msg;
}
