import { z } from 'zod';
import * as c from '../contracts/services';
import { query } from './define';

/** The navigation search (server/modules/search): one category's hits for a keyword, signed-in users only. */

export const searchList = query('/api/index/search_list', c.searchListBody, z.array(c.searchHit));
