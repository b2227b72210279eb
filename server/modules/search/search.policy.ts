/**
 * Who may search (the navigation search, search_list): signed-in users only (spec §2: the search page is behind the
 * sign-in). A search changes nothing public, so it leaves the public caches as they are. What it finds is only what
 * the public sees: published items and listed settled companies (search.service.ts).
 */
export const SEARCH_ACCESS = { access: 'signed-in', invalidates: false } as const;
