import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import * as authCalls from '@shared/calls/auth';
import * as messageCentreCalls from '@shared/calls/message-centre';
import { LoginType } from '@shared/constants';
import type { RootData } from '~/lib/root-data';
import { loader } from './root';

/** The root's load for a request with this session (none: a visitor), the calls it made, and what it gave the pages. */
async function load(user: { type: number } | null, token = user ? 't'.repeat(43) : undefined) {
  const api = vi.fn(async (call: { path: string }) => {
    if (call.path === authCalls.userinfo.path)
      return user ? { code: 1, msg: '', data: { id: 7, username: 'u', nickname: '', ...user } } : { code: 50008, msg: '', data: null };
    if (call.path === messageCentreCalls.messageCount.path) return { code: 1, msg: '', data: { unread: 3 } };
    return { code: 1, msg: '', data: call.path.endsWith('links') ? [] : {} };
  });
  const context = { api, token, secureCookies: false } as unknown as AppLoadContext;
  const res = (await loader({ request: new Request('http://park.test/'), context, params: {} } as Parameters<
    typeof loader
  >[0])) as unknown as {
    data: RootData;
  };
  const asked = api.mock.calls.map(([call]) => call.path);
  return { data: res.data, askedCount: asked.includes(messageCentreCalls.messageCount.path) };
}

describe('the root load: the header’s unread count', () => {
  it('gives a signed-in company user’s unread count to every page (the public header’s bell)', async () => {
    const { data, askedCount } = await load({ type: LoginType.PERSONAL });
    expect(askedCount).toBe(true);
    expect(data.unread).toBe(3);
  });

  it('asks nothing for a visitor, so the page the shared cache keeps carries no one’s count; staff get none here', async () => {
    const visitor = await load(null);
    expect(visitor.askedCount).toBe(false);
    expect(visitor.data.unread).toBeNull();
    expect((await load({ type: LoginType.ADMIN })).data.unread).toBeNull();
  });
});
