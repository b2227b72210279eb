import type { MessageSettings } from '@shared/contracts/message-centre';
import { MessageChannel, type MessageChannelValue } from '@shared/message-centre/kinds';

type ChannelState = MessageSettings['channels'][number];
type TopicChannel = MessageSettings['topics'][number]['channels'][number];

/** What a channel without the person's address says, in the person's words. */
const NO_ADDRESS: Record<MessageChannelValue, string> = {
  [MessageChannel.SMS]: '未绑定手机号',
  [MessageChannel.EMAIL]: '无电子邮箱',
  [MessageChannel.WECHAT]: '未绑定微信',
};

/** Where a channel reaches the person: the masked address, 未绑定手机号 and the like, or 园区未开通. */
export function channelReach(c: ChannelState): string {
  if (c.configured !== 1) return '园区未开通';
  return c.address || NO_ADDRESS[c.channel];
}

/** Whether the person can bind the channel's address on 账号绑定 (a mobile, WeChat): open, and without one. */
export const bindable = (c: ChannelState): boolean => c.configured === 1 && !c.address && c.channel !== MessageChannel.EMAIL;

/** The accessible name of a topic's switch for a channel: “入驻审核”的短信通知, “入驻审核”的微信通知. */
export const switchName = (label: string, channelName: string): string =>
  `“${label}”的${channelName}${channelName.endsWith('通知') ? '' : '通知'}`;

/**
 * A switch as shown: a channel the park has not opened is off and cannot be pressed (nothing goes out by it); one the
 * park requires is on and cannot be pressed; otherwise the person's choice.
 */
export function switchState(tc: TopicChannel, channel: ChannelState | undefined): { checked: boolean; disabled: boolean } {
  if (!channel || channel.configured !== 1) return { checked: false, disabled: true };
  if (tc.required === 1) return { checked: true, disabled: true };
  return { checked: tc.enabled === 1, disabled: false };
}

/** The id of a channel's reach line, which explains its switches (aria-describedby). */
export const reachId = (channel: string): string => `message-channel-${channel}`;
