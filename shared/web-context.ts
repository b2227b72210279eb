import type { ApiCall, CallBody, CallData } from './calls/define';
import type { Envelope } from './envelope';

/**
 * The in-process API: a call declared in shared/calls/ answers its typed data, checked against the declaration (a
 * mismatch comes back as a failure, MALFORMED_ANSWER_MSG).
 */
export type ContextApi = <C extends ApiCall>(call: C, body?: CallBody<C>) => Promise<Envelope<CallData<C>>>;

/** What every page loader and action receives from the server: the API, called in-process with the visitor's session. */
export type WebContext = {
  api: ContextApi;
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
