import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer (@fastify/helmet) and a strict Content-Security-Policy:
 * scripts only from our own origin (the built app has no inline script; an injected
 * `<script>` or `onclick=` does not run), no plugins, no framing by other sites, calls only to
 * ourselves. Styles allow inline because Ant Design writes its CSS-in-JS into `<style>` elements
 * at run time; a style cannot run code.
 *
 * Behind HTTPS (`COOKIE_SECURE=true`) browsers are also told to stay on HTTPS (HSTS) and to
 * upgrade any http sub-request. On plain HTTP — an intranet server reached by its address —
 * those two would break the app, so they are off there.
 *
 * A Permissions-Policy switches off the browser features the app never uses (camera, microphone,
 * location, payment, USB …), so an injected script could not ask for them either; and every API
 * answer is `Cache-Control: no-store` — business data and files are never kept by the browser
 * (a shared computer's back button) or a proxy on the way (issue 28).
 */
export const PERMISSIONS_POLICY = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'bluetooth',
  'midi',
  'display-capture',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export async function installSecurityHeaders(app: FastifyInstance, behindHttps: boolean): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(behindHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: behindHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Downloads and the API answer opener-isolated; nothing of ours is embedded cross-origin.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
