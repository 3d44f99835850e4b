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
