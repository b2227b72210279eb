import { z } from 'zod';
import * as c from '../contracts/regions';
import { query } from './define';

/** Administrative divisions, level by level (server/modules/regions). */

export const getRegionList = query('/api/demo/getRegionList', c.regionListBody, z.array(c.regionItem));
