import type { FastifyInstance } from 'fastify';
import { BILLING_MEMBERS } from '../../../shared/auth/member-roles';
import { addDays, parkToday } from '../../../shared/billing/rules';
import { BOOKING_MSG, BookingKind, BookingStatus, formatParkDateTime, hourMinute, openingOn } from '../../../shared/bookings/rules';
import * as bookingsCalls from '../../../shared/calls/bookings';
import { LoginType, ShopStatus } from '../../../shared/constants';
import { MessageKind } from '../../../shared/message-centre/kinds';
import { MESSAGE_LINKS } from '../../../shared/message-centre/links';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { fail } from '../../lib/errors';
import { companyFor, membershipOf } from '../members/members.public';
import { postToCompany, postToStaff } from '../message-centre/message-centre.public';
import {
  BOOKING_MEMBERS,
  BOOKING_STAFF,
  requireBookable,
  requireBooking,
  requireCancelInTime,
  requireHolding,
  requireOwnBooking,
  requirePending,
  requirePeopleFit,
  requireSpace,
} from './bookings.policy';
import { presentBooking, presentBookingAdmin, presentChargeAdmin, presentChargeMonth, presentSpace } from './bookings.presenter';
import {
  adminBookingsPage,
  approveBooking,
  bookingById,
  bookingView,
  calendarBookings,
  companyBookingsPage,
  endHold,
  insertBooking,
  moveBooking,
  settledCompany,
  spaceDay,
  whenOf,
  type BookingRow,
} from './bookings.service';
import { chargeMonth, companyCharges, monthCharges, payMonth } from './charges.service';
import { bookingRules, rulesOf, saveBookingRules, saveSpace, spaceById, spaceRows } from './spaces.service';

/**
 * Meeting-room booking (issue 33): the spaces and their days for everyone; booking, the company's list, cancelling and
 * the charges for a settled company's members (the company from the session, never from the body); 会议室管理 for
 * 园区运营. The company hears of what staff do to its bookings in the message centre (and by SMS, e-mail or WeChat as
 * its members chose), in the same transaction as the change.
 */
