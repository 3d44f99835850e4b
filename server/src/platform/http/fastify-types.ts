import type { Config } from '../../config.ts';
import type { AuthUser } from '../auth/auth-user.ts';
import type { Db } from '../db/client.ts';
import type { DocumentRegistry } from '../documents/registry.ts';
import type { RouteDeclaration } from './route.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    documents: DocumentRegistry;
    config: Config;
    routeDeclarations: RouteDeclaration[];
    registeredApiRoutes: { method: string; url: string }[];
  }
  interface FastifyRequest {
    /** undefined: not resolved yet; null: resolved, no valid session. */
    authUser?: AuthUser | null;
  }
}
