import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../env';
import { createNoticeChannels } from '../notifications/create-channels';
import { reminderChannel, type ReminderChannel } from './channels';

/** The channels REMINDER_CHANNELS names, in its order (env.ts already refused unconfigured ones). */
export function createChannels(env: Env, log: FastifyBaseLogger): ReminderChannel[] {
  return createNoticeChannels(env, log).map(reminderChannel);
}