export function bookingsRoutes(app: FastifyInstance) {
  const now = () => app.clock();

  /** Tells the booking's company (its members who book) what staff did, in the change's transaction. */
  const tellCompany = (tx: Db, b: Pick<BookingRow, 'id' | 'companyId'>, title: string, body: string) =>
    b.companyId === null
      ? Promise.resolve()
      : postToCompany(
          tx,
          b.companyId,
          {
            kind: MessageKind.BOOKING_CHANGED,
            event: `${MessageKind.BOOKING_CHANGED}:${b.id}:${now().getTime()}`,
            title,
            body,
            link: MESSAGE_LINKS.roomBooking,
          },
          now(),
        );

  // -------------------------------------------------------------------------------------------------------
  // Everyone

  defineCall(
    app,
    bookingsCalls.roomSpaces,
    { access: 'public', cache: 'public', summary: '可预约的会议室、培训室和路演厅（图片、容纳人数、设备、开放时间、免费时长与价格）' },
    async ({ db }) => {
      const rows = await spaceRows(db);
      return { data: rows.map(presentSpace), count: rows.length };
    },
  );

  defineCall(
    app,
    bookingsCalls.roomSlots,
    {
      access: 'public',
      summary: '一个会议室某一天的半小时时段（空闲、已被预约、本企业的、已过去）；已入驻企业成员另得本月剩余免费时长',
    },
    async ({ db, actor, body }) => {
      const space = requireSpace(await spaceById(db, body.space_id));
      const member = actor?.loginType === LoginType.PERSONAL ? await membershipOf(db, actor, now()) : null;
      const companyId = member && member.company.status === ShopStatus.PASSED ? member.companyId : null;
      const { slots, freeLeft } = await spaceDay(db, space, body.date, companyId, now());
      const opening = openingOn({ openingHours: space.openingHours, closedDates: space.closedDates }, body.date);
      return {
        data: {
          space: presentSpace(space),
          date: body.date,
          open: opening ? hourMinute(opening.open) : '',
          close: opening ? hourMinute(opening.close) : '',
          slots,
          free_minutes_left: freeLeft,
          last_date: addDays(parkToday(now()), space.advanceDays),
        },
      };
    },
  );

  // -------------------------------------------------------------------------------------------------------
  // A settled company's members

  defineCall(
    app,
    bookingsCalls.roomBook,
    {
      access: 'personal',
      invalidates: false,
      perMinute: 30,
      summary: '预约会议室（同一会议室的时段不能重叠；超出每月免费时长的部分按价格计费）',
    },
    async ({ db, actor, body }) => {
      const { company } = await companyFor(db, actor, BOOKING_MEMBERS, now());
      const space = requireSpace(await spaceById(db, body.space_id));
      requireBookable(rulesOf(space), body.start, body.end, now(), 'company');
      requirePeopleFit(body.people, space.capacity);
      const status = space.needApproval ? BookingStatus.PENDING : BookingStatus.CONFIRMED;
      const id = await insertBooking(
        db,
        {
          spaceId: space.id,
          kind: BookingKind.COMPANY,
          companyId: company.id,
          userId: actor.userId,
          start: body.start,
          end: body.end,
          subject: body.subject,
          people: body.people,
          status,
        },
        now(),
        async (tx, bookingId) => {
          if (status !== BookingStatus.PENDING) return;
          await postToStaff(
            tx,
            {
              kind: MessageKind.STAFF_BOOKING,
              event: `${MessageKind.STAFF_BOOKING}:${bookingId}`,
              title: `会议室预约待审核：${space.name}`,
              body: `${company.name}：${whenOf({ startAt: body.start, endAt: body.end })} ${body.subject}`,
              link: MESSAGE_LINKS.staffBookings,
              actorId: actor.userId,
            },
            now(),
          );
        },
      );
      const rules = await bookingRules(db);
      return {
        msg: status === BookingStatus.PENDING ? BOOKING_MSG.bookedPending : BOOKING_MSG.booked,
        data: presentBooking((await bookingView(db, id))!, now(), rules.cancelBeforeHours),
      };
    },
  );

  defineCall(
    app,
    bookingsCalls.roomBookings,
    { access: 'personal', invalidates: false, summary: '本企业的会议室预约：type 0 即将开始，1 已结束，2 已取消或未通过' },
    async ({ db, actor, body }) => {
      const { company } = await companyFor(db, actor, BOOKING_MEMBERS, now());
      const [{ rows, total }, rules] = await Promise.all([companyBookingsPage(db, company.id, body.type, body, now()), bookingRules(db)]);
      return { data: rows.map((r) => presentBooking(r, now(), rules.cancelBeforeHours)), count: total };
    },
  );

  defineCall(
    app,
    bookingsCalls.roomCancel,
    { access: 'personal', invalidates: false, perMinute: 30, summary: '取消本企业的一条预约（开始前的园区规定时限之前）' },
    async ({ db, actor, body }) => {
      const { company } = await companyFor(db, actor, BOOKING_MEMBERS, now());
      const row = requireHolding(requireOwnBooking(await bookingById(db, body.id), company.id), now());
      const rules = await bookingRules(db);
      requireCancelInTime(row.startAt, now(), rules.cancelBeforeHours);
      if (!(await endHold(db, row, BookingStatus.CANCELLED, '', now()))) throw fail(BOOKING_MSG.notCancellable);
      return { msg: BOOKING_MSG.cancelled, data: presentBooking((await bookingView(db, row.id))!, now(), rules.cancelBeforeHours) };
    },
  );

  defineCall(
    app,
    bookingsCalls.roomCharges,
    { access: 'personal', invalidates: false, summary: '本企业每月的会议室使用费（超出免费时长的预约）及其缴费情况（负责人、财务）' },
    async ({ db, actor, body }) => {
      const { company } = await companyFor(db, actor, BILLING_MEMBERS, now());
      const [{ months, total }, rules] = await Promise.all([companyCharges(db, company.id, body), bookingRules(db)]);
      return { data: months.map((m) => presentChargeMonth(m, now(), rules.cancelBeforeHours)), count: total };
    },
  );

  // -------------------------------------------------------------------------------------------------------
  // Staff (会议室管理)

  defineCall(
    app,
    bookingsCalls.spaceList,
    { access: 'admin', roles: BOOKING_STAFF, invalidates: false, summary: '全部会议室（含停用的）' },
    async ({ db }) => {
      const rows = await spaceRows(db, true);
      return { data: rows.map(presentSpace), count: rows.length };
    },
  );

  defineCall(
    app,
    bookingsCalls.spaceSave,
    {
      access: 'admin',
      roles: BOOKING_STAFF,
      summary: '新建或修改会议室（开放时间、不开放日期、预约时长与提前天数、审核、价格、免费时长）',
    },
    async ({ db, body, req }) => {
      const saved = await saveSpace(db, body);
      if (!saved) throw fail(BOOKING_MSG.spaceMissing);
      await audit(db, req, { action: saved.before ? 'space.update' : 'space.create', objectType: 'space', objectId: saved.id });
      return { msg: '已保存', data: { id: saved.id } };
    },
  );

  defineCall(
    app,
    bookingsCalls.bookingCalendar,
    { access: 'admin', roles: BOOKING_STAFF, invalidates: false, summary: '会议室日历：一天或一周内每个会议室的预约与占用', count: false },
    async ({ db, body }) => {
      const [rows, spaceList] = await Promise.all([calendarBookings(db, body.date, body.days), spaceRows(db, true)]);
      return {
        data: {
          from: body.date,
          days: body.days,
          spaces: spaceList.map(presentSpace),
          bookings: rows.map((r) => presentBookingAdmin(r, now())),
        },
      };
    },
  );

  defineCall(
    app,
    bookingsCalls.bookingList,
    { access: 'admin', roles: BOOKING_STAFF, invalidates: false, summary: '会议室预约列表（默认待审核；按状态、主题或企业名称筛选）' },
    async ({ db, body }) => {
      const { rows, total } = await adminBookingsPage(db, body);
      return { data: rows.map((r) => presentBookingAdmin(r, now())), count: total };
    },
  );

  defineCall(
    app,
    bookingsCalls.bookingSave,
    {
      access: 'admin',
      roles: BOOKING_STAFF,
      invalidates: false,
      summary: '代企业预约（company_id），或园区占用会议室（company_id 为 0，主题写明原因）；时段不能与其他预约重叠',
    },
    async ({ db, actor, body, req }) => {
      const space = requireSpace(await spaceById(db, body.space_id), true);
      requireBookable(rulesOf(space), body.start, body.end, now(), 'staff');
      const company = body.company_id ? await settledCompany(db, body.company_id) : null;
      if (body.company_id && !company) throw fail('企业不存在或未入驻');
      const id = await insertBooking(
        db,
        {
          spaceId: space.id,
          kind: company ? BookingKind.COMPANY : BookingKind.BLOCK,
          companyId: company?.id ?? null,
          userId: actor.userId,
          start: body.start,
          end: body.end,
          subject: body.subject,
          people: body.people,
          status: BookingStatus.CONFIRMED,
        },
        now(),
        async (tx, bookingId) => {
          if (!company) return;
          await tellCompany(
            tx,
            { id: bookingId, companyId: company.id },
            `园区已为贵企业预约${space.name}`,
            `${whenOf({ startAt: body.start, endAt: body.end })} ${body.subject}`,
          );
        },
      );
      await audit(db, req, {
        action: 'booking.create',
        objectType: 'booking',
        objectId: id,
        detail: { space_id: space.id, company_id: company?.id ?? 0 },
      });
      return { msg: company ? '已为企业预约' : '已占用该时段', data: presentBookingAdmin((await bookingView(db, id))!, now()) };
    },
  );

  defineCall(
    app,
    bookingsCalls.bookingMove,
    { access: 'admin', roles: BOOKING_STAFF, invalidates: false, summary: '调整一条预约的会议室或时间（企业会收到通知）' },
    async ({ db, body, req }) => {
      const row = requireHolding(requireBooking(await bookingById(db, body.id)), now());
      const space = requireSpace(await spaceById(db, body.space_id), true);
      requireBookable(rulesOf(space), body.start, body.end, now(), 'staff');
      const before = whenOf(row);
      await moveBooking(db, row, { spaceId: space.id, start: body.start, end: body.end, remark: body.remark }, now(), (tx) =>
        tellCompany(
          tx,
          row,
          `会议室预约已调整：${space.name}`,
          `原 ${before}，现 ${whenOf({ startAt: body.start, endAt: body.end })}${body.remark ? `。${body.remark}` : ''}`,
        ),
      );
      await audit(db, req, {
        action: 'booking.move',
        objectType: 'booking',
        objectId: row.id,
        detail: { from: formatParkDateTime(row.startAt), to: formatParkDateTime(body.start), space_id: space.id },
      });
      return { msg: '已调整', data: presentBookingAdmin((await bookingView(db, row.id))!, now()) };
    },
  );

  defineCall(
    app,
    bookingsCalls.bookingCancel,
    { access: 'admin', roles: BOOKING_STAFF, invalidates: false, summary: '取消一条预约或占用（企业会收到通知）' },
    async ({ db, body, req }) => {
      const row = requireHolding(requireBooking(await bookingById(db, body.id)), now());
      const view = (await bookingView(db, row.id))!;
      const ok = await endHold(db, row, BookingStatus.CANCELLED, body.remark, now(), (tx) =>
        tellCompany(
          tx,
          row,
          `会议室预约已被园区取消：${view.spaceName}`,
          `${whenOf(row)} ${row.subject}${body.remark ? `。${body.remark}` : ''}`,
        ),
      );
      if (!ok) throw fail(BOOKING_MSG.notCancellable);
      await audit(db, req, { action: 'booking.cancel', objectType: 'booking', objectId: row.id });
      return { msg: BOOKING_MSG.cancelled, data: presentBookingAdmin((await bookingView(db, row.id))!, now()) };
    },
  );

  defineCall(
    app,
    bookingsCalls.bookingReview,
    {
      access: 'admin',
      roles: BOOKING_STAFF,
      invalidates: false,
      summary: '审核待审核的预约：pass 1 通过，0 不通过（写明原因，企业会收到通知）',
    },
    async ({ db, body, req }) => {
      const row = requirePending(requireBooking(await bookingById(db, body.id)), BookingStatus.PENDING);
      const view = (await bookingView(db, row.id))!;
      const remark = body.remark ? `。${body.remark}` : '';
      const ok = body.pass
        ? await approveBooking(db, row.id, body.remark, now(), (tx) =>
            tellCompany(tx, row, `会议室预约已通过：${view.spaceName}`, `${whenOf(row)} ${row.subject}${remark}`),
          )
        : await endHold(db, row, BookingStatus.REFUSED, body.remark, now(), (tx) =>
            tellCompany(tx, row, `会议室预约未通过：${view.spaceName}`, `${whenOf(row)} ${row.subject}${remark}`),
          );
      if (!ok) throw fail(BOOKING_MSG.notPending);
      await audit(db, req, { action: body.pass ? 'booking.approve' : 'booking.refuse', objectType: 'booking', objectId: row.id });
      return { msg: body.pass ? '已通过' : '已不通过', data: presentBookingAdmin((await bookingView(db, row.id))!, now()) };
    },
  );

  defineCall(
    app,
    bookingsCalls.bookingSettings,
    { access: 'admin', roles: BOOKING_STAFF, invalidates: false, summary: '会议室预约规则：提前取消时限，新会议室的每月免费时长' },
    async ({ db }) => {
      const r = await bookingRules(db);
      return { data: { cancel_before_hours: r.cancelBeforeHours, default_free_hours: r.defaultFreeHours } };
    },
  );

  defineCall(
    app,
    bookingsCalls.bookingSettingsSave,
    { access: 'admin', roles: BOOKING_STAFF, summary: '保存会议室预约规则（apply_to_all 为 1 时所有会议室的每月免费时长一并改为该值）' },
    async ({ db, body, req }) => {
      const r = await saveBookingRules(db, body);
      await audit(db, req, { action: 'booking.settings', objectType: 'space', detail: { ...body } });
      return { msg: '已保存', data: { cancel_before_hours: r.cancelBeforeHours, default_free_hours: r.defaultFreeHours } };
    },
  );

  defineCall(
    app,
    bookingsCalls.roomChargeList,
    { access: 'admin', roles: BOOKING_STAFF, invalidates: false, summary: '某月各企业的会议室使用费及缴费情况' },
    async ({ db, body }) => {
      const { months, total } = await monthCharges(db, body.month, body.keyword, body);
      return { data: months.map((m) => presentChargeAdmin(m, now())), count: total };
    },
  );

  defineCall(
    app,
    bookingsCalls.roomChargePay,
    { access: 'admin', roles: BOOKING_STAFF, invalidates: false, perMinute: 30, summary: '登记一家企业某月会议室使用费的缴费' },
    async ({ db, actor, body, req }) => {
      const outcome = await payMonth(db, body, actor.userId, now());
      if (outcome === 'none') throw fail('该企业当月没有会议室使用费');
      if (outcome === 'paid') throw fail('该月使用费已登记缴费，请刷新后查看');
      await audit(db, req, { action: 'booking_charge.pay', objectType: 'booking_charge', objectId: `${body.company_id}:${body.month}` });
      return { msg: '已登记缴费', data: presentChargeAdmin((await chargeMonth(db, body.company_id, body.month))!, now()) };
    },
  );
}
