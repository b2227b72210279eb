import type { Actor } from './call';

/**
 * What a presented token names: the actor, or why not (50008 unknown, 50012 replaced, 50014 expired). `unknown`:
 * the token names no session at all (not one that ended, expired or was replaced); audit counts these.
 */
export type SessionLookup = { actor: Actor } | { problem: number; unknown?: true };

/**
 * Resolves a presented token. The query is the auth module's (session.service.ts resolveSession); server/app.ts hands
 * it to the session plugin, which imports no module.
 */
export type ResolveSession = (token: string) => Promise<SessionLookup>;
