/**
 * A device as people name it (Chrome · Windows) from its user agent, for the 登录设备 list.
 * Only the families staff use are told apart; anything else shows as 未知浏览器 / 未知系统
 * with the full text in a tooltip.
 */
const browsers: readonly [RegExp, string][] = [
  [/wxwork\//i, '企业微信'],
  [/micromessenger\//i, '微信'],
  [/edg(e|a|ios)?\//i, 'Edge'],
  [/firefox\//i, 'Firefox'],
  [/(chrome|chromium|crios)\//i, 'Chrome'],
  [/version\/[\d.]+.*safari\//i, 'Safari'],
];

const systems: readonly [RegExp, string][] = [
  [/windows/i, 'Windows'],
  [/android/i, 'Android'],
  [/iphone|ipad|ipod/i, 'iOS'],
  [/mac os x|macintosh/i, 'macOS'],
  [/linux/i, 'Linux'],
];

const first = (ua: string, table: readonly [RegExp, string][], fallback: string) =>
  table.find(([pattern]) => pattern.test(ua))?.[1] ?? fallback;

export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return '未知设备';
  return `${first(userAgent, browsers, '未知浏览器')} · ${first(userAgent, systems, '未知系统')}`;
}
