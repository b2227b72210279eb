// @ts-check
import fs from 'node:fs';
import path from 'node:path';

/**
 * The arrows between server modules (issue 28): a module uses another only through that module's named public file
 * (server/modules/<m>/<m>.public.ts), and no two modules depend on each other, directly or around a ring. Tests and
 * their fixtures are left out by eslint.config.js: they set up state across modules and are imported by nothing.
 */

/** Test files and test fixtures: not part of any module's dependencies. */
export const TEST_SUPPORT = /\.(test|fixtures)\.tsx?$/;

/** '/repo/server/modules/billing/billing.service.ts' → { root: '/repo/server/modules', name: 'billing', rest: 'billing.service.ts' }. */
export function moduleOf(file) {
  const parts = path.resolve(file).split(path.sep);
  for (let i = parts.length - 3; i >= 0; i--) {
    if (parts[i] === 'server' && parts[i + 1] === 'modules') {
      return {
        root: parts.slice(0, i + 2).join(path.sep),
        name: parts[i + 2],
        rest: parts.slice(i + 3).join('/'),
      };
    }
  }
  return null;
}

/** The module a relative import from `file` reaches, when it is a module of the same tree. */
function importedModule(file, source, root) {
  if (!source.startsWith('.')) return null;
  const target = moduleOf(path.resolve(path.dirname(file), source));
  return target && target.root === root ? target : null;
}

/** Calls `check` with each string an import, re-export, dynamic import or import type names. */
function importVisitors(check) {
  const literal = (n) => {
    if (n && n.type === 'Literal' && typeof n.value === 'string') check(n, n.value);
  };
  return {
    ImportDeclaration: (n) => literal(n.source),
    ExportNamedDeclaration: (n) => literal(n.source),
    ExportAllDeclaration: (n) => literal(n.source),
    ImportExpression: (n) => literal(n.source),
    TSImportType: (n) => literal(n.argument && n.argument.type === 'TSLiteralType' ? n.argument.literal : n.argument),
  };
}

/** @type {import('eslint').Rule.RuleModule} */
export const publicFile = {
  meta: {
    type: 'problem',
    docs: { description: 'A server module imports another module only through <module>.public.ts' },
    messages: {
      internal:
        "server/modules/{{from}} may use server/modules/{{to}} only through its public file '{{to}}/{{to}}.public' (export what you need there), not '{{rest}}'.",
    },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    const here = moduleOf(file);
    if (!here) return {};
    return importVisitors((node, source) => {
      const to = importedModule(file, source, here.root);
      if (!to || to.name === here.name) return;
      if (to.rest.replace(/\.ts$/, '') === `${to.name}.public`) return;
      context.report({
        node,
        messageId: 'internal',
        data: { from: here.name, to: to.name, rest: to.rest || '(its folder)' },
      });
    });
  },
};

const IMPORT_STRING = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
/** The graph is read from disk once per lint run (a run is seconds; an editor's long-lived linter sees edits a moment later). */
const GRAPH_TTL_MS = 2_000;
/** @type {Map<string, { at: number, graph: Map<string, Set<string>> }>} */
const graphs = new Map();

/** Module → the modules its non-test files import, read from the files on disk. */
function moduleGraph(root) {
  const cached = graphs.get(root);
  if (cached && Date.now() - cached.at < GRAPH_TTL_MS) return cached.graph;
  /** @type {Map<string, Set<string>>} */
  const graph = new Map();
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const dir = path.join(root, entry.name);
    const uses = new Set();
    for (const rel of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(rel) || TEST_SUPPORT.test(rel)) continue;
      const file = path.join(dir, rel);
      for (const m of fs.readFileSync(file, 'utf8').matchAll(IMPORT_STRING)) {
        const to = importedModule(file, m[1], root);
        if (to && to.name !== entry.name) uses.add(to.name);
      }
    }
    graph.set(entry.name, uses);
  }
  graphs.set(root, { at: Date.now(), graph });
  return graph;
}

/** The shortest chain of modules from `from` to `to` ([from, …, to]), or null. */
function chain(graph, from, to) {
  const before = new Map([[from, '']]);
  const queue = [from];
  while (queue.length) {
    const m = /** @type {string} */ (queue.shift());
    if (m === to) {
      const out = [m];
      for (let p = before.get(m); p; p = before.get(p)) out.unshift(p);
      return out;
    }
    for (const next of graph.get(m) ?? []) {
      if (!before.has(next)) {
        before.set(next, m);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No two server modules import each other, directly or through others' },
    messages: {
      cycle:
        'server/modules/{{from}} imports {{to}}, which leads back to it ({{back}}): modules depend one way (move the shared part into one of them, or pass it in).',
    },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    const here = moduleOf(file);
    if (!here || !fs.existsSync(here.root)) return {};
    return importVisitors((node, source) => {
      const to = importedModule(file, source, here.root);
      if (!to || to.name === here.name) return;
      const back = chain(moduleGraph(here.root), to.name, here.name);
      if (back)
        context.report({
          node,
          messageId: 'cycle',
          data: { from: here.name, to: to.name, back: back.join(' → ') },
        });
    });
  },
};
