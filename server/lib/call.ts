import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type z } from 'zod';
import type { ApiCall, CallAnswer, CallEffect } from '../../shared/calls/define';
import { holdsAnyRole, type StaffRoleValue } from '../../shared/auth/staff-roles';
import type { SessionRestriction } from '../../shared/contracts/auth';
import { Code } from '../../shared/envelope';
import { LoginType } from '../../shared/constants';
import { MSG } from '../../shared/messages';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { AppError, forbidden } from './errors';
import { presentsNoSession, sendAnswer } from './response-cache';
import { clientNetwork } from './rate-limit-store';

/**
 * `restriction`: a staff session that must first change its password ('password') or enrol the second factor
 * ('totp'); until then only calls marked `allowRestricted` run (issue 11).
 */
export type Actor = {
  userId: number;
  loginType: number;
  sessionId: number;
  restriction: SessionRestriction | null;
  /** A staff member's roles (shared/auth/staff-roles.ts), read with the session; empty for personal users. */
  roles: readonly StaffRoleValue[];
};

/**
 * Who may make a call: anyone, any signed-in user, staff only, or personal users only. A staff call ('admin')
 * also names its roles (CallOptions.roles).
 */
export type Access = 'public' | 'signed-in' | 'admin' | 'personal';

/** The staff roles a staff call is open to: a list, or 'any' (every staff account: its own account security). */
export type StaffRoles = readonly StaffRoleValue[] | 'any';

declare module 'fastify' {
  interface FastifyInstance {
    /** The folder under server/modules whose routes this scope registers (inModule); absent outside one. */
    callModule?: string;
  }
  interface FastifyRequest {
    actor: Actor | null;
    /** Why the presented token did not give a session: 50008, 50012 or 50014. */
    sessionProblem: number | null;
  }
}

export type CallContext<B, A extends Actor | null> = {
  body: B;
  actor: A;
  req: FastifyRequest;
  db: Db;
  env: Env;
};

/** `extra` adds top-level envelope fields where the spec puts them beside data (checkStatus's user_id). */
/** `code` answers a refusal that carries data (admin_login's {otp_required}); success by default. */
export type CallResult<T> = {
  data: T;
  count?: number;
  /** `count` is a lower bound (a list's Found.atLeast): the envelope says `count_at_least: true`. */
  countAtLeast?: boolean;
  msg?: string;
  extra?: Record<string, unknown>;
  code?: number;
  /** A write that this time changed nothing a page shows (a sign-in poll that found nothing new): signed-in pages stay kept. */
  unchanged?: boolean;
};

type ActorFor<A extends Access> = A extends 'public' ? Actor | null : Actor;

export type CallOptions<S extends z.ZodType, A extends Access> = {
  body: S;
  access: A;
  /** Staff calls only, and required there: the roles that may make it (issue 13); others get 无权访问. */
  roles?: StaffRoles;
  /** Requests per minute per client for this call, on top of the global limit. */
  perMinute?: number;
  /** Calls naming the same group share one `perMinute` count per client (the two sign-in paths). */
  rateGroup?: string;
  /** The zod schema of `data` (described in /api/openapi.json). */
  result?: z.ZodType;
  /** One line for people reading the API document (Chinese). */
  summary?: string;
  /**
   * Whether the envelope carries `count` (the list's total), for the API document. By default a call counts
   * when its result is an array or its body pages (has `page_size`); say `count: false` otherwise.
   */
  count?: boolean;
  /** Top-level envelope fields a call may add beside data (CallResult.extra), as a zod object, for the document. */
  extra?: z.ZodObject;
  /** May run in a restricted staff session (account security, userinfo, logout); others are refused until done. */
  allowRestricted?: boolean;
  /**
   * 'public': the answer is the same for every visitor (no actor, nothing personal, no view counted in it
   * beyond `onCacheHit`). A request presenting no session is then answered from the public response cache
   * (lib/response-cache.ts, docs/CACHING.md) for up to PUBLIC_CACHE_SECONDS. Public calls only.
   */
  cache?: 'public';
  /** What every answer from the cache must still do, with the validated body (count a view). */
  onCacheHit?: (body: z.output<S>) => void;
  /**
   * Whether a successful answer may have changed what visitors without a session see: then the content version
   * moves and every public cache starts afresh, so the next public read shows the change. Default: yes for
   * calls of signed-in users, no for public ones (anyone could otherwise empty the caches at will). Say
   * `invalidates: false` only for calls that change nothing public (reads, sign-in, private records).
   */
  invalidates?: boolean;
};

