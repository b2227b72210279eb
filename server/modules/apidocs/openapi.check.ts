/**
 * A structural check of an OpenAPI 3.1 document (no validator library is installed): the fields the
 * specification requires, unique operation ids, declared tags, path parameters, security schemes, every
 * `$ref` resolving inside the document, and JSON Schemas that are well formed. Returns the problems found.
 */

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const PATH_ITEM_KEYS = new Set([...METHODS, '$ref', 'summary', 'description', 'servers', 'parameters']);
const JSON_TYPES = new Set(['null', 'boolean', 'object', 'array', 'number', 'string', 'integer']);
const PARAM_IN = new Set(['query', 'header', 'path', 'cookie']);
const SCHEME_TYPES = new Set(['apiKey', 'http', 'mutualTLS', 'oauth2', 'openIdConnect']);
const STATUS = /^([1-5]\d\d|[1-5]XX|default)$/;

export function checkOpenApi(doc: unknown): string[] {
  const problems: string[] = [];
  const bad = (where: string, what: string) => problems.push(`${where}: ${what}`);
  if (!isObj(doc)) return ['document: not an object'];
  if (typeof doc.openapi !== 'string' || !/^3\.1\.\d+$/.test(doc.openapi)) bad('openapi', 'must be 3.1.x');
  const info = doc.info;
  if (!isObj(info) || typeof info.title !== 'string' || !info.title || typeof info.version !== 'string' || !info.version) {
    bad('info', 'title and version are required');
  }
  if (!isObj(doc.paths)) bad('paths', 'missing');
  const components = isObj(doc.components) ? doc.components : {};
  const schemes = isObj(components.securitySchemes) ? components.securitySchemes : {};
  for (const [name, s] of Object.entries(schemes)) {
    if (!isObj(s) || !SCHEME_TYPES.has(String(s.type))) bad(`securitySchemes.${name}`, 'unknown type');
    else if (s.type === 'apiKey' && (typeof s.name !== 'string' || !['query', 'header', 'cookie'].includes(String(s.in)))) {
      bad(`securitySchemes.${name}`, 'apiKey needs name and in');
    }
  }
  const checkSecurity = (where: string, sec: unknown) => {
    if (sec === undefined) return;
    if (!Array.isArray(sec)) return bad(where, 'security must be an array');
    for (const req of sec) {
      if (!isObj(req)) bad(where, 'security requirement must be an object');
      else for (const key of Object.keys(req)) if (!(key in schemes)) bad(where, `unknown security scheme ${key}`);
    }
  };
  checkSecurity('security', doc.security);

  const tagNames = Array.isArray(doc.tags) ? doc.tags.map((t) => (isObj(t) ? String(t.name) : '')) : [];
  if (new Set(tagNames).size !== tagNames.length) bad('tags', 'names must be unique');
  const ids = new Set<string>();

  for (const [path, item] of Object.entries(isObj(doc.paths) ? doc.paths : {})) {
    if (!path.startsWith('/')) bad(path, 'path must start with /');
    if (!isObj(item)) {
      bad(path, 'path item must be an object');
      continue;
    }
    for (const key of Object.keys(item)) if (!PATH_ITEM_KEYS.has(key)) bad(path, `unexpected key ${key}`);
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (!isObj(op)) {
        bad(where, 'operation must be an object');
        continue;
      }
      if (typeof op.operationId === 'string') {
        if (ids.has(op.operationId)) bad(where, `duplicate operationId ${op.operationId}`);
        ids.add(op.operationId);
      }
      for (const tag of Array.isArray(op.tags) ? op.tags : []) if (!tagNames.includes(String(tag))) bad(where, `undeclared tag ${tag}`);
      checkSecurity(where, op.security);
      const params = Array.isArray(op.parameters) ? op.parameters : [];
      for (const p of params) {
        if (!isObj(p) || typeof p.name !== 'string' || !PARAM_IN.has(String(p.in))) bad(where, 'parameter needs name and in');
        else if (!isObj(p.schema) && !isObj(p.content)) bad(where, `parameter ${p.name} needs schema or content`);
        else if (p.in === 'path' && p.required !== true) bad(where, `path parameter ${p.name} must be required`);
        if (isObj(p) && isObj(p.schema)) checkSchema(p.schema, `${where} parameter ${String(p.name)}`, bad);
      }
      for (const name of templated) {
        if (!params.some((p) => isObj(p) && p.in === 'path' && p.name === name)) bad(where, `path parameter {${name}} not declared`);
      }
      if (op.requestBody !== undefined) checkContentHolder(op.requestBody, `${where} requestBody`, bad, true);
      if (!isObj(op.responses) || Object.keys(op.responses).length === 0) bad(where, 'responses are required');
      for (const [status, res] of Object.entries(isObj(op.responses) ? op.responses : {})) {
        if (!STATUS.test(status)) bad(where, `bad response status ${status}`);
        if (isObj(res) && typeof res.$ref === 'string') continue;
        if (!isObj(res) || typeof res.description !== 'string') bad(`${where} ${status}`, 'response needs a description');
        else if (res.content !== undefined) checkContentHolder(res, `${where} ${status}`, bad, false);
      }
    }
  }
  for (const [name, s] of Object.entries(isObj(components.schemas) ? components.schemas : {}))
    checkSchema(s, `components.schemas.${name}`, bad);
  for (const [name, r] of Object.entries(isObj(components.responses) ? components.responses : {})) {
    if (!isObj(r) || typeof r.description !== 'string') bad(`components.responses.${name}`, 'needs a description');
    else checkContentHolder(r, `components.responses.${name}`, bad, false);
  }
  for (const ref of collectRefs(doc)) if (resolvePointer(doc, ref) === undefined) bad('$ref', `${ref} does not resolve`);
  return problems;
}

