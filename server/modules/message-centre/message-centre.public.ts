/** What other modules use of the message centre (issue 28: modules meet only through a named public file): telling people what happened. */
export { excerpt, markEventRead, postToCompany, postToStaff, postToUsers, untold, type MessageDraft } from './message-centre.service';
export { purgeDeliveryAddresses, runOutbox } from './outbox.service';
export { createMessageSenders } from './senders';

import type { FastifyInstance } from 'fastify';
import { startOutbox, type Outbox } from './outbox.service';
import { createMessageSenders } from './senders';

/** The process's sender of SMS, e-mail and WeChat messages (server/main.ts), with the app's database, clock and log. */
export function startMessageSending(app: FastifyInstance, intervalSeconds: number): Outbox {
  return startOutbox({
    db: app.db,
    senders: createMessageSenders(app.env, app.clock),
    intervalSeconds,
    log: app.log.child({ job: 'messages' }),
    clock: app.clock,
    publicUrl: app.env.publicUrl,
    sendHours: app.env.SEND_HOURS,
  });
}
