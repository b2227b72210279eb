// @ts-check
/**
 * A call namespace is named after its file (issue 28, one name per concept): `import * as policyNoticesCalls from
 * '…/shared/calls/policy-notices'`, so a reader meets one name for a module's calls in server/, web/, e2e/ and bench/.
 */

/** '../../shared/calls/policy-notices' or '@shared/calls/policy-notices' → 'policy-notices' (define.ts holds no calls). */
export function callsFileOf(source) {
  const m = /(?:^@shared|(?:^|\/)shared)\/calls\/([a-z0-9-]+)$/.exec(source);
  return m && m[1] !== 'define' ? m[1] : null;
}

/** 'policy-notices' → 'policyNoticesCalls'. */
export function callsNamespaceFor(file) {
  return `${file.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase())}Calls`;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'A namespace import of shared/calls/<file> is named camelCase(<file>) + Calls' },
    messages: {
      name: "Import the calls of shared/calls/{{file}} as {{expected}} (one name for a module's calls), not {{actual}}.",
    },
    schema: [],
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        const file = callsFileOf(String(node.source.value));
        if (!file) return;
        const expected = callsNamespaceFor(file);
        for (const s of node.specifiers) {
          if (s.type === 'ImportNamespaceSpecifier' && s.local.name !== expected) {
            context.report({ node: s, messageId: 'name', data: { file, expected, actual: s.local.name } });
          }
        }
      },
    };
  },
};
