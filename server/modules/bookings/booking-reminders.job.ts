import type { FastifyInstance } from 'fastify';
import { BookingStatus } from '../../../shared/bookings/rules';
import { LoginType } from '../../../shared/constants';
import { MessageKind } from '../../../shared/message-centre/kinds';
import { MESSAGE_LINKS } from '../../../shared/message-centre/links';
import type { Db } from '../../db/client';
import { postToCompany, postToUsers, type MessageDraft } from '../message-centre/message-centre.public';
import { bookingsToRemind, markReminded, whenOf } from './bookings.service';

/** Bookings reminded per run (the next minute's run takes the rest). */
const REMINDER_BATCH = 100;

/**
 * An hour before a company's booking starts, a 会议提醒 message (and SMS, e-mail or WeChat where the person chose
 * them, through the message centre's outbox): to the member who booked it, or to the company's members when staff
 * booked it for the company. Each booking is reminded once (reminded_at, set in the message's transaction); a moved
 * booking is reminded again for its new time. A pending booking is reminded too: its time is held.
 */
export async function remindBookings(db: Db, now: Date): Promise<number> {
  let told = 0;
  for (const b of await bookingsToRemind(db, now, REMINDER_BATCH)) {
    const draft: MessageDraft = {
      kind: MessageKind.BOOKING_REMINDER,
      event: `${MessageKind.BOOKING_REMINDER}:${b.id}:${b.startAt.getTime()}`,
      title: `会议提醒：${b.spaceName} ${whenOf(b).slice(11)}`,
      body: `${whenOf(b)} ${b.subject}${b.status === BookingStatus.PENDING ? '（待园区审核）' : ''}`,
      link: MESSAGE_LINKS.roomBooking,
    };
    await db.transaction(async (tx) => {
      if (!(await markReminded(tx, b.id, now))) return;
      if (b.bookedByType === LoginType.PERSONAL && b.userId !== null) await postToUsers(tx, [b.userId], draft, now);
      else if (b.companyId !== null) await postToCompany(tx, b.companyId, draft, now);
      told += 1;
    });
  }
  return told;
}

/** The minute job's part (server/main.ts, with the publishing runs: one node at a time). */
export async function runBookingReminders(app: FastifyInstance, now: Date = app.clock()): Promise<void> {
  const told = await remindBookings(app.db, now);
  if (told) app.log.info({ told }, `会议提醒：${told} 条`);
}
