import { createHash, randomBytes } from 'node:crypto';
import type { OwnSession } from '@tiangong/domain';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { departments, sessions, users } from '../db/schema.ts';
import type { AuthUser } from './auth-user.ts';
import { roleNamesOf } from './user-roles.ts';

/**
 * Sessions live in the database so any number of server processes can serve one database.
 * The cookie carries a random 256-bit token; the table keeps only its SHA-256.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  token: string;
  /** Cookie lifetime in seconds; undefined = browser session cookie. */
  cookieMaxAge?: number;
}

function expiries(config: Config, remember: boolean, now = new Date()) {
  const minutes = remember ? config.session.rememberDays * 24 * 60 : config.session.idleMinutes;
  const absoluteMinutes = remember
    ? config.session.rememberDays * 24 * 60
    : config.session.absoluteHours * 60;
  return {
    idleExpiresAt: new Date(now.getTime() + minutes * 60_000),
    absoluteExpiresAt: new Date(now.getTime() + absoluteMinutes * 60_000),
  };
}

export async function createSession(
  db: DbOrTx,
  config: Config,
  input: { userId: number; credentialVersion: number; remember: boolean; ip?: string; userAgent?: string },
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    credentialVersion: input.credentialVersion,
    remember: input.remember,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300),
    ...expiries(config, input.remember),
  });
  return { token, cookieMaxAge: input.remember ? config.session.rememberDays * 86_400 : undefined };
}

/** Loads the session's user, or null when the session is unknown, expired, or the account left. */
export async function loadSessionUser(db: DbOrTx, config: Config, token: string): Promise<AuthUser | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      id: users.id,
      userName: users.userName,
      realName: users.realName,
      departmentName: departments.name,
      active: users.active,
      credentialVersion: users.credentialVersion,
      sessionVersion: sessions.credentialVersion,
      remember: sessions.remember,
      lastSeenAt: sessions.lastSeenAt,
      idleExpiresAt: sessions.idleExpiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      roles: roleNamesOf(users.id),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row) return null;
  const now = new Date();
  if (
    !row.active ||
    row.credentialVersion !== row.sessionVersion ||
    row.idleExpiresAt <= now ||
    row.absoluteExpiresAt <= now
  ) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  // Sliding idle expiry, written at most once a minute per session to spare the database.
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
    const { idleExpiresAt } = expiries(config, row.remember, now);
    await db
      .update(sessions)
      .set({
        lastSeenAt: now,
        idleExpiresAt: new Date(Math.min(idleExpiresAt.getTime(), row.absoluteExpiresAt.getTime())),
      })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return {
    id: row.id,
    userName: row.userName,
    realName: row.realName,
    departmentName: row.departmentName,
    roles: row.roles,
    sessionHash: tokenHash,
    credentialVersion: row.credentialVersion,
  };
}

export async function deleteSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a user, except optionally the caller's own. */
export async function deleteUserSessions(db: DbOrTx, userId: number, exceptHash?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, exceptHash))
        : eq(sessions.userId, userId),
    );
}

export async function purgeExpiredSessions(db: DbOrTx): Promise<void> {
  await db
    .delete(sessions)
    .where(sql`${sessions.idleExpiresAt} < now() or ${sessions.absoluteExpiresAt} < now()`);
}

/** The caller's live sessions, newest activity first; `current` marks the one asking. */
export async function listUserSessions(
  db: DbOrTx,
  userId: number,
  currentHash: string,
): Promise<OwnSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      remember: sessions.remember,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        sql`${sessions.idleExpiresAt} > now() and ${sessions.absoluteExpiresAt} > now()`,
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  return rows.map(({ tokenHash, createdAt, lastSeenAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    lastSeenAt: lastSeenAt.toISOString(),
    current: tokenHash === currentHash,
  }));
}

/** Ends one of the user's own sessions (下线); false when it is not theirs or already gone. */
export async function deleteOwnSession(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
    .returning({ id: sessions.id });
  return gone.length > 0;
}
