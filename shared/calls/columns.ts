import { z } from 'zod';
import * as c from '../contracts/columns';
import { call, query } from './define';

/** 栏目更新 (issue 13): each public column's freshness and its limits (server/modules/columns, web/features/columns). */

export const columnsOverview = query('/api/admin/columns_overview', z.object({}), z.array(c.columnOverviewItem));
/** Answers every column's limit (days) after the change. */
export const columnsLimitsSave = call('/api/admin/columns_limits_save', c.columnsLimitsSaveBody, z.record(z.string(), z.number().int()));
