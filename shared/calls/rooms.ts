import { z } from 'zod';
import { idBody } from '../contracts/common';
import * as c from '../contracts/services';
import { call } from './define';

/**
 * Rooms to lease, as the public sees them: the list and detail (server/modules/rooms). The spec's paths say lease_list;
 * a lease (the rent contract) is billing's (billingCalls.leaseList).
 */

export const roomList = call('/api/demo/lease_list', c.roomListBody, z.array(c.roomCard));
export const roomDetail = call('/api/demo/lease_detail', idBody, c.roomDetail);
