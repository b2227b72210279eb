import { checkAnswer, type ApiCall, type CallBody, type CallData } from '@shared/calls/define';
import type { Envelope } from '@shared/envelope';

/** Thrown when the answer never arrived or was not an envelope (offline, proxy page, aborted). */
export class QrNetworkError extends Error {
  constructor() {
    super('网络异常，请检查网络后重试');
    this.name = 'QrNetworkError';
  }
}

/**
 * A quiet POST for the QR calls: they run every second, so a failure is the caller's to show in place
 * (never a toast per poll, as web/lib/api.ts would do). `keepalive` lets a cancel outlive the page. A success's data
 * is checked against the call's declaration (a drifting answer comes back as a failure); fields the envelope carries
 * beside data (checkStatus's token) stay.
 */
export async function postQr<C extends ApiCall>(
  call: C,
  body: CallBody<C>,
  opts: { keepalive?: boolean; signal?: AbortSignal } = {},
): Promise<Envelope<CallData<C>> & Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(call.path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: opts.keepalive,
      signal: opts.signal ?? AbortSignal.timeout(15_000),
    });
  } catch {
    throw new QrNetworkError();
  }
  let envelope: Envelope<unknown>;
  try {
    envelope = (await res.json()) as Envelope<unknown>;
  } catch {
    throw new QrNetworkError();
  }
  return checkAnswer(call, envelope) as Envelope<CallData<C>> & Record<string, unknown>;
}
