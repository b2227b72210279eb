/**
 * How often an open page asks for the unread count (at most every 30 s). Apart from kinds.ts, whose roles the public
 * header's bell does not need.
 */
export const MESSAGE_POLL_SECONDS = 30;
