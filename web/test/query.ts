// A page's URL query as the tests of its parsing read it: the loader gets it from its request's URL.

/** The search params of a query string (`tab=2&page=3`). */
export const sp = (query: string) => new URLSearchParams(query);

/** The search params of a link (`/system/leases?status=0`): what the page it leads to reads. */
export const paramsOf = (href: string) => new URL(href, 'http://x').searchParams;
