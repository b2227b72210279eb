import * as applicationsCalls from '../../../shared/calls/applications';
import { EXAM_STATUS_REQUIRED, SHOP_SUBMIT_REQUIRED, type RequiredBeyondSpec } from '../../../shared/contracts/applications';
import type { JsonSchema } from './json-schema';

/** A field we require where the spec does not; `if` is the JSON Schema condition when it is required only sometimes. */
type Rule = RequiredBeyondSpec & { if?: JsonSchema };

const nonEmpty = (field: string): JsonSchema => ({ required: [field], properties: { [field]: { type: 'string', minLength: 1 } } });

const CONDITIONS: Record<string, JsonSchema> = {
  id_consent: { anyOf: [nonEmpty('befor_pic'), nonEmpty('after_pic')] },
  remark: { required: ['status'], properties: { status: { enum: [2, '2'] } } },
};

const withCondition = (rules: RequiredBeyondSpec[]): Rule[] =>
  rules.map((r) => (CONDITIONS[r.field] ? { ...r, if: CONDITIONS[r.field] } : r));

/**
 * The calls whose bodies we check more strictly than the spec (docs/spec-decisions.md), so a spec client reading the
 * API document learns what is required and the message it gets otherwise: the server's own constants.
 */
export const REQUIRED_BEYOND_SPEC: Record<string, Rule[]> = {
  [applicationsCalls.shopSubmit.path]: withCondition(SHOP_SUBMIT_REQUIRED),
  [applicationsCalls.examStatus.path]: withCondition(EXAM_STATUS_REQUIRED),
};

/** The sentence the document gives a field (and the operation, one line a field). */
export const ruleText = (r: RequiredBeyondSpec) => `\`${r.field}\`：${r.when}；否则返回 code 0「${r.msg}」（比规格严格）。`;

/**
 * Marks a call's body schema with its stricter requirements: an always-required field in `required`, a conditional
 * one as `if … then required`, each field's description saying when and with which message it is refused.
 * Returns the operation's extra description lines ([] for other calls).
 */
export function markRequiredBeyondSpec(path: string, body: JsonSchema): { lines: string[]; rules: Rule[] } {
  const rules = REQUIRED_BEYOND_SPEC[path] ?? [];
  const properties = (body.properties ?? {}) as Record<string, JsonSchema>;
  const conditions: JsonSchema[] = [];
  for (const r of rules) {
    const field = properties[r.field] ?? {};
    field.description = field.description ? `${String(field.description)} ${ruleText(r)}` : ruleText(r);
    properties[r.field] = field;
    if (r.if) conditions.push({ if: r.if, then: { required: [r.field] } });
    else body.required = [...new Set([...((body.required as string[] | undefined) ?? []), r.field])];
  }
  if (conditions.length) body.allOf = [...((body.allOf as JsonSchema[] | undefined) ?? []), ...conditions];
  body.properties = properties;
  return {
    lines: rules.length ? ['**比规格严格的必填项**（规格 §7 未要求，本服务要求）：', ...rules.map((r) => `- ${ruleText(r)}`)] : [],
    rules,
  };
}
