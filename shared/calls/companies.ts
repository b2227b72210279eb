import { z } from 'zod';
import { idBody } from '../contracts/common';
import * as c from '../contracts/companies';
import * as s from '../contracts/services';
import { call, query } from './define';

/** Settled companies: the public directory, the staff's listing corrections and the company's brief (server/modules/companies). */

const noBody = z.object({}).passthrough();

// The public directory (spec §2 入驻企业).
export const shopCategory = query('/api/index/shop_category', noBody, z.array(s.category));
export const shopList = query('/api/index/shop_list', s.shopListBody, z.array(s.shopCard));
export const shopRand = query('/api/index/shop_rand', s.shopRandBody, z.array(s.shopCard));
export const shopDetail = query('/api/index/shop_detail', idBody, s.shopDetail, { live: true });

// Staff (park operations): a settled company's public listing.
export const companyListing = query('/api/admin/company_listing', idBody, c.companyListing);
export const companyListingSave = call('/api/admin/company_listing_save', c.companyListingSaveBody, z.object({ id: z.number().int() }));

// The company's own brief (spec §2 企业简介, §7 intro_edit).
export const myIntro = query('/api/index/my_intro', noBody, c.companyBrief);
export const introEdit = call('/api/index/intro_edit', c.introEditBody, c.companyBrief);
