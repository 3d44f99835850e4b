import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type NO_ONE,
  type Permission,
  ResultCode,
  type ScreenAccess,
} from '@tiangong/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.ts';
import { canExportScreen, holdsMenu } from '../auth/menu-grant.ts';
import { hasPermission } from '../auth/permission-check.ts';
import { resolveUser } from '../auth/request-user.ts';
import { fail } from './app-error.ts';
import { idempotentCall } from './idempotency.ts';
import { containsNul, loneSurrogateAt, loneSurrogateMessage, NUL_MESSAGE } from './nul-guard.ts';
import { hiddenKeys, type RedactionRules, redact } from './redact.ts';

/**
 * Who may call a route. Every route declares one; `routes.test.ts` fails on a route without it.
 * - `public`: anyone (login, logout);
 * - `session`: any logged-in account;
 * - `{ permission }`: a logged-in account holding that permission (SPEC §6, checked on the server);
 * - `{ menu: screen }`: the holders of the screen's menu only (data for its menu's holders);
 * - `{ export: screen }`: SPEC §6 export rule — super admin, or the screen's menu granted with EXPORT;
 *   with `permission` as well, the caller needs both (the export of a report only some may read).
 */
export type Access =
  | 'public'
  | 'session'
  | { permission: Permission | typeof NO_ONE }
  | { menu: string }
  | { export: string; permission?: Permission };

/** A declaration's access rule as a route's: `'menu'` is the holders of the screen's menu. */
export function declaredAccess(access: ScreenAccess, screen: string): Access {
  if (access === 'session') return 'session';
  if (access === 'menu') return { menu: screen };
  return { permission: access.permission };
}

export interface RouteContext<B, Q> {
  body: B;
  query: Q;
  /** The caller; null only on public routes called without a session. */
  user: AuthUser | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteSpec<B extends z.ZodType, Q extends z.ZodType, R> {
  method: 'GET' | 'POST';
  /** Path under /api, e.g. `/user/login`. */
  url: string;
  summary: string;
  tags: string[];
  access: Access;
  body?: B;
  query?: Q;
  /** Shape of `result` on success; documents the route and strips anything undeclared. */
  result?: z.ZodType<R>;
  /** Answer fields that need a permission to be seen (SPEC §6 field-level rules). */
  redact?: RedactionRules;
  /** The handler writes the reply itself (file downloads); no envelope. */
  raw?: boolean;
  handler: (ctx: RouteContext<z.output<B>, z.output<Q>>) => Promise<R> | R;
}

export interface RouteDeclaration {
  method: 'GET' | 'POST';
  url: string;
  access: Access;
  summary: string;
  redact?: RedactionRules;
  /** The payload schemas, kept so the route fuzzer can generate calls from them. */
  body?: z.ZodType;
  query?: z.ZodType;
  /** Answers a file rather than the envelope on success. */
  raw?: boolean;
}

const errorEnvelope = z.object({ resultCode: z.string(), result: z.string() });

export function isStateChanging(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method);
}

/** Adds a route under /api with its schema, access rule and the `{resultCode, result}` envelope. */
export function addRoute<
  B extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  R = unknown,
>(app: FastifyInstance, spec: RouteSpec<B, Q, R>): void {
  const url = `/api${spec.url}`;
  app.routeDeclarations.push({
    method: spec.method,
    url,
    access: spec.access,
    summary: spec.summary,
    redact: spec.redact,
    body: spec.body,
    query: spec.query,
    raw: spec.raw,
  });
  const success = z.object({ resultCode: z.literal('0'), result: spec.result ?? z.any() });
  app.withTypeProvider<ZodTypeProvider>().route({
    method: spec.method,
    url,
    schema: {
      summary: spec.summary,
      tags: spec.tags,
      ...(spec.body ? { body: spec.body } : {}),
      ...(spec.query ? { querystring: spec.query } : {}),
      ...(spec.raw ? {} : { response: { 200: z.union([success, errorEnvelope]) } }),
    },
    // Session and permission are checked before the body is validated, so a caller without a
    // session learns nothing about the payload a route expects.
    preValidation: async (request) => {
      const user = await resolveUser(request);
      if (spec.access === 'public') return;
      if (!user) fail(ResultCode.SESSION_INVALID);
      if (typeof spec.access !== 'object') return;
      if (
        'permission' in spec.access &&
        spec.access.permission &&
        !hasPermission(user, spec.access.permission)
      )
        fail(ResultCode.FORBIDDEN);
      if ('menu' in spec.access && !(await holdsMenu(request.server.db, user, spec.access.menu)))
        fail(ResultCode.FORBIDDEN);
      if ('export' in spec.access && !(await canExportScreen(request.server.db, user, spec.access.export))) {
        fail(ResultCode.FORBIDDEN, '您没有导出权限');
      }
    },
    // After access and the schema, before the handler: text with NUL or half a surrogate pair
    // never reaches SQL (nul-guard.ts).
    preHandler: async (request) => {
      if (containsNul(request.body) || containsNul(request.query)) fail(ResultCode.VALIDATION, NUL_MESSAGE);
      const surrogate = loneSurrogateAt(request.body) ?? loneSurrogateAt(request.query);
      if (surrogate !== undefined) fail(ResultCode.VALIDATION, loneSurrogateMessage(surrogate));
    },
    handler: async (request, reply) => {
      // A keyed state-changing call runs once; its repeats answer its result (idempotency.ts).
      const once = spec.raw || !isStateChanging(request.method) ? null : idempotentCall(request);
      const earlier = await once?.replay();
      if (earlier) return { resultCode: '0' as const, result: earlier.result };
      try {
        const result = await spec.handler({
          body: request.body as z.output<B>,
          query: request.query as z.output<Q>,
          user: request.authUser ?? null,
          request,
          reply,
        });
        if (spec.raw) return reply;
        const hidden = hiddenKeys(request.authUser?.roles ?? [], spec.redact);
        const answer = redact(result ?? null, hidden);
        await once?.done(answer);
        return { resultCode: '0' as const, result: answer };
      } catch (error) {
        await once?.failed();
        throw error;
      }
    },
  });
}

/** CSRF defence (DESIGN §3): state-changing calls must carry X-Requested-With. */
export function installCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || !isStateChanging(request.method)) return;
    if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
      request.log.warn({ url: request.url }, 'state-changing call without X-Requested-With refused');
      fail(ResultCode.CSRF);
    }
  });
}
