import { z } from 'zod';
import { KEYWORD_MAX, MAX_PAGE_SIZE } from '../constants';

/** Accepts 3 or "3" (older clients send form-style strings); anything else is refused. */
export const intField = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ error: `${label}格式错误` }).int({ error: `${label}格式错误` }),
  );

export const idField = intField('编号').pipe(z.number().min(1, { error: '编号格式错误' }).max(2_147_483_647, { error: '编号格式错误' }));

export const idBody = z.object({ id: idField });

export const keywordField = z
  .string({ error: '关键词格式错误' })
  .trim()
  .max(KEYWORD_MAX, { error: `关键词不能超过 ${KEYWORD_MAX} 个字` })
  .optional()
  .transform((v) => (v ? v : undefined));

/** `start` is the 1-based page number; `page_size` is bounded so no call can ask for the whole table. */
export const pageFields = (defaultSize: number) => ({
  start: intField('页码')
    .pipe(z.number().min(1, { error: '页码格式错误' }).max(100000, { error: '页码格式错误' }))
    .default(1),
  page_size: intField('每页条数')
    .pipe(
      z
        .number()
        .min(1, { error: `每页条数应为 1 至 ${MAX_PAGE_SIZE}` })
        .max(MAX_PAGE_SIZE, { error: `每页条数应为 1 至 ${MAX_PAGE_SIZE}` }),
    )
    .default(defaultSize),
});

export type Page = { start: number; page_size: number };

/**
 * A list searched by keyword finds items by their body (正文) too, after the title matches (issue 29): such an
 * item carries `excerpt`, the words of its body around the keyword — KEYWORD_EXCERPT.before characters before it,
 * KEYWORD_EXCERPT.length in all. Absent on an item matched by its title, summary or source.
 */
export const KEYWORD_EXCERPT = { before: 24, length: 90 } as const;
export const keywordExcerpt = { excerpt: z.string().optional() };
