import { spawn } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { BackupError } from './backup-format.ts';

/**
 * PostgreSQL backups are pg_dump's custom format (compressed, restorable table by table with the
 * standard tools); restore is pg_restore in one transaction, so a failed restore changes nothing.
 */

/** The tools' connection: the password travels in PGPASSWORD, never on a command line (`ps` shows those). */
function toolConnection(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

export function describePostgres(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c));
    child.stderr.on('data', (c: Buffer) => (stderr += c));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT' ? new BackupError(`找不到 ${command}：请安装 PostgreSQL 客户端工具`) : err,
      ),
    );
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  const { dbname, env } = toolConnection(databaseUrl);
  // Written aside and renamed, so a failed dump never leaves a file that looks like a backup. Made
  // 0600 before pg_dump writes into it (it keeps the mode): never readable by others, even half done.
  const part = `${file}.part`;
  fs.writeFileSync(part, '', { mode: 0o600 });
  fs.chmodSync(part, 0o600);
  const dumped = await run('pg_dump', ['--format=custom', `--file=${part}`, `--dbname=${dbname}`], env);
  if (dumped.code !== 0) {
    fs.rmSync(part, { force: true });
    throw new BackupError(`pg_dump 失败：${dumped.stderr.trim()}`);
  }
  fs.renameSync(part, file);
}

/** The tables a dump holds, from its table of contents. */
async function dumpedTables(file: string): Promise<Set<string>> {
  const listed = await run('pg_restore', ['--list', file], process.env);
  if (listed.code !== 0) throw new BackupError(`无法读取备份文件：${listed.stderr.trim()}`);
  return new Set([...listed.stdout.matchAll(/ TABLE public (\S+) /g)].map((m) => m[1]));
}

/**
 * Into the database it came from or an empty one. Refused while anyone else is connected (a
 * running server would keep writing, or hold locks the restore waits for) and when the database
 * has tables the dump does not (a newer schema: the result would be half old, half new).
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const inDump = await dumpedTables(file);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: others } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    if (others[0].n > 0)
      throw new BackupError(
        `${describePostgres(databaseUrl)} 还有 ${others[0].n} 个其他连接（服务器是否仍在运行？）：请先停止所有服务器进程再恢复。`,
      );
    const { rows } = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const extra = rows.map((r) => r.name).filter((name) => !inDump.has(name));
    if (extra.length)
      throw new BackupError(
        `目标数据库有备份中没有的表（${extra.slice(0, 5).join('、')}${extra.length > 5 ? ' 等' : ''}），恢复后会新旧混杂：` +
          '请恢复到备份来源的数据库或一个空数据库。',
      );
  } finally {
    await client.end();
  }
  const { dbname, env } = toolConnection(databaseUrl);
  const restored = await run(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
  if (restored.code !== 0)
    throw new BackupError(
      `pg_restore 失败，数据库保持恢复前的状态（整个恢复在一个事务中）：${restored.stderr.trim()}`,
    );
}
