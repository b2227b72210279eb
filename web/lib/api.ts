import { API_PREFIX, checkAnswer, type ApiCall, type CallBody, type CallData } from '@shared/calls/define';
import { Code, SESSION_END_CODES, type Envelope } from '@shared/envelope';
import { MSG } from '@shared/messages';
import { logoutAndReload } from './auth';
import { feedback } from './feedback';

/** Spec §9: a call may take up to 30 minutes (large uploads) before it counts as a network failure. */
export const REQUEST_TIMEOUT_MS = 1_800_000;

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Code used for failures that never reached the envelope (offline, timeout, unreadable answer). */
export const NETWORK_FAILURE = -1;

/** Tells the person about a failed call as spec §8 asks (also for calls made outside `api`, such as uploads). */
export function showFailure(code: number, msg: string): void {
  feedback().error(msg);
  if (SESSION_END_CODES.includes(code)) feedback().confirmRelogin(() => void logoutAndReload());
}

function fail(code: number, msg: string): never {
  showFailure(code, msg);
  throw new ApiError(code, msg);
}

/**
 * The one client for calls made from the browser (buttons, dialogs). The session travels in the HttpOnly
 * cookie. Resolves with the envelope when code is 1; otherwise shows the server's message (spec §8) and rejects.
 */
export function api<C extends ApiCall>(call: C, body?: CallBody<C>): Promise<Envelope<CallData<C>>>;
export async function api(declared: ApiCall, body: Record<string, unknown> = {}): Promise<Envelope<unknown>> {
  const call = declared.path;
  if (!call.startsWith(API_PREFIX)) throw new Error(`not an API call: ${call}`);
  let res: Response;
  try {
    res = await fetch(call, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    return fail(NETWORK_FAILURE, MSG.networkError);
  }
  let envelope: Envelope<unknown>;
  try {
    envelope = (await res.json()) as Envelope<unknown>;
  } catch {
    return fail(NETWORK_FAILURE, res.ok ? 'Error' : MSG.serverError);
  }
  if (envelope.code !== Code.OK) return fail(envelope.code, envelope.msg || 'Error');
  // A declared call's data is checked against its declaration: a drifting answer is a failure, not a broken page.
  const checked = checkAnswer(declared, envelope);
  return checked.code === Code.OK ? checked : fail(checked.code, checked.msg);
}
