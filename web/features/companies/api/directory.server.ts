import type { AppLoadContext } from 'react-router';
import type { Category, ShopCard } from '@shared/contracts/services';
import { PAGE_SIZE } from '@shared/constants';
import { loadItem } from '~/lib/detail.server';
import { knownId } from '~/lib/list-query';
import { keywordBody, loadList, loadOr, type ListPage } from '~/lib/list-load.server';
import { parseCompanyQuery } from '../company-query';

/** shop_detail: the public card plus categories, region, address, main business and the brief. */
export type CompanyDetail = ShopCard & { cat_id: string; region: string; add_detail: string; content: string; domain: string; createtime: string };

/** /company_list: categories (全部 added by the page) and one page of 9 settled companies. */
export async function loadCompanyPage(context: AppLoadContext, sp: URLSearchParams) {
  const asked = parseCompanyQuery(sp);
  const categories = await loadOr<Category[]>(context, '/api/index/shop_category', {}, []);
  const query = { ...asked, cat: knownId(asked.cat, categories) };
  const list = await loadList<ShopCard>(context, '/api/index/shop_list', {
    cat_id: query.cat,
    ...keywordBody(query.keyword),
    start: query.page,
    page_size: PAGE_SIZE.companyList,
  });
  return { query, categories, ...list };
}

/** Random settled companies (home 3, the /company landing more); `total` is the number of settled companies. */
export const loadSampleCompanies = (context: AppLoadContext, size: number): Promise<ListPage<ShopCard>> =>
  loadList<ShopCard>(context, '/api/index/shop_rand', { page_size: size });

/** Each call counts a view (the server's see_number). */
export const loadCompany = (context: AppLoadContext, sp: URLSearchParams) =>
  loadItem<CompanyDetail>(context, '/api/index/shop_detail', sp);
