import type { FastifyInstance } from 'fastify';
import * as messageCentreCalls from '../../../shared/calls/message-centre';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { addressesOf, audienceOf, channelChoices, deliveryById, deliveryPage, saveChannelChoice } from './channels.service';
import { MESSAGE_DELIVERY_STAFF, requireChoiceSaved, requireOwnMessage, requireResent } from './message-centre.policy';
import { presentDelivery, presentMessage, presentSettings } from './message-centre.presenter';
import { markRead, messagePage, unreadCount } from './message-centre.service';
import { resendDelivery } from './outbox.service';
import { configuredChannels } from './senders';

/** The message centre (issue 32): every signed-in person's own messages, the unread count (the bell), marking read. */
export function messageCentreRoutes(app: FastifyInstance) {
  defineCall(
    app,
    messageCentreCalls.messageList,
    { access: 'signed-in', invalidates: false, summary: '本人的消息（新的在前；unread=1 仅未读），每页 7 条' },
    async ({ db, actor, body }) => {
      const { rows, total } = await messagePage(db, actor.userId, body);
      return { data: rows.map(presentMessage), count: total };
    },
  );

  defineCall(
    app,
    messageCentreCalls.messageRead,
    { access: 'signed-in', invalidates: false, summary: '标记本人的一条消息（id）或全部消息（all=1）为已读，返回未读数' },
    async ({ db, actor, body }) => {
      requireOwnMessage(await markRead(db, actor.userId, body, app.clock()));
      return { msg: body.all ? '已全部标记为已读' : '已标记为已读', data: { unread: await unreadCount(db, actor.userId) } };
    },
  );

  defineCall(
    app,
    messageCentreCalls.messageCount,
    { access: 'signed-in', invalidates: false, summary: '本人的未读消息数（页头铃铛，页面每 30 秒询问一次）' },
    async ({ db, actor }) => ({ data: { unread: await unreadCount(db, actor.userId) } }),
  );

  const settingsOf = async (db: typeof app.db, userId: number, loginType: number) =>
    presentSettings(await channelChoices(db, userId, audienceOf(loginType)), await addressesOf(db, userId), configuredChannels(app.env));

  defineCall(
    app,
    messageCentreCalls.messageSettings,
    {
      access: 'personal',
      invalidates: false,
      summary: '通知设置：本人每类消息的短信、电子邮件、微信通知开关，及各渠道送达的地址（部分隐藏）',
    },
    async ({ db, actor }) => ({ data: await settingsOf(db, actor.userId, actor.loginType) }),
  );

  defineCall(
    app,
    messageCentreCalls.messageSettingSave,
    { access: 'personal', invalidates: false, summary: '打开或关闭本人某类消息的一个通知渠道（园区规定必须接收的不能关闭）；返回全部设置' },
    async ({ db, actor, body }) => {
      requireChoiceSaved(await saveChannelChoice(db, actor.userId, audienceOf(actor.loginType), body));
      return { msg: '已保存', data: await settingsOf(db, actor.userId, actor.loginType) };
    },
  );

  defineCall(
    app,
    messageCentreCalls.messageDeliveryList,
    {
      access: 'admin',
      roles: MESSAGE_DELIVERY_STAFF,
      invalidates: false,
      summary: '消息发送记录（短信、电子邮件、微信通知；最新在前；按状态、渠道、标题或接收人筛选）',
    },
    async ({ db, body }) => {
      const { rows, total } = await deliveryPage(db, body);
      return { data: rows.map(presentDelivery), count: total };
    },
  );

  defineCall(
    app,
    messageCentreCalls.messageDeliveryResend,
    { access: 'admin', roles: MESSAGE_DELIVERY_STAFF, perMinute: 30, summary: '重新发送一条发送失败的消息（立即排队，再重试 24 小时）' },
    async ({ db, body, req }) => {
      requireResent(await resendDelivery(db, body.id, app.clock()));
      await audit(db, req, { action: 'message_delivery.resend', objectType: 'message_delivery', objectId: body.id });
      return { msg: '已重新排队发送', data: presentDelivery((await deliveryById(db, body.id))!) };
    },
  );
}
