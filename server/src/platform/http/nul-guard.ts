/**
 * PostgreSQL text cannot hold the NUL character: a string carrying one fails in the database
 * (`invalid byte sequence`), wherever it is used. Every route refuses it up front instead, with
 * a message, so no handler has to remember it (the route fuzzer found the first that didn't).
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

export const NUL_MESSAGE = '输入内容不能包含空字符（\\0）';

/**
 * Nor can UTF-8 hold half of a UTF-16 surrogate pair (JSON's `"\ud800"` alone): the driver would
 * store U+FFFD (�) in its place, silently changing what was sent (issue 28). Refused up front
 * like NUL, naming where it is.
 */
// Code units, not code points (no `u` flag): a high half not followed by a low one, or a low half
// not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function loneSurrogateAt(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path : undefined;
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [k, v] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    const at = path ? `${path}.${k}` : String(k);
    if (typeof k === 'string' && LONE_SURROGATE.test(k)) return at;
    const found = loneSurrogateAt(v, at, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

export const loneSurrogateMessage = (path: string) =>
  `输入内容含有无效字符（不成对的 Unicode 代理项，如 \\ud800）${path ? `：${path}` : ''}，请删除后重新输入`;
