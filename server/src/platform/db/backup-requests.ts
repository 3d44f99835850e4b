import fs from 'node:fs';
import path from 'node:path';

/**
 * How `npm run backup` gets a consistent dump of the embedded database while the server runs.
 * Only the lock holder may open the data directory, so the server makes the dump itself: the
 * command writes an empty `<id>.request` into `DATA_DIR/backups` (mode 0700) and sends the
 * server SIGUSR2; the server dumps between transactions and leaves `<id>.tar.gz` (or
 * `<id>.failed` with the reason) beside it for the command to move where it was asked.
 *
 * Why a signal and files rather than an HTTP route: no new network surface and no secret to keep;
 * the operating system already says who may ask (only the server's own user or root may signal
 * it and write into its data directory — the people who can copy the directory anyway), and the
 * server never takes a path from a request: it writes only inside its own data directory.
 */
export const BACKUP_SIGNAL = 'SIGUSR2';
const REQUEST = /^([0-9a-f]{32})\.request$/;

export const backupRequestsDir = (dataDir: string) => path.join(dataDir, 'backups');
export const backupRequestFiles = (dataDir: string, id: string) => {
  const dir = backupRequestsDir(dataDir);
  return {
    request: path.join(dir, `${id}.request`),
    part: path.join(dir, `${id}.part`),
    result: path.join(dir, `${id}.tar.gz`),
    failed: path.join(dir, `${id}.failed`),
  };
};

export interface BackupLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Installs the signal handler at once (a signal without a handler would end the process), and
 * serves the requests once the database is open (`ready`); requests that came earlier wait.
 */
export function listenForBackupRequests(dataDir: string) {
  let serve: ((ids: string[]) => Promise<void>) | null = null;
  let pending = false;
  let queue = Promise.resolve();
  const scan = () => {
    if (!serve) {
      pending = true;
      return;
    }
    const run = serve;
    // One dump at a time; a signal that comes during a dump is served by a scan after it.
    queue = queue.then(() => run(requestIds(dataDir)));
  };
  process.on(BACKUP_SIGNAL, scan);
  return {
    ready(dump: () => Promise<Blob>, log: BackupLog) {
      serve = (ids) => serveRequests(dataDir, ids, dump, log);
      if (pending) scan();
    },
  };
}

function requestIds(dataDir: string): string[] {
  try {
    return fs
      .readdirSync(backupRequestsDir(dataDir))
      .map((name) => REQUEST.exec(name)?.[1])
      .filter((id): id is string => id !== undefined);
  } catch {
    return [];
  }
}

/** One dump answers every request waiting (two operators asking at once get the same moment). */
async function serveRequests(dataDir: string, ids: string[], dump: () => Promise<Blob>, log: BackupLog) {
  if (ids.length === 0) return;
  const started = Date.now();
  try {
    const bytes = Buffer.from(await (await dump()).arrayBuffer());
    for (const id of ids) {
      const files = backupRequestFiles(dataDir, id);
      fs.writeFileSync(files.part, bytes, { mode: 0o600 });
      fs.renameSync(files.part, files.result);
      fs.rmSync(files.request, { force: true });
    }
    log.info({ requests: ids.length, bytes: bytes.length, ms: Date.now() - started }, 'backup dump written');
  } catch (err) {
    log.error({ err }, 'backup dump failed');
    for (const id of ids) {
      const files = backupRequestFiles(dataDir, id);
      fs.writeFileSync(files.failed, (err as Error).message, { mode: 0o600 });
      fs.rmSync(files.request, { force: true });
    }
  }
}
