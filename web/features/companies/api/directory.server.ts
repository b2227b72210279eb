import type { AppLoadContext } from 'react-router';
import * as companiesCalls from '@shared/calls/companies';
import type { CallData } from '@shared/calls/define';
import type { ShopCard } from '@shared/contracts/services';
import { PAGE_SIZE } from '@shared/constants';
import { loadItem } from '~/lib/detail.server';
import { knownId, pageBody } from '~/lib/list-query';
import { loadList, loadOr, type ListPage } from '~/lib/list-load.server';
import { parseCompanyQuery } from '../company-query';

/** shop_detail: the public card plus categories, region, address, main business and the brief. */
export type CompanyDetail = CallData<typeof companiesCalls.shopDetail>;

/** /company_list: categories (全部 added by the page) and one page of 9 settled companies. */
export async function loadCompanyPage(context: AppLoadContext, sp: URLSearchParams) {
  const asked = parseCompanyQuery(sp);
  const categories = await loadOr(context, companiesCalls.shopCategory, {}, []);
  const query = { ...asked, cat: knownId(asked.cat, categories) };
  const list = await loadList(context, companiesCalls.shopList, {
    cat_id: query.cat,
    ...pageBody(query, PAGE_SIZE.companyList),
  });
  return { query, categories, ...list };
}

/** Random settled companies (home 3, the /company landing more); `total` is the number of settled companies. */
export const loadSampleCompanies = (context: AppLoadContext, size: number): Promise<ListPage<ShopCard>> =>
  loadList(context, companiesCalls.shopRand, { page_size: size });

/** Each call counts a view (the server's see_number). */
export const loadCompany = (context: AppLoadContext, sp: URLSearchParams): Promise<CompanyDetail> =>
  loadItem(context, companiesCalls.shopDetail, sp);
