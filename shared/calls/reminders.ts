import { z } from 'zod';
import * as c from '../contracts/billing';
import { call, query } from './define';

/** Expiry reminders: what was sent, and running the job now (server/modules/reminders, web/features/billing/contracts). */

export const reminderList = query('/api/admin/reminder_list', c.reminderListBody, z.array(c.reminderItem));
export const reminderRun = call('/api/admin/reminder_run', z.object({}).passthrough(), c.reminderSummary);
