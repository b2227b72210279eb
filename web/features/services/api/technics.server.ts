import type { AppLoadContext } from 'react-router';
import * as servicesCalls from '@shared/calls/services';
import { PAGE_SIZE } from '@shared/constants';
import { loadItem } from '~/lib/detail.server';
import { knownId, pageBody } from '~/lib/list-query';
import { loadList, loadOr } from '~/lib/list-load.server';
import { parseTechQuery } from '../service-query';

const categories = (context: AppLoadContext, catId: number) => loadOr(context, servicesCalls.techCategory, { cat_id: catId }, []);

/** /technics: both levels of categories (the second of the chosen first) and one page of 8 items. */
export async function loadTechnicsPage(context: AppLoadContext, sp: URLSearchParams) {
  const asked = parseTechQuery(sp);
  const [firsts, secondsAsked] = await Promise.all([categories(context, 0), asked.first ? categories(context, asked.first) : []]);
  const first = knownId(asked.first, firsts);
  const seconds = first ? secondsAsked : [];
  const query = { ...asked, first, second: knownId(asked.second, seconds) };
  const list = await loadList(context, servicesCalls.techList, {
    first_id: query.first,
    second_id: query.second,
    ...pageBody(query, PAGE_SIZE.technics),
  });
  return { query, firsts, seconds, ...list };
}

export const loadTechItem = (context: AppLoadContext, sp: URLSearchParams) => loadItem(context, servicesCalls.techDetail, sp);

/** First-level technical service categories (the home tile lists them). */
export const loadTechCategories = (context: AppLoadContext) => categories(context, 0);
