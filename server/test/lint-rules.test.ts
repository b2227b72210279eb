import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundaries lint enforces (eslint.config.js), each proved to fire on a fixture: the text is linted as if it were
 * the named file of the tree, so the rules that apply there are the real ones.
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: path.resolve('.') });
});

async function rulesFiring(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(filePath) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint boundaries', () => {
  it('refuses an /api/ path string outside shared/calls/, in a route, a loader and a template', async () => {
    const call = "export const x = '/api/index/warn_list';\n";
    expect(await rulesFiring('server/modules/billing/fixture.routes.ts', call)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Declare the call in shared\/calls\//),
    ]);
    expect(await rulesFiring('web/features/billing/warnings/api/fixture.server.ts', call)).toHaveLength(1);
    expect(await rulesFiring('web/features/audit/fixture.ts', 'export const f = (q: string) => `/api/admin/audit_export?${q}`;\n')).toHaveLength(1);
    // Where paths belong, and tests of the raw HTTP contract.
    expect(await rulesFiring('shared/calls/fixture.ts', call)).toEqual([]);
    expect(await rulesFiring('server/modules/billing/fixture.test.ts', call)).toEqual([]);
  }, 60_000);

  it('refuses web importing server, server importing web, and shared importing either', async () => {
    const webToServer = "import { buildApp } from '../../../server/app';\nexport const a = buildApp;\n";
    expect((await rulesFiring('web/features/billing/fixture.ts', webToServer)).join('\n')).toMatch(/web\/ may import shared\/, never server\//);
    const serverToWeb = "import { paths } from '../../../web/config/paths';\nexport const p = paths;\n";
    expect((await rulesFiring('server/modules/billing/fixture.ts', serverToWeb)).join('\n')).toMatch(/server\/ may import shared\/, never web\//);
    const sharedToServer = "import { buildApp } from '../../server/app';\nexport const a = buildApp;\n";
    expect((await rulesFiring('shared/calls/fixture.ts', sharedToServer)).join('\n')).toMatch(/shared\/ imports only zod/);
  }, 60_000);

  it('refuses a feature importing another feature', async () => {
    const code = "import { RENT_WARNINGS } from '~/features/billing/warnings/warnings-view';\nexport const k = RENT_WARNINGS;\n";
    expect((await rulesFiring('web/features/billing/fixture.ts', code)).join('\n')).toMatch(/A feature does not import another feature/);
  }, 60_000);
});
