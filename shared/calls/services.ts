import { z } from 'zod';
import { idBody } from '../contracts/common';
import * as c from '../contracts/services';
import { call } from './define';

/** Technical, start-up, incubation (finance) and training services: public lists and details (server/modules/services). */

const noBody = z.object({}).passthrough();

export const techCategory = call('/api/demo/tech_category', c.techCategoryBody, z.array(c.category));
export const techList = call('/api/demo/tech_list', c.techListBody, z.array(c.techCard));
export const techDetail = call('/api/demo/tech_detail', idBody, c.techDetail);
export const startupList = call('/api/demo/start_list', c.startupListBody, z.array(c.startupCard));
export const startupDetail = call('/api/demo/start_detail', idBody, c.startupDetail);
export const financeList = call('/api/demo/finance_list', c.financeListBody, z.array(c.financeCard));
export const financeDetail = call('/api/demo/finance_detail', idBody, c.financeDetail);
export const trainCategory = call('/api/demo/train_category', noBody, z.array(c.category));
export const trainList = call('/api/demo/train_list', c.trainListBody, z.array(c.trainCard));
export const trainDetail = call('/api/demo/train_detail', idBody, c.trainDetail);
