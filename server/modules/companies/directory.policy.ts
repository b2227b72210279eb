/**
 * Who may read the public directory of settled companies (入驻企业): anyone. Only settled companies the park lists are
 * shown (publicCompany), and only their public facts (directory.presenter.ts). The lists are the same for every
 * visitor, so they are answered from the public cache to visitors without a session (docs/CACHING.md).
 */
export const DIRECTORY_READ = { access: 'public', cache: 'public' } as const;

/** A company's page counts each view (spec: 浏览数加一) and shows the count including it: never from the cache. */
export const COMPANY_PAGE_READ = { access: 'public' } as const;
