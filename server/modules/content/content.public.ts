/**
 * What other modules use of content (issue 28: modules meet only through a named public file): the lifecycle of a
 * public item, which policies (server/modules/articles) share with the content kinds.
 */
export { deleteItem, itemById, publishDueItems, publishItem, purgeDeletedItems, restoreItem, unpublishItem, updateItem } from './lifecycle';
export { publication, recoverableSince, restoreDeadline, type Lifecycle } from './lifecycle';
