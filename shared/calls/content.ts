import { z } from 'zod';
import * as c from '../contracts/content-admin';
import { call, query } from './define';

/**
 * Content (内容编辑): announcements, news, technical, start-up and incubation services, training and rooms in the back office
 * (server/modules/content, web/features/content); one set of calls, the kind in the body.
 */

const saved = z.object({ id: z.number().int() });

export const contentList = query('/api/admin/content_list', c.contentListBody, z.array(c.contentAdminItem));
export const contentTrash = call('/api/admin/content_trash', c.contentTrashBody, z.array(c.contentAdminItem));
export const contentDetail = query('/api/admin/content_detail', c.contentRefBody, c.contentAdminDetail);
export const contentOptions = query('/api/admin/content_options', z.object({}), c.contentOptions);
export const contentSave = call('/api/admin/content_save', c.contentSaveBody, saved);
export const contentPublish = call('/api/admin/content_publish', c.contentPublishBody, saved);
export const contentUnpublish = call('/api/admin/content_unpublish', c.contentRefBody, saved);
export const contentDelete = call('/api/admin/content_delete', c.contentRefBody, saved);
export const contentRestore = call('/api/admin/content_restore', c.contentRefBody, saved);
