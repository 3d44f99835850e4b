import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas: UI at /api/docs, JSON at /api/docs/json. */
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
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
