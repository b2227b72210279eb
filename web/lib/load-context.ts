import type { WebContext } from '@shared/web-context';

// Loaders and actions receive the context server/plugins/web.ts builds for each request.
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends WebContext {}
}

export {};
