import { SESSION_COOKIE } from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clearSessionCookie, setSessionCookie } from '../../platform/auth/request-user.ts';
import { deleteSession } from '../../platform/auth/session.service.ts';
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

  addRoute(app, {
    method: 'GET',
    url: '/user/current',
    summary: '当前用户信息（菜单随角色变化即时生效）',
    tags: ['user'],
    access: 'session',
    handler: ({ user }) => buildUserInfo(app.db, user!),
  });
}
