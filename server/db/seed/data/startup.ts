import type { ServiceSeed } from './tech';
import startupItemsRows from './startup.json';

export type StartupSeed = ServiceSeed & { type: 1 | 2 | 3; title: string };

/** Start-up services: 1 工商注册与财税, 2 知识产权, 3 政策服务. */
export const STARTUP_ITEMS = startupItemsRows as StartupSeed[];
