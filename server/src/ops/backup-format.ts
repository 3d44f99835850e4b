import fs from 'node:fs';
import zlib from 'node:zlib';

/**
 * What kind of database a backup file came from, read from the file itself. Each kind keeps its
 * tool's own format, so the file needs no wrapper and stays usable without us: `pg_dump
 * --format=custom` archives begin with "PGDMP"; an embedded-database backup is PGlite's
 * `dumpDataDir` tarball (gzip), whose first entry is the data directory's `/PG_VERSION`.
 */
export type BackupKind = 'postgres' | 'pglite';

export const kindNames: Record<BackupKind, string> = {
  postgres: 'PostgreSQL',
  pglite: '内嵌数据库 PGlite',
};

export function backupKindOf(file: string): BackupKind | null {
  const head = Buffer.alloc(64 * 1024);
  const fd = fs.openSync(file, 'r');
  let length: number;
  try {
    length = fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  const bytes = head.subarray(0, length);
  if (bytes.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return null;
  try {
    // The start of the stream is enough: a sync flush inflates what is there without the rest.
    const tar = zlib.gunzipSync(bytes, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
    const firstName = tar.subarray(0, 100).toString('latin1').replace(/\0.*$/s, '');
    const ustar = tar.subarray(257, 262).toString('latin1') === 'ustar';
    return ustar && firstName.replace(/^\.?\//, '') === 'PG_VERSION' ? 'pglite' : null;
  } catch {
    return null;
  }
}

/** `12.3 MB`, for the operator's message. */
export function humanSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let n = bytes / 1024;
  let unit = 0;
  while (n >= 1024 && unit < units.length - 1) {
    n /= 1024;
    unit++;
  }
  return `${n.toFixed(1)} ${units[unit]}`;
}

/** `backups/tiangong-pglite-20261124-193000.tar.gz`: sorts by time, says what it holds. */
export function defaultBackupName(kind: BackupKind, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace('T', '-').replaceAll(':', '').replaceAll('-', '');
  const time = `${stamp.slice(0, 8)}-${stamp.slice(8)}`;
  return `backups/tiangong-${kind}-${time}.${kind === 'postgres' ? 'pgdump' : 'tar.gz'}`;
}

/** A refusal or failure the operator can act on: printed as is, without a stack. */
export class BackupError extends Error {}
