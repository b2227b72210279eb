import { z } from 'zod';
import { idBody } from '../contracts/common';
import * as c from '../contracts/services';
import { call } from './define';

/** Rooms to lease: the public list and detail (server/modules/rooms). Staff leases are billing.leaseList. */

export const leaseList = call('/api/demo/lease_list', c.leaseListBody, z.array(c.leaseCard));
export const leaseDetail = call('/api/demo/lease_detail', idBody, c.leaseDetail);
