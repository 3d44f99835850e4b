import { isValidPassword, ResultCode, type UserInfo } from '@tiangong/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import { clearFailures, isLocked, recordFailure, throttleKeys } from '../../platform/auth/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  type NewSession,
} from '../../platform/auth/session.service.ts';
import { rolesOf } from '../../platform/auth/user-roles.ts';
import { departments, sessions, users } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/app-error.ts';
import { buildUserInfo } from './user-info.service.ts';

export interface LoginInput {
  userName: string;
  password: string;
  remember: boolean;
}

/** Checks the password, rotates the session and answers the user info (SPEC §3). */
export async function login(
  request: FastifyRequest,
  input: LoginInput,
  previousToken: string | undefined,
): Promise<{ info: UserInfo; session: NewSession }> {
  const { db, config } = request.server;
  const keys = throttleKeys(input.userName, request.ip);
  if (await isLocked(db, [keys.account, keys.ip])) fail(ResultCode.LOGIN_THROTTLED);

  const [account] = await db
    .select({
      id: users.id,
      userName: users.userName,
      realName: users.realName,
      passwordHash: users.passwordHash,
      active: users.active,
      credentialVersion: users.credentialVersion,
      departmentName: departments.name,
    })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(sql`lower(${users.userName}) = ${input.userName.trim().toLowerCase()}`);

  if (!(await verifyPassword(account?.passwordHash ?? null, input.password))) {
    await recordFailure(db, config, keys.account, config.throttle.accountMaxFailures);
    await recordFailure(db, config, keys.ip, config.throttle.ipMaxFailures);
    request.log.info({ userName: input.userName }, 'login failed');
    fail(ResultCode.LOGIN_FAILED);
  }
  if (!account.active) fail(ResultCode.ACCOUNT_DISABLED);

  return db.transaction(async (tx) => {
    await clearFailures(tx, keys.account);
    if (previousToken) await deleteSession(tx, previousToken); // rotate: never reuse a token across logins
    const session = await createSession(tx, config, {
      userId: account.id,
      credentialVersion: account.credentialVersion,
      remember: input.remember,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    const info = await buildUserInfo(tx, {
      id: account.id,
      userName: account.userName,
      realName: account.realName,
      departmentName: account.departmentName,
      roles: await rolesOf(tx, account.id),
      credentialVersion: account.credentialVersion,
    });
    // No session is on the request yet: the one logging in is who acts.
    await recordAudit(tx, request, {
      action: 'LOGIN',
      entity: 'user',
      entityId: account.id,
      actor: account.userName,
    });
    return { info, session };
  });
}

/**
 * Changes the caller's own password. Other sessions of the account end; the caller's stays.
 */
export async function changePassword(
  request: FastifyRequest,
  user: AuthUser,
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  const { db } = request.server;
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.hash, input.oldPassword))) fail(ResultCode.OLD_PASSWORD_WRONG);
  if (!isValidPassword(input.newPassword)) fail(ResultCode.PASSWORD_FORMAT);
  if (input.newPassword === input.oldPassword) fail(ResultCode.PASSWORD_UNCHANGED);
  const hash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        passwordHash: hash,
        credentialVersion: sql`${users.credentialVersion} + 1`,
        modifyBy: user.userName,
        modifyAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning({ credentialVersion: users.credentialVersion });
    await deleteUserSessions(tx, user.id, user.sessionHash);
    await tx
      .update(sessions)
      .set({ credentialVersion: updated.credentialVersion })
      .where(eq(sessions.tokenHash, user.sessionHash));
    await recordAudit(tx, request, { action: 'CHANGE_PASSWORD', entity: 'user', entityId: user.id });
  });
}