/** The options of a call declared in shared/calls/: its body and result schemas come with the declaration. */
export type DeclaredCallOptions<C extends ApiCall, A extends Access> = Omit<CallOptions<C['body'], A>, 'body' | 'result'>;

/** What the API document needs to know of a call; filled by defineCall as modules register. */
export type CallDescription = {
  path: string;
  access: Access;
  /** The staff roles of a staff call. */
  roles?: StaffRoles;
  body: z.ZodType;
  result?: z.ZodType;
  summary?: string;
  /** The envelope carries `count` beside `data`. */
  count: boolean;
  /** Top-level envelope fields beside data, if the call adds any. */
  extra?: z.ZodObject;
  /** Requests per minute per client, when the call has its own limit. */
  perMinute?: number;
  /** The folder under server/modules the call is registered from (inModule; '' outside one), for the document's tags. */
  module: string;
  /** What a successful call does to the data signed-in pages show (shared/calls/define.ts `call` / `query`). */
  effect: CallEffect;
};

const catalog = new Map<string, CallDescription>();

/** A registered call's description, by path (the page plugin asks whether a page's calls were all reads). */
export function describedCall(path: string): CallDescription | undefined {
  return catalog.get(path);
}

/** Every call registered so far, in registration order (the same for every app built in one process). */
export function describedCalls(): CallDescription[] {
  return [...catalog.values()];
}

export function requireActor(req: FastifyRequest, access: Access, allowRestricted = false, roles?: StaffRoles): Actor | null {
  if (access === 'public') return req.actor;
  if (!req.actor) {
    if (req.sessionProblem) {
      const msg =
        req.sessionProblem === Code.TOKEN_EXPIRED
          ? MSG.tokenExpired
          : req.sessionProblem === Code.LOGGED_IN_ELSEWHERE
            ? MSG.loggedInElsewhere
            : MSG.tokenInvalid;
      throw new AppError(req.sessionProblem, msg);
    }
    throw new AppError(Code.TOKEN_INVALID, MSG.loginRequired);
  }
  if (access === 'admin' && (req.actor.loginType !== LoginType.ADMIN || !holdsAnyRole(req.actor.roles, roles ?? []))) throw forbidden();
  if (access === 'personal' && req.actor.loginType !== LoginType.PERSONAL) throw forbidden(MSG.switchToPersonal);
  const refusal = restrictionRefusal(req.actor);
  if (refusal && !allowRestricted) throw new AppError(Code.FAIL, refusal);
  return req.actor;
}

/**
 * The query of a staff download (GET, binary, so not a defineCall call; errors still answer with the JSON envelope):
 * the caller must hold one of `roles`, and `schema` checks the query string (its first message refuses).
 */
export function staffQuery<T extends z.ZodType>(req: FastifyRequest, roles: StaffRoles, schema: T): z.output<T> {
  requireActor(req, 'admin', false, roles);
  const parsed = schema.safeParse(req.query ?? {});
  if (!parsed.success) throw new AppError(Code.FAIL, parsed.error.issues[0]?.message ?? MSG.badJson);
  return parsed.data;
}

/**
 * What a restricted staff session (Actor.restriction) is told outside the calls that allow it, or null when the
 * session is not restricted; the file routes outside defineCall refuse with the same words.
 */
export function restrictionRefusal(actor: Actor): string | null {
  if (!actor.restriction) return null;
  return actor.restriction === 'password' ? MSG.passwordChangeRequired : MSG.totpEnrolRequired;
}

/**
 * Registers one spec call: POST, fixed order (authenticate, validate, handle), envelope out.
 * Handlers receive the session's actor; ids in the payload never decide who is asking.
 */
