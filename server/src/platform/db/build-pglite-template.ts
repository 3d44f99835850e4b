import { performance } from 'node:perf_hooks';
import { ensurePgliteTemplate } from './pglite-template.ts';

/**
 * `npm run build:db` (part of `npm run build`): makes the migrated PGlite template a new data
 * directory is copied from, so a first start does not run initdb and every migration. Quick when
 * the template of the current migrations is already there.
 */
async function main(): Promise<void> {
  const started = performance.now();
  const { dir, built } = await ensurePgliteTemplate();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(built ? `PGlite template made in ${seconds} s: ${dir}` : `PGlite template up to date: ${dir}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
