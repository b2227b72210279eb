import type { AppLoadContext } from 'react-router';
import * as companiesCalls from '@shared/calls/companies';
import type { CompanyBrief } from '@shared/contracts/companies';
import { Code } from '@shared/envelope';

export type BriefLoad = { brief: CompanyBrief | null; error: string | null };

/** my_intro: the company's brief as its public page shows it; a refusal (not settled) is the page's message. */
export async function loadMyBrief(context: AppLoadContext): Promise<BriefLoad> {
  const res = await context.api(companiesCalls.myIntro, {});
  return res.code === Code.OK ? { brief: res.data, error: null } : { brief: null, error: res.msg || 'Error' };
}
