import type { Actor, CallContext } from '../../lib/call';
import { requireAccount } from './auth.policy';
import { loadStaff } from './staff-security.service';

type StaffAccount = NonNullable<Awaited<ReturnType<typeof loadStaff>>>;

/**
 * The handler of a call on the caller's own staff account (the 账号安全 page): the time, and the account read afresh
 * (a session of a removed account is refused as an invalid one), then `handler` with both.
 */
export const onOwnAccount =
  <B, T>(handler: (user: StaffAccount, ctx: CallContext<B, Actor>, now: Date) => Promise<T>) =>
  async (ctx: CallContext<B, Actor>): Promise<T> => {
    const now = ctx.req.server.clock();
    return handler(requireAccount(await loadStaff(ctx.db, ctx.actor.userId)), ctx, now);
  };
