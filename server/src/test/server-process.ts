import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CSRF_HEADER_VALUE, companyToday, type Envelope } from '@tiangong/domain';

/**
 * The real server as a child process, for tests that must kill it (kill -9) or talk to it from
 * another process (backups of the embedded database): spawn, log in over HTTP, wait until ready.
 */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export async function freePort(): Promise<number> {
  const srv = net.createServer().listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address() as net.AddressInfo;
  srv.close();
  await once(srv, 'close');
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<unknown>;
  output(): string;
}

export function startServer(env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      SEED_DEMO: 'false',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c));
  child.stderr?.on('data', (c: Buffer) => (output += c));
  const exited = once(child, 'exit');
  return { child, exited, output: () => output };
}

/** SIGTERM and wait: the server finishes what is in flight and closes its database. */
export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

export class Http {
  cookie = '';
  constructor(readonly base: string) {}
  async get<T>(url: string, query: Record<string, string>): Promise<Envelope<T>> {
    return this.call<T>('GET', `${url}?${new URLSearchParams(query)}`);
  }
  async post<T>(url: string, body: unknown): Promise<Envelope<T>> {
    return this.call<T>('POST', url, JSON.stringify(body), { 'content-type': 'application/json' });
  }
  /** A multipart upload of one file, like the web app's import button. */
  async upload<T>(url: string, fileName: string, content: Buffer): Promise<Envelope<T>> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), fileName);
    return this.call<T>('POST', url, form);
  }
  private async call<T>(
    method: string,
    url: string,
    body?: string | FormData,
    headers: Record<string, string> = {},
  ): Promise<Envelope<T>> {
    const res = await fetch(`${this.base}/api${url}`, {
      method,
      headers: {
        ...headers,
        'x-requested-with': CSRF_HEADER_VALUE,
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body,
      signal: AbortSignal.timeout(60_000),
    });
    const session = res.headers.getSetCookie().find((c) => c.startsWith('tg_sid='));
    if (session) this.cookie = session.split(';')[0];
    return (await res.json()) as Envelope<T>;
  }
}

/** Logs in once the server answers (migrations and start-up take a few seconds). */
export async function loginWhenUp(
  base: string,
  server: ServerProcess,
  user = { userName: 'admin', password: 'admin123' },
): Promise<Http> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    const http = new Http(base);
    const ok = await http.post('/user/login', user).then(
      (r) => r.resultCode === '0',
      () => false,
    );
    if (ok) return http;
    await sleep(100);
  }
  throw new Error(`server did not come up:\n${server.output()}`);
}

/** Waits for `/api/public/ready` (a first start makes the demo months after it listens). */
export async function readyWhenSeeded(base: string, server: ServerProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    const res = await fetch(`${base}/api/public/ready`).catch(() => null);
    if (res?.status === 200) return;
    await sleep(200);
  }
  throw new Error(`server never became ready:\n${server.output()}`);
}

export const today = () => companyToday();
