import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message for each field of a failed zod parse, for showing under that field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}

/** Plain string fields of a submitted form; a missing field stays undefined so the contract's message applies. */
export function formFields<K extends string>(form: FormData, names: readonly K[]): Record<K, string | undefined> {
  const out = {} as Record<K, string | undefined>;
  for (const name of names) {
    const v = form.get(name);
    out[name] = typeof v === 'string' ? v : undefined;
  }
  return out;
}
