/** Envelope codes of spec §8: 1 success; 50008 / 50012 / 50014 end the session on the client. */
export const Code = {
  OK: 1,
  FAIL: 0,
  TOKEN_INVALID: 50008,
  LOGGED_IN_ELSEWHERE: 50012,
  TOKEN_EXPIRED: 50014,
} as const;
export type CodeValue = (typeof Code)[keyof typeof Code];

export const SESSION_END_CODES: readonly number[] = [Code.TOKEN_INVALID, Code.LOGGED_IN_ELSEWHERE, Code.TOKEN_EXPIRED];

export type Envelope<T = unknown> = {
  code: number;
  msg: string;
  data: T;
  count?: number;
  /** True when `count` is a lower bound: at least that many match (a search in the text, or the 10 000 cap). */
  count_at_least?: true;
};

export type ListData<T> = T[];
