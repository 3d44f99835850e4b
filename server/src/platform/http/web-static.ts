import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ResultCode } from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app. Screen routes are flat paths (SPEC §2) handled by the
 * browser router, so any unknown non-API GET answers index.html.
 */
export async function installWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexHtml = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        // Hashed assets never change; index.html must always be revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname.startsWith('/api/') || pathname === '/api' || request.method !== 'GET' || !hasWeb) {
      return reply.status(404).send({ resultCode: ResultCode.NOT_FOUND, result: `接口不存在：${pathname}` });
    }
    const assetLike = /\.[a-z0-9]+$/i.test(pathname);
    if (assetLike) return reply.status(404).type('text/plain').send('Not Found');
    return reply.header('cache-control', 'no-cache').type('text/html').send(fs.createReadStream(indexHtml));
  });
}
