export * from './site';
export * from './auth';
export * from './content';
export * from './companies';
export * from './operations';
export * from './billing';
export * from './cluster';