function checkContentHolder(holder: unknown, where: string, bad: (w: string, m: string) => void, needsContent: boolean) {
  if (!isObj(holder)) return bad(where, 'must be an object');
  if (typeof holder.$ref === 'string') return;
  if (!isObj(holder.content) || (needsContent && Object.keys(holder.content).length === 0)) return bad(where, 'content is required');
  for (const [type, media] of Object.entries(holder.content)) {
    if (!/^[\w.+-]+\/[\w.+-]+$/.test(type)) bad(where, `bad media type ${type}`);
    if (isObj(media) && media.schema !== undefined) checkSchema(media.schema, `${where} ${type}`, bad);
  }
}

/** A well-formed JSON Schema (draft 2020-12): the keywords the document uses, with the right shapes. */
function checkSchema(s: unknown, where: string, bad: (w: string, m: string) => void): void {
  if (typeof s === 'boolean') return;
  if (!isObj(s)) return bad(where, 'schema must be an object or boolean');
  if ('$schema' in s) bad(where, 'nested $schema');
  const types = Array.isArray(s.type) ? s.type : s.type === undefined ? [] : [s.type];
  for (const t of types) if (!JSON_TYPES.has(String(t))) bad(where, `unknown type ${String(t)}`);
  if (s.properties !== undefined) {
    if (!isObj(s.properties)) bad(where, 'properties must be an object');
    else for (const [k, v] of Object.entries(s.properties)) checkSchema(v, `${where}.${k}`, bad);
  }
  if (s.required !== undefined) {
    if (!Array.isArray(s.required) || s.required.some((r) => typeof r !== 'string')) bad(where, 'required must be a list of names');
    else if (isObj(s.properties)) {
      for (const r of s.required) if (!(r in s.properties)) bad(where, `required ${r} is not a property`);
    }
  }
  if (s.items !== undefined) checkSchema(s.items, `${where}[]`, bad);
  if (s.additionalProperties !== undefined) checkSchema(s.additionalProperties, `${where}{}`, bad);
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (s[k] === undefined) continue;
    if (!Array.isArray(s[k]) || s[k].length === 0) bad(where, `${k} must be a non-empty list`);
    else s[k].forEach((v, i) => checkSchema(v, `${where}.${k}[${i}]`, bad));
  }
  if (s.not !== undefined) checkSchema(s.not, `${where}.not`, bad);
  if (s.enum !== undefined && (!Array.isArray(s.enum) || s.enum.length === 0)) bad(where, 'enum must be a non-empty list');
  for (const [lo, hi] of [
    ['minimum', 'maximum'],
    ['minLength', 'maxLength'],
    ['minItems', 'maxItems'],
  ] as const) {
    if (s[lo] !== undefined && typeof s[lo] !== 'number') bad(where, `${lo} must be a number`);
    if (s[hi] !== undefined && typeof s[hi] !== 'number') bad(where, `${hi} must be a number`);
    if (typeof s[lo] === 'number' && typeof s[hi] === 'number' && s[lo] > s[hi]) bad(where, `${lo} > ${hi}`);
  }
  if (s.pattern !== undefined) {
    try {
      new RegExp(String(s.pattern), 'u');
    } catch {
      bad(where, `bad pattern ${String(s.pattern)}`);
    }
  }
}

function collectRefs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => collectRefs(n, out));
  else if (isObj(node)) {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else collectRefs(v, out);
    }
  }
  return out;
}

/** Resolves a local JSON pointer ('#/components/schemas/X'); undefined when it does not resolve. */
export function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObj(node) || !(key in node)) return undefined;
    node = node[key];
  }
  return node;
}
