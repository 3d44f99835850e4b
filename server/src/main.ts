import module from 'node:module';
import path from 'node:path';
import { loadConfig } from './config.ts';
import { BUILD_CACHE_DIR } from './paths.ts';
import { listenForBackupRequests } from './platform/db/backup-requests.ts';
import { openDatabase } from './platform/db/client.ts';
import { DataDirLockedError } from './platform/db/data-dir-lock.ts';
import { migrate } from './platform/db/migrate.ts';

// V8 keeps the compiled code of every module here: the next start skips compiling ≈ 800 of them.
module.enableCompileCache?.(path.join(BUILD_CACHE_DIR, 'node-compile'));

/** The application and its seeds: loaded while the database opens (both take a second or more). */
async function loadServer() {
  const [app, pool, mnemonic, ready, base, demo, demoStock] = await Promise.all([
    import('./app.ts'),
    import('./modules/crm/pool.service.ts'),
    import('./platform/documents/mnemonic.ts'),
    import('./platform/http/ready.routes.ts'),
    import('./seed/base.seed.ts'),
    import('./seed/demo.seed.ts'),
    import('./seed/demo-stock.ts'),
  ]);
  return {
    buildApp: app.buildApp,
    schedulePoolReturn: pool.schedulePoolReturn,
    fillMissingMnemonics: mnemonic.fillMissingMnemonics,
    readyRoute: ready.readyRoute,
    DEMO_ADMIN: base.DEMO_ADMIN,
    seedBase: base.seedBase,
    DEMO_PASSWORD: demo.DEMO_PASSWORD,
    seedDemo: demo.seedDemo,
    seedDemoStock: demoStock.seedDemoStock,
  };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const loading = loadServer();
  // Awaited below; a failure before then must not end the process as an unhandled rejection.
  loading.catch(() => {});
  // Before the directory is locked: `npm run backup` may signal us as soon as the lock names us.
  const backups = config.databaseUrl ? null : listenForBackupRequests(config.dataDir);
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`\n启动失败：${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const ran = await migrate(database.db);
  const {
    buildApp,
    schedulePoolReturn,
    fillMissingMnemonics,
    readyRoute,
    DEMO_ADMIN,
    seedBase,
    DEMO_PASSWORD,
    seedDemo,
    seedDemoStock,
  } = await loading;
  const { createdAdmin } = await seedBase(database.db);
  const app = await buildApp({ db: database.db, config });
  if (backups && database.dumpDataDir) backups.ready(database.dumpDataDir, app.log);
  // Records from before the mnemonic column (or written by SQL) get theirs; nothing to do after.
  const mnemonics = await fillMissingMnemonics(
    database.db,
    app.documents.all().map((d) => d.def),
  );
  // The demo company (its people, master data and months of material movements, the last through
  // the document engine) is made after the server listens: a first start answers the
  // administrator's login at once, however much demo data the modules add (issue 35 item 13).
  let demoPending = createdAdmin && config.seedDemo;
  readyRoute(app, () => !demoPending);
  app.log.info(
    { database: database.description, migrations: ran, createdAdmin, mnemonics },
    'database ready',
  );

  let stopPoolReturn: (() => void) | undefined;
  app.addHook('onClose', async () => stopPoolReturn?.());
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // The public pool's return: now and every hour, safe on several processes (pool.service.ts).
  stopPoolReturn = schedulePoolReturn(database.db, app.log);
  const url = `http://localhost:${config.port}`;
  console.log(
    [
      '',
      `天工 ERP 已启动：${url}`,
      `数据库：${database.description}`,
      `演示账号：${DEMO_ADMIN.userName} / ${DEMO_ADMIN.password}（超级管理员）`,
      `          各角色演示账号为角色名小写（如 saler、storemaster、finacemanager），密码 ${DEMO_PASSWORD}`,
      `API 文档：${url}/api/docs`,
      '',
    ].join('\n'),
  );
  if (demoPending) {
    const started = Date.now();
    seedDemo(database.db)
      .then(() => seedDemoStock(app))
      .then(
        () => app.log.info({ ms: Date.now() - started }, 'demo months ready'),
        (err: unknown) => app.log.error({ err }, 'demo months failed; the demo company has master data only'),
      )
      .finally(() => {
        demoPending = false;
      });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
