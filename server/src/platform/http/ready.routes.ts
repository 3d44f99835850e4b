import type { FastifyInstance } from 'fastify';
import { addRoute } from './route.ts';

/**
 * `GET /api/public/ready`: 200 once the server has done what a first start does after it began
 * listening (the demo months), 503 before. People may log in and work meanwhile; a load balancer
 * or the end-to-end tests wait for it.
 */
export function readyRoute(app: FastifyInstance, isReady: () => boolean): void {
  addRoute(app, {
    method: 'GET',
    url: '/public/ready',
    summary: '服务是否就绪（首次启动的演示数据已生成）',
    tags: ['platform'],
    access: 'public',
    raw: true,
    handler: ({ reply }) => {
      const ready = isReady();
      reply.code(ready ? 200 : 503).send({ resultCode: '0', result: { ready } });
    },
  });
}
