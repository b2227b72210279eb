import type { AppLoadContext } from 'react-router';
import * as servicesCalls from '@shared/calls/services';
import { PAGE_SIZE } from '@shared/constants';
import { loadItem } from '~/lib/detail.server';
import { knownId, pageBody } from '~/lib/list-query';
import { loadList, loadOr } from '~/lib/list-load.server';
import { parseTrainQuery } from '../service-query';

export const loadTrainCategories = (context: AppLoadContext) => loadOr(context, servicesCalls.trainCategory, {}, []);

/** /train: the categories (全部 is added by the page) and one page of 10 activities. */
export async function loadTrainingPage(context: AppLoadContext, sp: URLSearchParams) {
  const asked = parseTrainQuery(sp);
  const categories = await loadTrainCategories(context);
  const query = { ...asked, cat: knownId(asked.cat, categories) };
  const list = await loadList(context, servicesCalls.trainList, {
    cat_id: query.cat,
    ...pageBody(query, PAGE_SIZE.training),
  });
  return { query, categories, ...list };
}

export const loadTrainingItem = (context: AppLoadContext, sp: URLSearchParams) => loadItem(context, servicesCalls.trainDetail, sp);
