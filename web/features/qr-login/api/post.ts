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
 * (never a toast per poll, as web/lib/api.ts would do). `keepalive` lets a cancel outlive the page.
 */
export async function postQr<T>(call: string, body: Record<string, unknown>, opts: { keepalive?: boolean; signal?: AbortSignal } = {}): Promise<Envelope<T> & Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(call, {
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
  try {
    return (await res.json()) as Envelope<T> & Record<string, unknown>;
  } catch {
    throw new QrNetworkError();
  }
}
