import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorMessage, ResultCode } from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { resolveUser } from '../auth/request-user.ts';

/**
 * OpenAPI generated from the routes' zod schemas: UI at /api/docs, JSON at /api/docs/json — for
 * a logged-in user only (issue 28): the map of every call and payload is not handed to whoever
 * reaches the server; without a session it answers 15030003 like any other call.
 */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '天工 ERP API',
        version: '0.1.0',
        description: '所有应答均为 {resultCode, result} 信封（SPEC §7-8）',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'tg_sid' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiHooks: {
      onRequest: async (request, reply) => {
        if (await resolveUser(request)) return;
        return reply
          .status(200)
          .send({ resultCode: ResultCode.SESSION_INVALID, result: ErrorMessage[ResultCode.SESSION_INVALID] });
      },
    },
  });
}
