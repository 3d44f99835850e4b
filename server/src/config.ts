import path from 'node:path';
import { WEB_DIST } from './paths.ts';

/** Every setting of the server, read from the environment once (README lists them). */
export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  logLevel: string;
  webDist: string;
  cookieSecure: boolean;
  trustProxy: boolean;
  seedDemo: boolean;
  session: { idleMinutes: number; absoluteHours: number; rememberDays: number };
  throttle: { accountMaxFailures: number; ipMaxFailures: number; windowMinutes: number; lockMinutes: number };
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: int(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: path.resolve(env.WEB_DIST ?? WEB_DIST),
    cookieSecure: env.COOKIE_SECURE === 'true',
    trustProxy: env.TRUST_PROXY === 'true',
    seedDemo: env.SEED_DEMO !== 'false',
    session: {
      idleMinutes: int(env.SESSION_IDLE_MINUTES, 120),
      absoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 12),
      rememberDays: int(env.SESSION_REMEMBER_DAYS, 30),
    },
    throttle: {
      accountMaxFailures: int(env.LOGIN_MAX_FAILURES_ACCOUNT, 5),
      ipMaxFailures: int(env.LOGIN_MAX_FAILURES_IP, 30),
      windowMinutes: 15,
      lockMinutes: 15,
    },
  };
}
