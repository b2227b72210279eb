/**
 * Who may read the public room listings (租赁服务): anyone, signed in or not. Only published rooms are shown
 * (lib/catalog.ts); a room's tenant and lease are billing's and never part of a listing. The answer is the same for
 * every visitor, so a visitor without a session is answered from the public cache (docs/CACHING.md).
 */
export const ROOMS_READ = { access: 'public', cache: 'public' } as const;
