import type { AppLoadContext } from 'react-router';
import * as regionsCalls from '@shared/calls/regions';
import { Code } from '@shared/envelope';
import { parentsToLoad, prefilledOptions, toOptions, type RegionCodes, type RegionOption } from '../region-tree';

export type RegionOptionsResult = { options: RegionOption[]; error: string | null };

/** The provinces, plus the levels under a saved selection so the cascader can show it on first load. */
export async function loadRegionOptions(context: AppLoadContext, codes: RegionCodes): Promise<RegionOptionsResult> {
  const answers = await Promise.all(
    parentsToLoad(codes).map((parent_id) => context.api(regionsCalls.getRegionList, { parent_id, depth: 1 })),
  );
  const [top, ...below] = answers;
  if (!top || top.code !== Code.OK) return { options: [], error: top?.msg || 'Error' };
  // Without every level the saved chain cannot be shown; the provinces still let the person choose again.
  if (below.some((a) => a.code !== Code.OK)) return { options: toOptions(top.data ?? []), error: null };
  return {
    options: prefilledOptions(
      codes,
      answers.map((a) => a.data ?? []),
    ),
    error: null,
  };
}
