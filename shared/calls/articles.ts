import { z } from 'zod';
import * as c from '../contracts/articles';
import { idBody } from '../contracts/common';
import * as p from '../contracts/policies-admin';
import { call, query } from './define';

/** Articles: policy items, announcements and news (server/modules/articles, web/features/articles). */

const saved = z.object({ id: z.number().int() });

// Public pages (spec §1, §2): the home tabs, policy items, announcements and news.
export const homePolicy = query('/api/demo/home_policy', z.object({}).passthrough(), c.homePolicyTabs);
export const serverList = query('/api/index/server_list', c.serverListBody, z.array(c.policyCard));
export const serverDetail = query('/api/index/server_detail', c.serverDetailBody, c.policyDetail);
export const articleList = query('/api/demo/article_list', c.articleListBody, z.array(c.articleCard));
export const articleDetail = query('/api/demo/article_detail', c.articleDetailBody, c.articleDetail);
/** Not in the spec: the year filter's choices of /information, /notice and /news (docs/spec-decisions.md). */
export const articleYears = query('/api/demo/article_years', c.articleYearsBody, c.articleYears);

// Staff (内容编辑): policy items in the back office (issue 13).
export const policyList = query('/api/admin/policy_list', p.policyAdminListBody, z.array(p.policyAdminItem));
export const policyTrash = call('/api/admin/policy_trash', p.policyTrashBody, z.array(p.policyAdminItem));
export const policyDetail = query('/api/admin/policy_detail', idBody, p.policyAdminDetail);
export const policySave = call('/api/admin/policy_save', p.policySaveBody, saved);
export const policyPublish = call('/api/admin/policy_publish', p.policyPublishBody, saved);
export const policyUnpublish = call('/api/admin/policy_unpublish', idBody, saved);
export const policyDelete = call('/api/admin/policy_delete', idBody, saved);
export const policyRestore = call('/api/admin/policy_restore', idBody, saved);

/**
 * The attachment upload: multipart, not JSON, so it is no `call` (server/modules/articles/policy-files.routes.ts
 * registers it by hand); its path is said here once all the same.
 */
export const POLICY_FILE_UPLOAD_PATH = '/api/admin/policy_file_upload';
