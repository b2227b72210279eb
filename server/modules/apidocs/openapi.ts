import { readFileSync } from 'node:fs';
import { COUNT_CAP, SEARCH_LOOKAHEAD_PAGES } from '../../../shared/constants';
import { describedCalls, type Access, type CallDescription } from '../../lib/call';
import {
  ACCESS_TEXT,
  staffRolesText,
  COMPONENTS,
  DESCRIPTION,
  TAGS,
  failureResponses,
  moduleTag,
  operationId,
  ref,
  securityFor,
} from './openapi.parts';
import { markRequiredBeyondSpec } from './beyond-spec';
import { handOperations } from './hand-operations';
import { inputSchema, outputSchema, type JsonSchema } from './json-schema';

/** An OpenAPI 3.1 document as plain data (served as JSON). */
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  security: Record<string, string[]>[];
  paths: Record<string, Record<string, Operation>>;
  components: typeof COMPONENTS;
};

export type Operation = {
  tags: string[];
  summary: string;
  description: string;
  operationId: string;
  'x-access': Access;
  security: Record<string, string[]>[];
  parameters?: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, JsonSchema>;
  [extension: `x-${string}`]: unknown;
};

const packageVersion = (() => {
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
})();

/** The success envelope of one call: code 1, msg, data (the result schema), and count when the call lists. */
function successEnvelope(call: CallDescription): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    code: { $ref: ref('EnvelopeCode'), const: 1 },
    msg: { type: 'string', description: '提示语（中文）' },
    data: call.result ? outputSchema(call.result) : { description: '（未描述）' },
  };
  const required = ['code', 'msg', 'data'];
  if (call.count) {
    properties.count = { type: 'integer', minimum: 0, description: '符合条件的总条数（分页用）' };
    properties.count_at_least = {
      type: 'boolean',
      const: true,
      description: `仅在 count 为下限时出现：至少有 count 条（总数以 ${COUNT_CAP} 条为上限；关键词在正文中的匹配只数到当前页之后 ${SEARCH_LOOKAHEAD_PAGES} 页）`,
    };
    required.push('count');
  }
  if (call.extra) {
    const extra = outputSchema(call.extra) as { properties?: Record<string, JsonSchema> };
    for (const [key, schema] of Object.entries(extra.properties ?? {})) properties[key] = schema;
  }
  return { type: 'object', required, properties };
}

function describe(call: CallDescription): string {
  const lines = [ACCESS_TEXT[call.access]];
  if (call.roles) lines.push(`**后台角色**：${staffRolesText(call.roles)}；其他角色调用返回 code 0「无权访问」（HTTP 200）。`);
  if (call.count) lines.push('列表调用：信封带 `count`（总条数），`data` 为当前页。');
  if (call.extra)
    lines.push(
      `成功时信封顶层另有：${Object.keys(call.extra.shape)
        .map((k) => `\`${k}\``)
        .join('、')}。`,
    );
  if (call.perMinute) lines.push(`每个客户端每分钟最多 ${call.perMinute} 次（另有全局限额）。`);
  return lines.join('\n\n');
}

/** One defineCall call as a POST operation with a JSON body, the envelope and who may call it. */
export function callOperation(call: CallDescription): Operation {
  const body = inputSchema(call.body);
  const stricter = markRequiredBeyondSpec(call.path, body);
  const required = Array.isArray(body.required) && body.required.length > 0;
  return {
    tags: [moduleTag(call.module)],
    summary: call.summary ?? call.path,
    description: [describe(call), ...(stricter.lines.length ? [stricter.lines.join('\n')] : [])].join('\n\n'),
    operationId: operationId('post', call.path),
    'x-access': call.access,
    ...(call.roles ? { 'x-staff-roles': call.roles === 'any' ? 'any' : [...call.roles] } : {}),
    ...(stricter.rules.length ? { 'x-required-beyond-spec': stricter.rules.map(({ field, when, msg }) => ({ field, when, msg })) } : {}),
    security: securityFor(call.access),
    requestBody: {
      required,
      description: required ? '请求体（JSON）' : '请求体（JSON，可为空对象）',
      content: {
        'application/json': { schema: body },
        'application/x-www-form-urlencoded': { schema: body },
      },
    },
    responses: {
      '200': {
        description: '信封：code 为 1 时 data 为结果；否则 code 与 msg 说明原因',
        content: { 'application/json': { schema: { oneOf: [successEnvelope(call), { $ref: ref('Failure') }] } } },
      },
      ...failureResponses('post'),
    },
  };
}

/** Builds the whole document from the calls registered so far and the hand-described routes. */
export function buildOpenApi(publicUrl: string, calls: CallDescription[] = describedCalls()): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const call of calls) paths[call.path] = { post: callOperation(call) };
  for (const [path, method, op] of handOperations()) {
    paths[path] = { ...paths[path], [method]: op };
  }
  const used = new Set(Object.values(paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags)));
  return {
    openapi: '3.1.0',
    info: { title: '园区企业服务门户 API', version: packageVersion, description: DESCRIPTION },
    servers: [{ url: publicUrl, description: '本部署（PUBLIC_URL）' }],
    tags: TAGS.filter((t) => used.has(t.name)).concat(
      [...used].filter((n) => !TAGS.some((t) => t.name === n)).map((name) => ({ name, description: '' })),
    ),
    security: securityFor('signed-in'),
    paths,
    components: COMPONENTS,
  };
}

const cache = new Map<string, string>();

/**
 * The document as JSON text, built once per process and address on first use (after every module has
 * registered its calls).
 */
export function openApiJson(publicUrl: string): string {
  let text = cache.get(publicUrl);
  if (!text) {
    text = JSON.stringify(buildOpenApi(publicUrl));
    cache.set(publicUrl, text);
  }
  return text;
}
