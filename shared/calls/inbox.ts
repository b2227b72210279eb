import { z } from 'zod';
import * as c from '../contracts/inbox';
import { query } from './define';

/** Both inboxes' backlog for the back office's overview and menu badges (server/modules/inbox, web/features/inbox). */

export const inboxSummary = query('/api/admin/inbox_summary', z.object({}).passthrough(), c.inboxSummary);
