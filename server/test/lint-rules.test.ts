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
    expect(
      await rulesFiring('web/features/audit/fixture.ts', 'export const f = (q: string) => `/api/admin/audit_export?${q}`;\n'),
    ).toHaveLength(1);
    // Where paths belong, and tests of the raw HTTP contract.
    expect(await rulesFiring('shared/calls/fixture.ts', call)).toEqual([]);
    expect(await rulesFiring('server/modules/billing/fixture.test.ts', call)).toEqual([]);
  }, 60_000);

  it('refuses web importing server, server importing web, and shared importing either', async () => {
    const webToServer = "import { buildApp } from '../../../server/app';\nexport const a = buildApp;\n";
    expect((await rulesFiring('web/features/billing/fixture.ts', webToServer)).join('\n')).toMatch(
      /web\/ may import shared\/, never server\//,
    );
    const serverToWeb = "import { paths } from '../../../web/config/paths';\nexport const p = paths;\n";
    expect((await rulesFiring('server/modules/billing/fixture.ts', serverToWeb)).join('\n')).toMatch(
      /server\/ may import shared\/, never web\//,
    );
    const sharedToServer = "import { buildApp } from '../../server/app';\nexport const a = buildApp;\n";
    expect((await rulesFiring('shared/calls/fixture.ts', sharedToServer)).join('\n')).toMatch(/shared\/ imports only zod/);
  }, 60_000);

  it('refuses a feature importing another feature', async () => {
    const code = "import { RENT_WARNINGS } from '~/features/billing/warnings/warnings-view';\nexport const k = RENT_WARNINGS;\n";
    expect((await rulesFiring('web/features/billing/fixture.ts', code)).join('\n')).toMatch(/A feature does not import another feature/);
  }, 60_000);

  it('refuses a call namespace not named after its file (camelCase + Calls), in imports and type imports', async () => {
    const wrong = "import * as notices from '../../../shared/calls/policy-notices';\nexport const n = notices;\n";
    expect(await rulesFiring('server/modules/policy-notices/fixture.routes.ts', wrong)).toEqual([
      expect.stringMatching(/^local\/call-namespace-name: Import the calls of shared\/calls\/policy-notices as policyNoticesCalls/),
    ]);
    const typeOnly = "import type * as billing from '@shared/calls/billing';\nexport type W = typeof billing.warnList;\n";
    expect((await rulesFiring('web/features/billing/fixture.ts', typeOnly)).join('\n')).toMatch(/as billingCalls .*not billing\./);
    const right = "import * as policyNoticesCalls from '@shared/calls/policy-notices';\nexport const n = policyNoticesCalls;\n";
    expect(await rulesFiring('web/features/policy-notices/fixture.ts', right)).toEqual([]);
  }, 60_000);

  it('refuses plugins importing modules (their tests may seed data) and components importing features', async () => {
    const pluginToModule = "import { ensureRegions } from '../modules/regions/regions.service';\nexport const e = ensureRegions;\n";
    expect((await rulesFiring('server/plugins/fixture.ts', pluginToModule)).join('\n')).toMatch(
      /server\/plugins\/ may not import server\/modules\//,
    );
    expect(await rulesFiring('server/plugins/fixture.test.ts', pluginToModule)).toEqual([]);
    const componentToFeature = "import { SEARCH_PAGE_SIZE } from '~/features/search/search-query';\nexport const n = SEARCH_PAGE_SIZE;\n";
    expect((await rulesFiring('web/components/Fixture.tsx', componentToFeature)).join('\n')).toMatch(
      /web\/components\/ may not import web\/features\//,
    );
  }, 60_000);

  it("refuses a module importing another module's files other than its public file (tests aside)", async () => {
    const internal = "import { settledCompanyOf } from '../billing/billing.service';\nexport const s = settledCompanyOf;\n";
    expect(await rulesFiring('server/modules/feedback/fixture.ts', internal)).toEqual([
      expect.stringMatching(
        /^local\/module-public-file: server\/modules\/feedback may use server\/modules\/billing only through its public file 'billing\/billing.public'/,
      ),
    ]);
    const reexport = "export { settledCompanyOf } from '../billing/billing.service';\n";
    expect(await rulesFiring('server/modules/feedback/fixture.ts', reexport)).toHaveLength(1);
    const viaPublic = "import { settledCompanyOf } from '../billing/billing.public';\nexport const s = settledCompanyOf;\n";
    expect(await rulesFiring('server/modules/feedback/fixture.ts', viaPublic)).toEqual([]);
    expect(await rulesFiring('server/modules/feedback/fixture.test.ts', internal)).toEqual([]);
  }, 60_000);

  it('refuses two modules importing each other, directly or around a ring (a file-level no-cycle does not see it)', async () => {
    // reminders builds on notifications: notifications importing reminders back is the pair issue 28 broke.
    const back = "import { reminderChannel } from '../reminders/channels';\nexport const r = reminderChannel;\n";
    expect((await rulesFiring('server/modules/notifications/fixture.ts', back)).join('\n')).toMatch(
      /local\/no-module-cycle: server\/modules\/notifications imports reminders, which leads back to it \(reminders → notifications\)/,
    );
    // Through public files only, so the public-file rule is quiet: companies attaches uploads' images.
    const pair = "import { publicCompany } from '../companies/companies.public';\nexport const p = publicCompany;\n";
    expect(await rulesFiring('server/modules/uploads/fixture.ts', pair)).toEqual([
      expect.stringMatching(
        /^local\/no-module-cycle: server\/modules\/uploads imports companies, which leads back to it \(companies → uploads\)/,
      ),
    ]);
    const ring = "import { consultationBacklog } from '../consultations/consultations.public';\nexport const b = consultationBacklog;\n";
    expect((await rulesFiring('server/modules/uploads/fixture.ts', ring)).join('\n')).toMatch(/\(consultations → companies → uploads\)/);
  }, 60_000);
});
