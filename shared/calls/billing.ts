import { z } from 'zod';
import * as c from '../contracts/billing';
import { call, download, query } from './define';

/** Billing: leases, service-fee contracts, payments and warnings (server/modules/billing, web/features/billing). */

const noBody = z.object({}).passthrough();
const saved = z.object({ id: z.number().int() });

// The company's own contracts and their payments (spec §7, user actions).
export const myRoom = query('/api/index/my_room', c.myContractsBody, z.array(c.myRoomEntry));
export const myOrtherroom = query('/api/index/my_ortherroom', c.myContractsBody, z.array(c.myFeeItem));
export const myRecord = query('/api/index/my_record', c.myRecordBody, z.array(c.paymentItem));

// Staff: the warning lists and overview (spec §7, admin), recording payments, correcting paid-through dates.
export const warnList = query('/api/index/warn_list', c.warnListBody, c.warnListData);
export const ortherwarnList = query('/api/index/ortherwarn_list', c.warnListBody, c.warnListData);
export const warnData = query('/api/index/warn_data', noBody, c.warnData);
export const updateTime = call('/api/index/update_time', c.updateTimeBody, z.object({ id: z.number().int(), expire_time: z.string() }));
export const payAdd = call('/api/admin/pay_add', c.payAddBody, c.payAddData);
export const recordList = query('/api/admin/record_list', c.recordListBody, z.array(c.paymentItem));

// Staff: leases and service-fee contracts.
export const leaseList = query('/api/admin/lease_list', c.contractListBody, z.array(c.leaseAdminItem));
export const feeList = query('/api/admin/fee_list', c.contractListBody, z.array(c.feeAdminItem));
export const leaseSave = call('/api/admin/lease_save', c.leaseSaveBody, saved);
export const feeSave = call('/api/admin/fee_save', c.feeSaveBody, saved);
export const leaseEnd = call('/api/admin/lease_end', c.contractEndBody, saved);
export const feeEnd = call('/api/admin/fee_end', c.contractEndBody, saved);
export const contractOptions = query('/api/admin/contract_options', noBody, c.contractOptions);

// Staff: Excel exports (GET; query strings in the API document).
export const warnExport = download('/api/admin/warn_export');
export const leaseExport = download('/api/admin/lease_export');
export const feeExport = download('/api/admin/fee_export');
export const paymentExport = download('/api/admin/payment_export');
export const parkPaymentExport = download('/api/admin/park_payment_export');
