import { createHash, randomBytes, randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { CAPTCHA_CHARS, CAPTCHA_LENGTH, CAPTCHA_TTL_SECONDS } from '../../../shared/auth/sms-code';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema/index';

/**
 * Picture checks (issue 30), asked of an address from its SMS_FREE_PER_NETWORK_HOUR + 1st code an hour. The picture is
 * drawn by svg-captcha (each character an SVG path of a font's outline, with noise lines: no text to read out of the
 * markup); its characters are chosen here with crypto, not the library's Math.random. Only hashes are kept, and a check
 * is used once, right or wrong, from the network that asked for it.
 */

type DrawCaptcha = (text: string, options: { width: number; height: number; noise: number; fontSize: number; color: boolean }) => string;
// svg-captcha's default export draws a given text; its typings declare only the named functions.
const drawCaptcha = createRequire(import.meta.url)('svg-captcha') as DrawCaptcha;

const hash = (kind: string, value: string) => createHash('sha256').update(`captcha-${kind}\n${value}`).digest('hex');

/** Random characters from CAPTCHA_CHARS. */
export function captchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i += 1) text += CAPTCHA_CHARS[randomInt(CAPTCHA_CHARS.length)];
  return text;
}

/** The answer's form compared and stored: case and surrounding spaces do not matter. */
const normalise = (answer: string) => answer.trim().toUpperCase();

/** Keeps a picture check's id and answer (hashed) for `network`; the tests give a known answer here. */
export async function storeCaptcha(db: Db, id: string, answer: string, network: string, now: Date): Promise<Date> {
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000);
  await db.insert(captchas).values({
    keyHash: hash('id', id),
    answerHash: hash('answer', normalise(answer)),
    network: network.slice(0, 64),
    expiresAt,
    createdAt: now,
  });
  return expiresAt;
}

/** A new picture check for `network`: its id (the page sends it back with the answer) and SVG picture. */
export async function createCaptcha(db: Db, network: string, now: Date): Promise<{ id: string; svg: string; expiresAt: Date }> {
  const id = randomBytes(18).toString('base64url');
  const text = captchaText();
  const expiresAt = await storeCaptcha(db, id, text, network, now);
  const svg = drawCaptcha(text, { width: 120, height: 40, noise: 3, fontSize: 44, color: true });
  return { id, svg, expiresAt };
}

/**
 * Uses the picture check `id` and says whether `answer` is right: it must be live, unused, asked for from `network`.
 * The statement that marks it used is the only one that reads it, so an answer is tried once, right or wrong.
 */
export async function useCaptcha(db: Db, id: string, answer: string, network: string, now: Date): Promise<boolean> {
  const [used] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.keyHash, hash('id', id)), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash, network: captchas.network });
  return !!used && used.network === network.slice(0, 64) && used.answerHash === hash('answer', normalise(answer));
}

/** Removes picture checks that expired over a day ago. */
export async function purgeCaptchas(db: Db, now: Date): Promise<void> {
  await db.delete(captchas).where(lte(captchas.expiresAt, new Date(now.getTime() - 86_400_000)));
}
