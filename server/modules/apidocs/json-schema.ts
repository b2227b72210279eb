import { z } from 'zod';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = Record<string, unknown>;

type Def = {
  type: string;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  defaultValue?: unknown;
};
const defOf = (s: unknown) => (s as { _zod: { def: Def; traits: Set<string> } })._zod;

/** Keywords a pipe's checked side adds to what its input side already says (bounds, lengths, patterns). */
const CONSTRAINTS = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'enum',
  'const',
  'minItems',
  'maxItems',
];
const NUMERIC = new Set(['number', 'integer']);

/**
 * The JSON Schema of what a client sends, from a request body contract.
 *
 * zod's own input conversion needs three corrections for the contracts' idioms:
 * - `intField(…).pipe(z.number().min(1))` and `z.preprocess(…).pipe(…)`: zod describes only the pipe's input
 *   side, so the bounds of the checked side are merged in;
 * - `required`: a field is required exactly when the contract refuses it missing (`safeParse(undefined)`
 *   fails) — preprocessed fields that turn a missing value into '' are optional, an id that must be given is not;
 * - `.default(…)` behind a preprocess loses its `default`, which is put back.
 * - a union of objects gets `type: 'object'` beside its `oneOf`.
 * Transforms and refinements have no JSON Schema form: the schema shows their input (`unrepresentable: 'any'`).
 */
export function inputSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const zod = defOf(zodSchema);
      const def = zod.def;
      const js = jsonSchema as JsonSchema;
      if (def.type === 'pipe' && def.in && def.out && !defOf(def.in).traits.has('$ZodTransform')) {
        mergeConstraints(js, z.toJSONSchema(def.out, { io: 'output', unrepresentable: 'any' }) as JsonSchema);
      }
      if (def.type === 'default' && !('default' in js)) {
        const value = JSON.stringify(def.defaultValue);
        if (value !== undefined) js.default = JSON.parse(value);
      }
      if (def.type === 'object' && def.shape) {
        const required = Object.entries(def.shape)
          .filter(([, field]) => !field.safeParse(undefined).success)
          .map(([key]) => key);
        if (required.length) js.required = required;
        else delete js.required;
      }
      // A union of objects (content_save's one shape per kind) is itself an object.
      const members = (js.oneOf ?? js.anyOf) as JsonSchema[] | undefined;
      if (def.type === 'union' && members?.length && members.every((m) => m.type === 'object')) js.type = 'object';
    },
  }) as JsonSchema;
  return tidy(json);
}

/** The JSON Schema of what a call answers (a result contract as it leaves the server). */
export function outputSchema(schema: z.ZodType): JsonSchema {
  return tidy(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema);
}

function mergeConstraints(target: JsonSchema, checked: JsonSchema): void {
  const same =
    checked.type === undefined || checked.type === target.type || (NUMERIC.has(String(checked.type)) && NUMERIC.has(String(target.type)));
  if (!same) return;
  for (const key of CONSTRAINTS) if (key in checked) target[key] = checked[key];
}

/**
 * Drops what only adds noise to a document: each schema's own `$schema` (the document names its dialect once)
 * and the ±(2^53 − 1) bounds zod gives every `.int()`.
 */
function tidy(node: unknown): JsonSchema {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    const out: JsonSchema = {};
    for (const [key, v] of Object.entries(value)) {
      if (key === '$schema') continue;
      if ((key === 'minimum' && v === Number.MIN_SAFE_INTEGER) || (key === 'maximum' && v === Number.MAX_SAFE_INTEGER)) continue;
      out[key] = walk(v);
    }
    return out;
  };
  return walk(node) as JsonSchema;
}
