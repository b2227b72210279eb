import type { AppLoadContext } from 'react-router';
import * as messageCentreCalls from '@shared/calls/message-centre';
import type { MessageSettings } from '@shared/contracts/message-centre';
import { Code } from '@shared/envelope';

export type MessageSettingsLoad = { settings: MessageSettings | null; error: string | null };

/** 通知设置: the person's topics and channels (message_settings), or why they could not be read. */
export async function loadMessageSettings(context: AppLoadContext): Promise<MessageSettingsLoad> {
  const res = await context.api(messageCentreCalls.messageSettings, {});
  return res.code === Code.OK ? { settings: res.data, error: null } : { settings: null, error: res.msg || 'Error' };
}
