import { can, isPermission, type Permission } from '@tiangong/domain';

/**
 * Field-level permissions (SPEC §6): a route declares which answer fields need which permission
 * (e.g. `{ 'material-name': ['materielName'], 'warehouse-amount': ['price', 'amount'] }`); for a
 * caller without it, those keys are removed at any depth before the answer leaves the server.
 */
export type RedactionRules = Partial<Record<Permission, string[]>>;

export function hiddenKeys(roles: readonly string[], rules: RedactionRules | undefined): Set<string> {
  const hidden = new Set<string>();
  for (const [permission, keys] of Object.entries(rules ?? {})) {
    // Object.entries widens the keys to string; the declared type already refused an unknown one.
    if (!isPermission(permission) || !can(roles, permission)) for (const key of keys ?? []) hidden.add(key);
  }
  return hidden;
}

export function redact<T>(value: T, hidden: Set<string>): T {
  if (hidden.size === 0 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, hidden)) as T;
  if (value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (!hidden.has(key)) out[key] = redact(v, hidden);
  return out as T;
}
