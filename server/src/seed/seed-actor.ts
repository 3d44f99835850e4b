import { randomUUID } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from '../platform/auth/auth-user.ts';
import { rolesOf } from '../platform/auth/user-roles.ts';
import type { Db, DbOrTx } from '../platform/db/client.ts';
import { departments, users } from '../platform/db/schema.ts';
import { saveDocument, transitionDocument } from '../platform/documents/document.service.ts';
import { findDocument, findItems } from '../platform/documents/document-query.ts';
import { saveSchema, transitionBody } from '../platform/documents/document-schemas.ts';

/**
 * A demo user working through the document engine's services, as the API would for them but
 * without HTTP: no login (an argon2 verify each), no session, no per-request log line. The
 * services want a request only for its user and the audit record; this is the one place that
 * makes such a stand-in, so a change of their signatures is met here and nowhere else.
 */
export interface SeedActor {
  request(): FastifyRequest;
  save(key: string, body: Body): Promise<{ id: number }>;
  transition(key: string, input: z.input<typeof transitionBody>): Promise<{ id: number; status: string }>;
  detail(key: string, id: number): Promise<Body & { items: Body[] }>;
}

type Body = Record<string, unknown>;

// What the API would have received: JSON drops undefined keys and turns dates into strings.
const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export async function seedActor(app: FastifyInstance, db: DbOrTx, userName: string): Promise<SeedActor> {
  const [user] = await db
    .select({
      id: users.id,
      userName: users.userName,
      realName: users.realName,
      departmentName: departments.name,
      credentialVersion: users.credentialVersion,
    })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(eq(users.userName, userName));
  if (!user) throw new Error(`demo seed: no user ${userName}`);
  const authUser: AuthUser = { ...user, roles: await rolesOf(db, user.id), sessionHash: '' };
  const request = () =>
    ({ authUser, ip: '127.0.0.1', id: randomUUID(), log: app.log }) as unknown as FastifyRequest;
  const registry = app.documents;
  // Each call is atomic on its own, like one API request (a savepoint if the seed runs inside a
  // transaction of its own).
  // Between steps the event loop gets a turn, so requests that arrived meanwhile (the first login)
  // are read and queue for the database instead of waiting for the whole seed.
  const atomically = async <T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> => {
    const result = await (db as Db).transaction(work);
    await setImmediate();
    return result;
  };
  return {
    request,
    save: (key, body) => {
      const doc = registry.get(key);
      const input = saveSchema(doc.def).parse(wire(body)) as Body;
      app.log.debug({ doc: key, user: userName }, 'demo seed: save');
      return atomically((tx) => saveDocument(tx, request(), registry, doc, input));
    },
    transition: (key, body) => {
      const input = transitionBody.parse(wire(body));
      app.log.debug({ doc: key, user: userName, action: input.action }, 'demo seed: transition');
      return atomically((tx) => transitionDocument(tx, request(), registry, registry.get(key), input));
    },
    detail: async (key, id) => {
      const { def } = registry.get(key);
      const row = await findDocument(db, registry, def, authUser, id);
      if (!row) throw new Error(`demo seed: ${key} ${id} not found`);
      return wire({ ...row, items: await findItems(db, registry, def, authUser.roles, id) });
    },
  };
}
