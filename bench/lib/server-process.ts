import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { runCommand } from './command.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Credentials {
  userName: string;
  password: string;
}

export const ADMIN: Credentials = { userName: 'admin', password: 'admin123' };

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** performance.now() just before the spawn. */
  spawnedAt: number;
  /** performance.now() when the start banner appeared on stdout, if it did. */
  readyAt?: number;
  exited: boolean;
  /** The server's stdout and stderr so far, for error messages. */
  output(): string;
  stop(): Promise<void>;
}

const live = new Set<ChildProcess>();
let hooked = false;

// A bench that dies half-way must not leave a server holding the port and the data-dir lock.
function hookExit(): void {
  if (hooked) return;
  hooked = true;
  process.on('exit', () => {
    for (const child of live) child.kill('SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const child of live) child.kill('SIGKILL');
      process.exit(130);
    });
  }
}

export async function freePort(): Promise<number> {
  const srv = net.createServer();
  srv.listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address() as net.AddressInfo;
  srv.close();
  await once(srv, 'close');
  return port;
}

/**
 * Starts the server on the embedded database under dataDir (the same Node as this bench): the
 * bundle `npm start` runs (`server/dist/main.mjs`, made by `npm run build`), or the sources
 * through tsx as `npm run dev` and the tests do.
 */
export function spawnServer(opts: {
  dataDir: string;
  port: number;
  logLevel?: string;
  from?: 'bundle' | 'sources';
}): ServerProcess {
  hookExit();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
    LOG_LEVEL: opts.logLevel ?? 'warn',
  };
  delete env.DATABASE_URL;
  const spawnedAt = performance.now();
  const args = opts.from === 'sources' ? ['--import', 'tsx', 'server/src/main.ts'] : ['server/dist/main.mjs'];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let out = '';
  const server: ServerProcess = {
    baseUrl: `http://127.0.0.1:${opts.port}`,
    pid: child.pid ?? -1,
    spawnedAt,
    exited: false,
    output: () => out,
    stop: async () => {
      if (server.exited) return;
      const exit = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exit;
      clearTimeout(timer);
    },
  };
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (server.readyAt === undefined && out.includes('已启动')) server.readyAt = performance.now();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.once('exit', () => {
    server.exited = true;
    live.delete(child);
  });
  return server;
}

export interface LoginResult {
  ok: boolean;
  resultCode: string;
  cookie?: string;
}

export async function login(baseUrl: string, creds: Credentials): Promise<LoginResult> {
  const res = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(creds),
    signal: AbortSignal.timeout(60_000),
  });
  const body = (await res.json()) as { resultCode: string };
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('tg_sid='));
  return { ok: body.resultCode === '0', resultCode: body.resultCode, cookie };
}

/**
 * Polls the login until it first succeeds; answers ms from spawn. Connection refusals are expected
 * while the server migrates and seeds; a failing login answer is not (it would count towards the
 * per-IP throttle), so it stops the wait.
 */
export async function waitForLogin(
  server: ServerProcess,
  creds = ADMIN,
  timeoutMs = 180_000,
): Promise<number> {
  const deadline = server.spawnedAt + timeoutMs;
  while (performance.now() < deadline) {
    if (server.exited) throw new Error(`server exited before the first login:\n${server.output()}`);
    try {
      const result = await login(server.baseUrl, creds);
      if (result.ok) return performance.now() - server.spawnedAt;
      throw new Error(`login answered ${result.resultCode}:\n${server.output()}`);
    } catch (err) {
      if (!isConnectionRefused(err)) throw err;
    }
    await sleep(20);
  }
  throw new Error(`no successful login within ${timeoutMs} ms:\n${server.output()}`);
}

function isConnectionRefused(err: unknown): boolean {
  const cause = (err as { cause?: { code?: string } }).cause;
  return cause?.code === 'ECONNREFUSED' || cause?.code === 'ECONNRESET';
}

/** Peak resident memory of a process (Linux), in MiB; undefined where /proc is unavailable. */
export async function peakRssMiB(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CPU time a process has used so far (user + system, all its threads), in ms; undefined where
 * /proc is unavailable. Unlike wall time it hardly moves when other work shares the machine.
 */
export async function cpuMs(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined; // Linux counts USER_HZ = 100 ticks/s
  } catch {
    return undefined;
  }
}

/** The server serves web/dist and starts from server/dist: build both once when one is missing. */
export async function ensureWebBuilt(): Promise<void> {
  const built = ['web/dist/index.html', 'server/dist/main.mjs'].every((f) =>
    existsSync(path.join(repoRoot, f)),
  );
  if (built) return;
  console.log('web/dist or server/dist missing: running npm run build …');
  const build = await runCommand('npm', ['run', 'build'], repoRoot);
  if (build.code !== 0) throw new Error(`npm run build failed:\n${build.output}`);
}
