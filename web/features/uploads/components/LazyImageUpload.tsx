import { deferred } from '~/components/deferred';

/**
 * ImageUpload (antd's picture card) as a deferred part, for the back office's form drawers: the list page under the
 * drawer loads none of it (web/components/deferred.tsx). Drawn with `active`.
 */
export const LazyImageUpload = deferred(() => import('./ImageUpload').then((m) => m.ImageUpload));
