/**
 * Staff password rules (GB/T 22239-2019 level 3, identity authentication), said once: the server enforces
 * them and the change-password form shows and checks the same ones.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** Of upper-case letters, lower-case letters, digits and symbols, at least this many kinds. */
export const PASSWORD_MIN_CLASSES = 3;
/** A new password may not be any of this many most recent ones (the current one included). */
export const PASSWORD_REUSE_DEPTH = 5;

const CLASSES: readonly RegExp[] = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];

/** The rules as one line of Chinese, for forms and messages. */
export const PASSWORD_RULES_TEXT = `至少 ${PASSWORD_MIN_LENGTH} 位，包含大写字母、小写字母、数字、符号中的至少 ${PASSWORD_MIN_CLASSES} 种，不能包含账户名，不能与最近 ${PASSWORD_REUSE_DEPTH} 次使用过的密码相同`;

export const PASSWORD_MSG = {
  tooShort: `密码至少 ${PASSWORD_MIN_LENGTH} 位`,
  tooLong: `密码不能超过 ${PASSWORD_MAX_LENGTH} 位`,
  classes: `密码须包含大写字母、小写字母、数字、符号中的至少 ${PASSWORD_MIN_CLASSES} 种`,
  containsUsername: '密码不能包含账户名',
  reused: `新密码不能与最近 ${PASSWORD_REUSE_DEPTH} 次使用过的密码相同`,
  mismatch: '两次输入的新密码不一致',
} as const;

export function passwordClassCount(password: string): number {
  return CLASSES.filter((re) => re.test(password)).length;
}

/**
 * The first rule a new password breaks, as a Chinese sentence, or null when it passes. Reuse needs the stored
 * hashes and is checked by the server alone.
 */
export function passwordProblem(password: string, username: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MSG.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MSG.tooLong;
  if (passwordClassCount(password) < PASSWORD_MIN_CLASSES) return PASSWORD_MSG.classes;
  const name = username.trim().toLowerCase();
  if (name && password.toLowerCase().includes(name)) return PASSWORD_MSG.containsUsername;
  return null;
}
