import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: a second process opening the same directory would corrupt it.
 * We hold an exclusive lock file carrying our pid; a lock whose pid is dead is stale and taken over.
 */
export class DataDirLockedError extends Error {}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const lockFile = (dir: string) => path.join(dir, 'tiangong.lock');

/** The pid of the live process holding the directory, if any (a dead holder's lock is stale). */
export function lockHolder(dir: string): number | null {
  let holder: number;
  try {
    holder = Number(fs.readFileSync(lockFile(dir), 'utf8').trim());
  } catch {
    return null;
  }
  return holder && processAlive(holder) ? holder : null;
}

export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = lockFile(dir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (holder && holder !== process.pid && processAlive(holder)) {
        throw new DataDirLockedError(
          `数据目录 ${dir} 正被进程 ${holder} 使用：内嵌数据库只能由一个进程打开。` +
            `请先停止该进程，或设置 DATABASE_URL 使用 PostgreSQL 以运行多个进程。`,
        );
      }
      fs.unlinkSync(lockPath); // stale lock of a dead process
    }
  }
  throw new DataDirLockedError(`无法锁定数据目录 ${dir}`);
}
