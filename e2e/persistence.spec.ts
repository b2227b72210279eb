import { describe, expect, it } from 'vitest';
import { ADMIN, api, restartServer } from './support';

describe('after a restart on the same data directory', () => {
  it('keeps the administrator session and the content', async () => {
    const login = await api<{ token: string; type: number }>('/api/user/admin_login', ADMIN);
    expect(login.body.code, login.body.msg).toBe(1);
    const token = login.body.data.token;
    expect(token).toBeTruthy();

    const before = await api('/api/index/userinfo', {}, token);
    expect(before.body.code, before.body.msg).toBe(1);
    const policiesBefore = await api<unknown[]>('/api/index/server_list', {});
    expect(policiesBefore.body.code).toBe(1);
    // Demo content is seeded on the first start of an empty embedded database.
    expect(policiesBefore.body.count).toBeGreaterThan(0);

    await restartServer();

    const after = await api<{ username: string }>('/api/index/userinfo', {}, token);
    expect(after.body.code, after.body.msg).toBe(1);
    expect(after.body.data.username).toBe(ADMIN.username);
    const policiesAfter = await api<unknown[]>('/api/index/server_list', {});
    expect(policiesAfter.body.count).toBe(policiesBefore.body.count);
    expect(policiesAfter.body.data).toEqual(policiesBefore.body.data);
  });
});
