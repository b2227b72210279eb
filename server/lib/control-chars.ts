/**
 * Text that reaches the database never carries control characters: PostgreSQL refuses NUL in text and a lone
 * UTF-16 surrogate in JSON, and the other controls only serve to hide or garble what a person reads (a log line,
 * an audit row, a title). Stripped: C0 controls except tab, line feed and carriage return (kept for multi-line
 * fields), DEL (U+007F), C1 controls (U+0080–U+009F) and unpaired surrogates. Everything else is kept as sent.
 */
const CONTROLS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** The same characters, tested without the global flag's state: most text has none and is kept as it is. */
const HAS_CONTROL = new RegExp(CONTROLS.source);

/** Keys that would reach an object's prototype if copied naively; never meaningful in a request. */
const POISON_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** How deep a request body may nest; the calls' contracts are at most a few levels deep. */
export const MAX_INPUT_DEPTH = 32;

export class InputTooDeepError extends Error {}

/** The text without control characters or unpaired surrogates. */
export function stripControls(text: string): string {
  return HAS_CONTROL.test(text) ? text.replace(CONTROLS, '') : text;
}

/**
 * Cleans a parsed request value in place (objects and arrays) and returns it: every string and every key
 * is stripped of controls, and prototype keys (`__proto__`, `constructor`, `prototype`) are dropped.
 * Throws InputTooDeepError past MAX_INPUT_DEPTH levels.
 */
export function cleanInput<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return stripControls(value) as T;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_INPUT_DEPTH) throw new InputTooDeepError();
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = cleanInput(value[i], depth + 1);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const item = record[key];
    if (POISON_KEYS.has(key)) {
      delete record[key];
      continue;
    }
    const clean = stripControls(key);
    const cleanItem = cleanInput(item, depth + 1);
    if (clean === key) {
      // An own data property already (JSON.parse, URLSearchParams made it): assigned only when its value changed.
      if (cleanItem !== item) record[key] = cleanItem;
      continue;
    }
    delete record[key];
    if (!clean || POISON_KEYS.has(clean) || Object.hasOwn(record, clean)) continue;
    Object.defineProperty(record, clean, { value: cleanItem, enumerable: true, writable: true, configurable: true });
  }
  return value;
}
