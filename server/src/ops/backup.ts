import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import {
  BackupError,
  type BackupKind,
  backupKindOf,
  defaultBackupName,
  humanSize,
  kindNames,
} from './backup-format.ts';
import { backupPglite, restorePglite } from './pglite-backup.ts';
import { backupPostgres, describePostgres, restorePostgres } from './postgres-backup.ts';

/**
 * `npm run backup [-- file]` and `npm run restore -- file`, with the server's own settings
 * (DATABASE_URL, else the embedded database under DATA_DIR). A file named on the command line is
 * relative to where npm was run (INIT_CWD), like any command's argument.
 */
const [command, fileArgument] = process.argv.slice(2);
const config = loadConfig();
const kind: BackupKind = config.databaseUrl ? 'postgres' : 'pglite';
const target = config.databaseUrl ? describePostgres(config.databaseUrl) : `PGlite ${config.dataDir}`;
const resolve = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

/**
 * A backup holds every password and session hash: readable by its owner alone, on either kind of
 * database — the file 0600, the folders a backup makes 0700 (and the default backups/ folder,
 * ours, tightened to 0700 if an older version made it open). A folder the operator named and
 * that exists already is left as it is.
 */
const BACKUP_FILE_MODE = 0o600;
const BACKUP_DIR_MODE = 0o700;

async function backup(): Promise<void> {
  const file = fileArgument ? resolve(fileArgument) : path.resolve(defaultBackupName(kind));
  if (fs.existsSync(file))
    throw new BackupError(`文件 ${file} 已存在：请换一个文件名，备份不会覆盖已有文件。`);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: BACKUP_DIR_MODE });
  if (!fileArgument) fs.chmodSync(path.dirname(file), BACKUP_DIR_MODE);
  const started = Date.now();
  let how = '';
  if (config.databaseUrl) await backupPostgres(config.databaseUrl, file);
  else {
    const made = await backupPglite(config.dataDir, file);
    how =
      made.by === 'server'
        ? `（由运行中的服务器进程 ${made.pid} 在事务之间生成）`
        : '（服务器未运行，直接读取）';
  }
  fs.chmodSync(file, BACKUP_FILE_MODE);
  console.log(
    [
      `备份完成：${file}`,
      `大小：${humanSize(fs.statSync(file).size)}，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`,
      `来源：${kindNames[kind]} ${target}${how}`,
    ].join('\n'),
  );
}

async function restore(): Promise<void> {
  if (!fileArgument) throw new BackupError('请指定要恢复的备份文件：npm run restore -- <文件>');
  const file = resolve(fileArgument);
  if (!fs.existsSync(file)) throw new BackupError(`找不到备份文件 ${file}`);
  const from = backupKindOf(file);
  if (!from)
    throw new BackupError(
      `${file} 不是天工的备份文件（PostgreSQL 的 pg_dump 自定义格式，或内嵌数据库的数据目录快照）。`,
    );
  if (from !== kind)
    throw new BackupError(
      `该备份来自${kindNames[from]}，不能恢复到 ${target}。` +
        (from === 'postgres'
          ? '请设置 DATABASE_URL 指向 PostgreSQL。'
          : '请取消 DATABASE_URL，并设置 DATA_DIR。'),
    );
  const started = Date.now();
  if (config.databaseUrl) await restorePostgres(config.databaseUrl, file);
  else await restorePglite(config.dataDir, file);
  console.log(
    `恢复完成：${file} → ${target}（${humanSize(fs.statSync(file).size)}，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒）`,
  );
}

const commands: Record<string, () => Promise<void>> = { backup, restore };
const run = commands[command];
if (!run) {
  console.error('用法：npm run backup [-- <文件>]  |  npm run restore -- <文件>');
  process.exit(2);
}
run().catch((err: unknown) => {
  if (err instanceof BackupError) {
    console.error(`\n${command === 'backup' ? '备份' : '恢复'}失败：${err.message}\n`);
    process.exit(1);
  }
  console.error(err);
  process.exit(1);
});
