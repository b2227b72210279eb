import { z } from 'zod';
import { idBody } from '../contracts/common';
import * as c from '../contracts/services';
import { query } from './define';

/**
 * Rooms to lease, as the public sees them: the list and detail (server/modules/rooms). The spec's paths say lease_list;
 * a lease (the rent contract) is billing's (billingCalls.leaseList).
 */

export const roomList = query('/api/demo/lease_list', c.roomListBody, z.array(c.roomCard));
export const roomDetail = query('/api/demo/lease_detail', idBody, c.roomDetail);