export function defineCall<C extends ApiCall, A extends Access>(
  app: FastifyInstance,
  call: C,
  opts: DeclaredCallOptions<C, A>,
  handler: (ctx: CallContext<z.output<C['body']>, ActorFor<A>>) => Promise<CallResult<CallAnswer<C>>>,
): void;
export function defineCall(
  app: FastifyInstance,
  call: ApiCall,
  given: DeclaredCallOptions<ApiCall, Access>,
  handler: (ctx: CallContext<unknown, Actor | null>) => Promise<CallResult<unknown>>,
): void {
  const path = call.path;
  const opts: CallOptions<z.ZodType, Access> = { ...given, body: call.body, result: call.result };
  const cached = opts.cache === 'public';
  if (cached && opts.access !== 'public') throw new Error(`${path}: cache 'public' is for public calls only`);
  if ((opts.access === 'admin') !== (opts.roles !== undefined))
    throw new Error(`${path}: a staff call names its roles, and only a staff call`);
  const invalidates = opts.invalidates ?? (opts.access !== 'public' && !cached);
  if (cached) app.publicCache?.calls.add(path);
  catalog.set(path, {
    path,
    access: opts.access,
    roles: opts.roles,
    body: opts.body,
    result: opts.result,
    summary: opts.summary,
    count: opts.count ?? countsByDefault(opts),
    extra: opts.extra,
    perMinute: opts.perMinute,
    module: app.callModule ?? '',
    effect: call.effect,
  });
  app.post(
    path,
    {
      config: opts.perMinute
        ? {
            rateLimit: {
              max: opts.perMinute,
              timeWindow: '1 minute',
              ...(opts.rateGroup ? { groupId: opts.rateGroup } : {}),
              ...(opts.access === 'public' ? {} : { keyGenerator: sessionKey }),
            },
          }
        : {},
    },
    async (req, reply) => {
      // A visitor without a session, asking a public call: the kept envelope, as it was sent.
      const cache = cached && presentsNoSession(req) ? app.publicCache : undefined;
      const key = cache?.answerKey(path, req.body);
      if (key) {
        const hit = cache!.answer(key);
        if (hit) {
          hit.onHit?.();
          return sendAnswer(req, reply, hit);
        }
      }
      const version = cache?.version ?? 0;
      const actor = requireActor(req, opts.access, opts.allowRestricted, opts.roles);
      const parsed = opts.body.safeParse(req.body ?? {});
      if (!parsed.success) throw new AppError(Code.FAIL, parsed.error.issues[0]?.message ?? MSG.badJson);
      const result = await handler({ body: parsed.data, actor, req, db: app.db, env: app.env });
      const envelope: Record<string, unknown> = {
        ...result.extra,
        code: result.code ?? Code.OK,
        msg: result.msg ?? MSG.ok,
        data: result.data,
      };
      if (result.count !== undefined) envelope.count = result.count;
      if (result.countAtLeast) envelope.count_at_least = true;
      if (envelope.code !== Code.OK) return envelope;
      // A public change drops the signed-in pages too; a write that changes nothing public drops only them.
      if (invalidates) app.publicCache?.bump();
      else if (call.effect === 'write' && !result.unchanged) app.signedInPages?.bump();
      if (!key) return envelope;
      // Only successes are kept (never a refusal or a validation message), and only if nothing changed meanwhile.
      const onHit = opts.onCacheHit ? () => opts.onCacheHit!(parsed.data) : undefined;
      return sendAnswer(req, reply, cache!.keepAnswer(key, version, envelope, onHit));
    },
  );
}

function countsByDefault(opts: { body: z.ZodType; result?: z.ZodType }): boolean {
  if (opts.result?.def.type === 'array') return true;
  const shape = (opts.body.def as { shape?: Record<string, unknown> }).shape;
  return !!shape && 'page_size' in shape;
}

/**
 * A module's route plugin in a scope that names the module (its folder under server/modules): defineCall records it
 * for the API document's tags. Named here rather than read from a call's stack: in the built server a stack names
 * build/server-main.js until Node parses its source map, which then stays in the heap (~15 MB; docs/RELIABILITY.md).
 */
export function inModule(module: string, routes: (app: FastifyInstance) => unknown): FastifyPluginAsync;
export function inModule<O>(module: string, routes: (app: FastifyInstance, opts: O) => unknown, opts: O): FastifyPluginAsync;
export function inModule<O>(module: string, routes: (app: FastifyInstance, opts?: O) => unknown, opts?: O): FastifyPluginAsync {
  return async (scope) => {
    scope.decorate('callModule', module);
    await routes(scope, opts);
  };
}

/**
 * Per-call limits on signed-in calls count per session (colleagues behind one address do not share them): the
 * session the request authenticates as (req.actor), never a token it merely presents, so a random `__Host-token`
 * beside a valid `token` cookie (or a random header) counts as that session or as its network, not as a fresh
 * client. A request without a session counts by its network (clientNetwork: IPv6 per /64). The session is known
 * from preHandler on, so limits keyed here are counted there (plugins/rate-limit.ts).
 */
export function sessionKey(req: FastifyRequest): string {
  return req.actor ? `s:${req.actor.sessionId}` : `ip:${clientNetwork(req.ip)}`;
}

/** The client's address as the proxy settings allow us to trust it. */
export function clientIp(req: FastifyRequest): string {
  return req.ip ?? '';
}
