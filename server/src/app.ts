import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { Limits } from '@tiangong/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import { registerModules } from './modules/index.ts';
import type { Db } from './platform/db/client.ts';
import { DocumentRegistry } from './platform/documents/registry.ts';
import { installErrorHandler } from './platform/http/error-handler.ts';
import './platform/http/fastify-types.ts';
import { filesRoutes } from './platform/files/files.routes.ts';
import { installOpenApi } from './platform/http/openapi.ts';
import { installCsrfGuard } from './platform/http/route.ts';
import { installSecurityHeaders } from './platform/http/security-headers.ts';
import { installWebApp } from './platform/http/web-static.ts';

// Field-level validation messages in Chinese for every schema.
z.config(z.locales.zhCN());

export interface AppOptions {
  db: Db;
  config: Config;
  /** pino options or false; tests pass false. */
  logger?: boolean | object;
}

export async function buildApp({ db, config, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: ['req.headers.cookie', 'res.headers["set-cookie"]'] },
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: Limits.requestBodyMaxBytes,
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('documents', new DocumentRegistry());
  app.decorate('routeDeclarations', []);
  app.decorate('registeredApiRoutes', []);
  // Every route, declared through addRoute or not, so a test can find one without an access rule.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.registeredApiRoutes.push({ method, url: route.url });
    }
  });
  app.decorateRequest('authUser', undefined);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  installErrorHandler(app);
  installCsrfGuard(app);
  await installSecurityHeaders(app, config.cookieSecure);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: Limits.uploadMaxBytes, files: 1 } });
  await installOpenApi(app);

  filesRoutes(app);
  registerModules(app);

  await installWebApp(app, config.webDist);
  return app;
}
