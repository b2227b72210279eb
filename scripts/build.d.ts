// Types of scripts/build.js (plain JavaScript, so that `npm start` runs it without a TypeScript loader) for the
// TypeScript that imports it: server/test/ascii-build.test.ts, server/test/precompress-build.test.ts.
export const ROOT: string;
export const SERVER_ENTRY: string;
export function buildPath(buildDir: string): string;
export function serverEntryOf(buildDir: string): string;
export function sourceFingerprint(): string;
export function buildState(buildDir: string): 'missing' | 'stale' | 'fresh';
export function canBuild(): boolean;
export function asciiOnly(file: string, reprint: boolean): Promise<void>;
export function precompressAssets(buildDir: string): Promise<void>;
export function build(buildDir: string, options?: { ifStale?: boolean }): Promise<'built' | 'fresh'>;
