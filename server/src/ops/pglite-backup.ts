import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { BACKUP_SIGNAL, backupRequestFiles, backupRequestsDir } from '../platform/db/backup-requests.ts';
import { openDatabase } from '../platform/db/client.ts';
import { DataDirLockedError, lockDataDir, lockHolder } from '../platform/db/data-dir-lock.ts';
import { BackupError } from './backup-format.ts';

/**
 * Embedded-database backups: a consistent tarball of `DATA_DIR/pglite`, made by the running
 * server when there is one (it alone may open the directory; see platform/db/backup-requests.ts),
 * else by this process under the directory's lock. Restore replaces the directory, never while a
 * server holds it, and keeps the old one until the new one has opened.
 */
const SERVER_TIMEOUT_MS = 10 * 60_000;

/** Moves a finished file into place; across file systems by a copy renamed into place. */
function moveInto(from: string, to: string): void {
  try {
    fs.renameSync(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    fs.copyFileSync(from, `${to}.part`);
    fs.renameSync(`${to}.part`, to);
    fs.rmSync(from);
  }
}

/** Answers who made the dump: the running server (its pid) or this process. */
export async function backupPglite(
  dataDir: string,
  file: string,
): Promise<{ by: 'server' | 'self'; pid: number }> {
  const holder = lockHolder(dataDir);
  if (holder) return askServer(dataDir, holder, file);
  if (!fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION')))
    throw new BackupError(`数据目录 ${dataDir} 中没有内嵌数据库（pglite/）：请检查 DATA_DIR。`);
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ dataDir });
  } catch (err) {
    // A server started between our look and our lock: it makes the dump.
    const started = err instanceof DataDirLockedError ? lockHolder(dataDir) : null;
    if (started) return askServer(dataDir, started, file);
    throw err;
  }
  try {
    const dump = await database.dumpDataDir!();
    fs.writeFileSync(`${file}.part`, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    fs.renameSync(`${file}.part`, file);
  } finally {
    await database.close();
  }
  return { by: 'self', pid: process.pid };
}

async function askServer(dataDir: string, pid: number, file: string) {
  fs.mkdirSync(backupRequestsDir(dataDir), { recursive: true, mode: 0o700 });
  const files = backupRequestFiles(dataDir, randomBytes(16).toString('hex'));
  fs.writeFileSync(files.request, '', { mode: 0o600 });
  try {
    process.kill(pid, BACKUP_SIGNAL);
    const deadline = Date.now() + SERVER_TIMEOUT_MS;
    for (;;) {
      if (fs.existsSync(files.result)) {
        moveInto(files.result, file);
        return { by: 'server' as const, pid };
      }
      if (fs.existsSync(files.failed))
        throw new BackupError(`服务器（进程 ${pid}）未能生成备份：${fs.readFileSync(files.failed, 'utf8')}`);
      if (lockHolder(dataDir) !== pid)
        throw new BackupError(`服务器（进程 ${pid}）在备份完成前退出了：请重试。`);
      if (Date.now() > deadline)
        throw new BackupError(
          `服务器（进程 ${pid}）${SERVER_TIMEOUT_MS / 60_000} 分钟内没有生成备份：请查看服务器日志。`,
        );
      await sleep(100);
    }
  } finally {
    for (const f of [files.request, files.failed, files.result]) fs.rmSync(f, { force: true });
  }
}

/** Opens the cluster (loading `dump` into an empty directory first) and reads our schema's table. */
async function proveOpens(dir: string, dump?: Blob): Promise<void> {
  const client = await PGlite.create(dir, dump ? { loadDataDir: dump } : {});
  try {
    await client.query('select count(*) from schema_migrations');
  } finally {
    await client.close();
  }
}

export async function restorePglite(dataDir: string, file: string): Promise<void> {
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    throw new BackupError(
      `数据目录 ${dataDir} 正被进程 ${lockHolder(dataDir) ?? '?'} 使用：恢复会替换整个内嵌数据库，请先停止服务器再恢复。`,
    );
  }
  const live = path.join(dataDir, 'pglite');
  const staging = path.join(dataDir, 'pglite.restoring');
  const aside = path.join(dataDir, 'pglite.before-restore');
  try {
    fs.rmSync(staging, { recursive: true, force: true });
    try {
      await proveOpens(staging, new Blob([fs.readFileSync(file)]));
    } catch (err) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw new BackupError(`备份文件无法打开为天工数据库，数据目录未改变：${(err as Error).message}`);
    }
    fs.rmSync(aside, { recursive: true, force: true });
    if (fs.existsSync(live)) fs.renameSync(live, aside);
    fs.renameSync(staging, live);
    try {
      await proveOpens(live);
    } catch (err) {
      fs.rmSync(live, { recursive: true, force: true });
      if (fs.existsSync(aside)) fs.renameSync(aside, live);
      throw new BackupError(`恢复后的数据库无法打开，已放回原数据库：${(err as Error).message}`);
    }
    fs.rmSync(aside, { recursive: true, force: true });
  } finally {
    release();
  }
}
