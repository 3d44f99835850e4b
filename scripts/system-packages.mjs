// The end-to-end tests drive the system's Chromium with CJK fonts (Debian packages
// `chromium` and `fonts-noto-cjk`). Install them when missing and we may (root with apt-get).
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

function hasCjkFont() {
  const res = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
  return res.status === 0 && res.stdout.trim().length > 0;
}

export function ensureSystemPackages() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const missing = [];
  if (!fs.existsSync(chromium)) missing.push('chromium');
  if (!hasCjkFont()) missing.push('fonts-noto-cjk');
  if (missing.length === 0) return;
  const canApt = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canApt) {
    console.warn(
      `Missing ${missing.join(', ')}; install them (apt-get install ${missing.join(' ')}) for the e2e tests.`,
    );
    return;
  }
  console.log(`Installing ${missing.join(', ')} with apt-get …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync(`apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit', env });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureSystemPackages();
