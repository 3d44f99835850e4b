import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir, lockHolder } from './data-dir-lock.ts';

const here = path.dirname(new URL(import.meta.url).pathname);

function lockFromAnotherProcess(dir: string) {
  const script = `import { lockDataDir } from ${JSON.stringify(path.join(here, 'data-dir-lock.ts'))};
try { lockDataDir(${JSON.stringify(dir)}); console.log('LOCKED'); } catch (e) { console.log('REFUSED ' + e.message); }`;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
}

describe('embedded database directory lock', () => {
  it('refuses a second process with a clear Chinese message while the first holds it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-lock-'));
    expect(lockHolder(dir)).toBe(null);
    const release = lockDataDir(dir);
    expect(lockHolder(dir)).toBe(process.pid);
    const other = lockFromAnotherProcess(dir);
    expect(other.stdout).toContain(`REFUSED 数据目录 ${dir} 正被进程 ${process.pid} 使用`);
    release();
    expect(lockFromAnotherProcess(dir).stdout).toContain('LOCKED');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes over the stale lock of a dead process', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-lock-'));
    fs.writeFileSync(path.join(dir, 'tiangong.lock'), '999999');
    expect(lockHolder(dir), 'a dead holder holds nothing').toBe(null);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'tiangong.lock'), 'utf8')).toBe(String(process.pid));
    release();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
