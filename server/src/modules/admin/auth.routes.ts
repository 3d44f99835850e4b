import { ResultCode, SESSION_COOKIE } from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { clearSessionCookie, setSessionCookie } from '../../platform/auth/request-user.ts';
import { deleteOwnSession, deleteSession, listUserSessions } from '../../platform/auth/session.service.ts';
import { fail } from '../../platform/http/app-error.ts';
import { addRoute } from '../../platform/http/route.ts';
import { changePassword, login } from './auth.service.ts';
import { buildUserInfo } from './user-info.service.ts';

const loginBody = z.object({
  userName: z
    .string({ error: '请输入用户名' })
    .trim()
    .min(1, '请输入用户名')
    .max(50, '用户名不能超过50个字符'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128, '密码不能超过128个字符'),
  /** SPEC's "remember": a 30-day session instead of a stored password (docs/SECURITY.md). */
  remember: z.boolean().optional().default(false),
});

/** Session ids are a bigint identity: bounded to what JSON carries exactly. */
const sessionIdBody = z.object({
  id: z
    .number({ error: '请选择要下线的设备' })
    .int('设备编号无效')
    .positive('设备编号无效')
    .max(Number.MAX_SAFE_INTEGER, '设备编号无效'),
});

const changePasswordBody = z.object({
  oldPassword: z.string({ error: '请输入旧密码' }).min(1, '请输入旧密码').max(128),
  newPassword: z.string({ error: '请输入新密码' }).min(1, '请输入新密码').max(128),
});

export function authRoutes(app: FastifyInstance): void {
  addRoute(app, {
    method: 'POST',
    url: '/user/login',
    summary: '登录',
    tags: ['user'],
    access: 'public',
    body: loginBody,
    handler: async ({ body, request, reply }) => {
      const { info, session } = await login(request, body, request.cookies[SESSION_COOKIE]);
      setSessionCookie(reply, session);
      return info;
    },
  });

  // Public on purpose: logging out with an expired session must still succeed and clear the cookie.
  addRoute(app, {
    method: 'POST',
    url: '/user/logout',
    summary: '退出登录',
    tags: ['user'],
    access: 'public',
    body: z.object({}).optional(),
    handler: async ({ request, reply }) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSession(app.db, token);
      clearSessionCookie(reply);
      return null;
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/user/changPassword',
    summary: '修改密码',
    tags: ['user'],
    access: 'session',
    body: changePasswordBody,
    handler: async ({ body, request, user }) => {
      await changePassword(request, user!, body);
      return null;
    },
  });

  // The caller's own devices (登录设备): where they are logged in, with 下线 for each.
  addRoute(app, {
    method: 'GET',
    url: '/user/sessionList',
    summary: '我的登录设备',
    tags: ['user'],
    access: 'session',
    handler: ({ user }) => listUserSessions(app.db, user!.id, user!.sessionHash),
  });

  addRoute(app, {
    method: 'POST',
    url: '/user/logoutSession',
    summary: '下线一台登录设备',
    tags: ['user'],
    access: 'session',
    body: sessionIdBody,
    handler: async ({ body, request, user }) =>
      app.db.transaction(async (tx) => {
        if (!(await deleteOwnSession(tx, user!.id, body.id)))
          fail(ResultCode.NOT_FOUND, '该设备已下线或不存在');
        await recordAudit(tx, request, {
          action: 'LOGOUT_SESSION',
          entity: 'user',
          entityId: user!.id,
          after: { sessionId: body.id },
        });
        return null;
      }),
  });

  addRoute(app, {
    method: 'GET',
    url: '/user/current',
    summary: '当前用户信息（菜单随角色变化即时生效）',
    tags: ['user'],
    access: 'session',
    handler: ({ user }) => buildUserInfo(app.db, user!),
  });
}
