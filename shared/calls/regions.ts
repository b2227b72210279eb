import { z } from 'zod';
import * as c from '../contracts/regions';
import { call } from './define';

/** Administrative divisions, level by level (server/modules/regions). */

export const getRegionList = call('/api/demo/getRegionList', c.regionListBody, z.array(c.regionItem));
