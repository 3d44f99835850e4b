import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the server's files are, for the sources (`server/src/*.ts` under tsx) and the bundle
 * (`server/dist/main.mjs`, made by `npm run build`) alike: both sit one folder below `server/`,
 * so this module — which the bundle inlines — resolves the same folders from either. Every path
 * the server reads from the repository comes from here.
 */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(SERVER_ROOT, '..');
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'migrations');
export const WEB_DIST = path.join(REPO_ROOT, 'web/dist');
/** The build cache: PGlite templates and V8's compile cache. */
export const BUILD_CACHE_DIR = path.join(REPO_ROOT, 'node_modules/.cache/tiangong');
