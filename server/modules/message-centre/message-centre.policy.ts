import { fail } from '../../lib/errors';

/** Another person's message answers as a missing one: nobody learns whether an id exists. */
export const MESSAGE_MISSING = '消息不存在';

export function requireOwnMessage(found: boolean): void {
  if (!found) throw fail(MESSAGE_MISSING);
}

export { MESSAGE_DELIVERY_STAFF } from '../../../shared/auth/module-roles';

/** 通知设置's refusals: a topic that is not the caller's, and a channel the park requires. */
export const SETTING_UNKNOWN = '消息类型不存在';
export const SETTING_REQUIRED = '该类消息的此渠道为园区规定必须接收，不能关闭';
export const DELIVERY_NOT_FAILED = '只有发送失败的记录可以重新发送';
export const DELIVERY_ADDRESS_PURGED = '该记录的收件地址已超过保留期限被删除，无法重新发送';

export function requireChoiceSaved(outcome: 'unknown' | 'required' | 'saved'): void {
  if (outcome === 'unknown') throw fail(SETTING_UNKNOWN);
  if (outcome === 'required') throw fail(SETTING_REQUIRED);
}

export function requireResent(outcome: 'resent' | 'not_failed' | 'no_address'): void {
  if (outcome === 'no_address') throw fail(DELIVERY_ADDRESS_PURGED);
  if (outcome !== 'resent') throw fail(DELIVERY_NOT_FAILED);
}
