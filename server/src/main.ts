import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { schedulePoolReturn } from './modules/crm/pool.service.ts';
import { listenForBackupRequests } from './platform/db/backup-requests.ts';
import { openDatabase } from './platform/db/client.ts';
import { DataDirLockedError } from './platform/db/data-dir-lock.ts';
import { migrate } from './platform/db/migrate.ts';
import { fillMissingMnemonics } from './platform/documents/mnemonic.ts';
import { readyRoute } from './platform/http/ready.routes.ts';
import { DEMO_ADMIN, seedBase } from './seed/base.seed.ts';
import { DEMO_PASSWORD, seedDemo } from './seed/demo.seed.ts';
import { seedDemoStock } from './seed/demo-stock.ts';

/** `npm start`: open the database (PGlite under DATA_DIR unless DATABASE_URL), migrate, seed, serve. */
async function main(): Promise<void> {
  const config = loadConfig();
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
  const { createdAdmin } = await seedBase(database.db);
  if (createdAdmin && config.seedDemo) await seedDemo(database.db);
  const app = await buildApp({ db: database.db, config });
  if (backups && database.dumpDataDir) backups.ready(database.dumpDataDir, app.log);
  // Records from before the mnemonic column (or written by SQL) get theirs; nothing to do after.
  const mnemonics = await fillMissingMnemonics(
    database.db,
    app.documents.all().map((d) => d.def),
  );
  // Months of material movements are made through the document engine after the server listens
  // (a first start answers logins at once, however much demo data the modules add).
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
    seedDemoStock(app)
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
