/**
 * Who may read the administrative divisions (GB/T 2260): anyone, since the settle-in form asks for an address before
 * it is sent. They are the same for every visitor, so a visitor without a session is answered from the public cache.
 */
export const REGIONS_READ = { access: 'public', cache: 'public' } as const;
