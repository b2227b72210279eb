import type { Envelope } from './envelope';

/** What every page loader and action receives from the server: the API, called in-process with the visitor's session. */
export type WebContext = {
  api: <T = unknown>(call: string, body?: Record<string, unknown>) => Promise<Envelope<T>>;
  /** The session token from the visitor's HttpOnly cookie, if any. */
  token: string | undefined;
  publicUrl: string;
  secureCookies: boolean;
};
