import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface JsAsset {
  /** Path as the browser requests it, e.g. `/assets/index-BFNQLrHm.js`. */
  url: string;
  bytes: number;
  gzipBytes: number;
}

export function gzipSize(data: Uint8Array): number {
  return gzipSync(data, { level: 9 }).length;
}

/** Every .js file of the built web app with its raw and gzip size. */
export async function listJsAssets(distDir: string): Promise<Map<string, JsAsset>> {
  const assets = new Map<string, JsAsset>();
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const data = await readFile(file);
    const url = `/${path.relative(distDir, file).split(path.sep).join('/')}`;
    assets.set(url, { url, bytes: data.length, gzipBytes: gzipSize(data) });
  }
  return assets;
}
