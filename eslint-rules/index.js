// @ts-check
import callNamespaceName from './call-namespace-name.js';
import { noModuleCycle, publicFile } from './modules.js';

/** The project's own lint rules, loaded in eslint.config.js as the plugin 'local' (server/test/lint-rules.test.ts proves each fires). */
export default {
  meta: { name: 'local' },
  rules: {
    'call-namespace-name': callNamespaceName,
    'module-public-file': publicFile,
    'no-module-cycle': noModuleCycle,
  },
};
