import type { Envelope } from './envelope';

/** What every page loader and action receives from the server: the API, called in-process with the visitor's session. */
export type WebContext = {
  api: <T = unknown>(call: string, body?: Record<string, unknown>) => Promise<Envelope<T>>;
  /** The session token from the visitor's HttpOnly cookie, if any. */
  token: string | undefined;
  publicUrl: string;
  secureCookies: boolean;
  /**
   * Whether `token` is the session checkStatus has just handed to this browser's QR sign-in (its binding cookie
   * names the code): the login page sets the session cookie only then (no login CSRF).
   */
  isQrHandOver: (token: string) => Promise<boolean>;
};
