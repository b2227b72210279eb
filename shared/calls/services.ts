import { z } from 'zod';
import { idBody } from '../contracts/common';
import * as c from '../contracts/services';
import { query } from './define';

/** Technical, start-up, incubation (finance) and training services: public lists and details (server/modules/services). */

const noBody = z.object({}).passthrough();

export const techCategory = query('/api/demo/tech_category', c.techCategoryBody, z.array(c.category));
export const techList = query('/api/demo/tech_list', c.techListBody, z.array(c.techCard));
export const techDetail = query('/api/demo/tech_detail', idBody, c.techDetail);
export const startupList = query('/api/demo/start_list', c.startupListBody, z.array(c.startupCard));
export const startupDetail = query('/api/demo/start_detail', idBody, c.startupDetail);
export const financeList = query('/api/demo/finance_list', c.financeListBody, z.array(c.financeCard));
export const financeDetail = query('/api/demo/finance_detail', idBody, c.financeDetail);
export const trainCategory = query('/api/demo/train_category', noBody, z.array(c.category));
export const trainList = query('/api/demo/train_list', c.trainListBody, z.array(c.trainCard));
export const trainDetail = query('/api/demo/train_detail', idBody, c.trainDetail);
