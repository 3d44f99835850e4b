import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CSRF_HEADER_VALUE, type Envelope } from '@tiangong/domain';
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../platform/db/client.ts';
import { type DbTemplates, databaseUrl, prepareDatabase } from './db-templates.ts';

/**
 * A whole app on a database of its own: in-memory PGlite, or — when DATABASE_URL is set — a
 * throw-away PostgreSQL database created for this test file and dropped afterwards. Both start
 * as a copy of the run's template (server/src/test/global-setup.ts), already migrated and seeded.
 */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export async function createThrowAwayDatabase(
  baseUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tg_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  return {
    url: databaseUrl(baseUrl, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The run's template of this kind, if the global setup made one (it does for the server project). */
function templateFor(kind: DbTemplates['kind'], demo = false): string | undefined {
  const templates = inject('dbTemplates');
  if (templates?.kind !== kind) return undefined;
  return demo ? templates.demo : templates.base;
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  opts: {
    demo?: boolean;
    /** Migrate and seed this database itself rather than copy the template (tests of those steps). */
    fresh?: boolean;
    extraRoutes?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-test-'));
  const baseUrl = process.env.DATABASE_URL;
  const template = opts.fresh ? undefined : templateFor(baseUrl ? 'postgres' : 'pglite', opts.demo);
  const throwAway = baseUrl ? await createThrowAwayDatabase(baseUrl, template) : null;
  const config: Config = { ...loadConfig({}), dataDir, databaseUrl: throwAway?.url, ...overrides };
  const database = await openDatabase({
    databaseUrl: throwAway?.url,
    dataDir: null,
    loadDataDir: !baseUrl && template ? new Blob([fs.readFileSync(template)]) : undefined,
    poolSize: 20,
  });
  if (!template) await prepareDatabase(database.db, opts.demo ?? false);
  const app = await buildApp({
    db: database.db,
    config,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
  });
  opts.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await throwAway?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A logged-in client: keeps the session cookie and sends the CSRF header like the web app. */
export class ApiClient {
  cookie = '';
  constructor(
    readonly app: FastifyInstance,
    readonly ip = '127.0.0.1',
  ) {}

  async raw(method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) {
    const res = await this.app.inject({
      method,
      url: `/api${url}`,
      remoteAddress: this.ip,
      headers: {
        'x-requested-with': CSRF_HEADER_VALUE,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      ...(method === 'GET' ? { query: payload as Record<string, string> } : { payload: payload ?? {} }),
    });
    this.keepCookie(res);
    return res;
  }

  async post<T = unknown>(url: string, payload?: unknown): Promise<Envelope<T>> {
    return (await this.raw('POST', url, payload)).json() as Envelope<T>;
  }

  async get<T = unknown>(url: string, query?: Record<string, string>): Promise<Envelope<T>> {
    return (await this.raw('GET', url, query)).json() as Envelope<T>;
  }

  /** A file sent as the multipart field `file`, as the web's upload does (Excel imports). */
  async upload<T = unknown>(url: string, content: Buffer, fileName = 'upload.xlsx'): Promise<Envelope<T>> {
    const boundary = '----tg-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await this.raw('POST', url, payload, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    return res.json() as Envelope<T>;
  }

  /**
   * An import template (downloaded from `url`) filled with `rows`, each keyed by its column's
   * header (a required column's `*` left off).
   */
  async filledTemplate(url: string, rows: Record<string, string>[]): Promise<Buffer> {
    const template = await this.raw('GET', url);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    for (const values of rows) sheet.addRow(headers.map((h) => values[h.replace(/^\*/, '')] ?? ''));
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  /**
   * A state change as the screens make it: the document's version read from its detail (by
   * `reader`, this client unless another may read what this one may not), then
   * `<prefix>/change<Name>State` with the action and its extra fields (an approval's comment …).
   */
  async changeState<T = unknown>(
    prefix: string,
    name: string,
    id: number,
    action: string,
    extra: Record<string, unknown> = {},
    reader: ApiClient = this,
  ): Promise<Envelope<T>> {
    const detail = await reader.get<{ version: number }>(`${prefix}/query${name}Detail`, { id: String(id) });
    if (detail.resultCode !== '0') throw new Error(`${name} ${id}: ${JSON.stringify(detail)}`);
    return this.post<T>(`${prefix}/change${name}State`, {
      id,
      version: detail.result.version,
      action,
      ...extra,
    });
  }

  async login(userName: string, password: string, remember = false): Promise<Envelope> {
    return this.post('/user/login', { userName, password, remember });
  }

  private keepCookie(res: LightMyRequestResponse): void {
    const session = res.cookies.find((c) => c.name === 'tg_sid');
    if (!session) return;
    this.cookie = session.value ? `tg_sid=${session.value}` : '';
  }
}
