#!/usr/bin/env node
// `npm run build:server`: the server as one ES module, `server/dist/main.mjs`, which `npm run serve`
// starts. Node resolves and loads ≈ 800 modules (the sources through tsx, and every package's files)
// at each start from source; one bundle spares that — the largest part of a first start's CPU
// (issue 35 item 13, docs/PERFORMANCE.md). `npm run dev` and the tests keep running the sources.
//
// Left outside the bundle, loaded by Node from node_modules as before: packages that find files
// beside their own code at run time (PGlite's WASM and extensions, swagger-ui's static pages, pino's
// worker-thread transports), native ones (argon2), and ones that require optional modules (pg,
// exceljs).
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const started = Date.now();
await build({
  entryPoints: [path.join(root, 'server/src/main.ts')],
  outfile: path.join(root, 'server/dist/main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  external: [
    '@electric-sql/pglite',
    '@electric-sql/pglite/*',
    '@fastify/swagger-ui',
    'argon2',
    'exceljs',
    'pg',
    'pino',
    'pino-pretty',
  ],
  // Bundled CommonJS packages call require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
console.log(`server bundled in ${((Date.now() - started) / 1000).toFixed(1)} s: server/dist/main.mjs`);
