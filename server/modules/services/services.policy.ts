/**
 * Who may read the public services (科技, 创业, 孵化, 培训 and their categories): anyone, signed in or not. Only
 * published items are shown (lib/catalog.ts). The answer is the same for every visitor, so a visitor without a
 * session is answered from the public cache (docs/CACHING.md).
 */
export const SERVICES_READ = { access: 'public', cache: 'public' } as const;
