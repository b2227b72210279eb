/** Business constants of spec §9. */
export const PAGE_SIZE = {
  homeRooms: 4,
  homeFinance: 4,
  homeCompanies: 3,
  startupOverview: 6,
  information: 10,
  startupList: 10,
  companyList: 9,
  technics: 8,
  training: 10,
  finance: 10,
  rooms: 10,
  serviceRecords: 10,
  feedback: 6,
  myRooms: 5,
  otherRooms: 5,
  recordDetails: 5,
  admin: 8,
  warnings: 7,
} as const;

/** The largest page any list call serves, whatever the client asks. */
export const MAX_PAGE_SIZE = 50;
/**
 * Lists count at most this many matches (docs/spec-decisions.md): counting every one of 60 000 matches of a common
 * keyword costs more than the page itself, and nobody pages past page 1 000. Below it the count is exact.
 */
export const COUNT_CAP = 10_000;
/** The list pager (spec §2): at most this many buttons between its arrows (web/components/pager-items.ts). */
export const PAGER_BUTTONS = 7;
/** How far the pager's “…” jumps over the pages it hides. */
export const PAGER_JUMP = 3;
/**
 * A keyword found in the text (正文) is counted only this many pages past the page shown (issue 29): counting every
 * one of thousands of matches in the text reads each of their bodies. Beyond that the count is a lower bound
 * (the envelope's `count_at_least`, shown as “N 条以上”), and it moves on as the person pages on. Two pages past the
 * pager's jump: the current page's neighbours and the page its “…” lands on are there, and its last button lies
 * beyond them; counting further read more bodies for no button (docs/spec-decisions.md).
 */
export const SEARCH_LOOKAHEAD_PAGES = PAGER_JUMP + 2;
export const QR_POLL_MS = 1000;
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const MOBILE_LENGTH = 11;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const KEYWORD_MAX = 50;

export const LoginType = { ADMIN: 1, PERSONAL: 2 } as const;
export type LoginTypeValue = (typeof LoginType)[keyof typeof LoginType];

/** users.status, of every account (staff and personal): 1 enabled (may sign in), 0 disabled. */
export const UserStatus = { DISABLED: 0, ENABLED: 1 } as const;

export const ShopStatus = { REVIEWING: 0, PASSED: 1, REJECTED: 2 } as const;
export const SHOP_STATUS_LABEL: Record<number, string> = { 0: '审核中', 1: '已通过', 2: '已驳回' };
