import fc from 'fast-check';

/**
 * What a careless or hostile client sends: the pools the route fuzzer draws from. Strings go
 * where a schema wants text; the raw number literals are written into the JSON as they are, so
 * the server's parser meets numbers past 2^53 and past a PostgreSQL bigint, not their rounded
 * JavaScript values.
 */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  // SQL fragments: quotes, comments, stacked statements, LIKE wildcards, a time-based probe.
  "' OR '1'='1",
  "1'; DROP TABLE users;--",
  "'); select pg_sleep(3);--",
  '" or ""="',
  "\\'",
  '%',
  '_',
  "%' and 1=1--",
  'id desc; delete from sessions',
  '1) union select null,version()--',
  // HTML and template fragments.
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose.
  '{{7*7}}${7*7}',
  // Control characters, direction overrides, a byte-order mark, a lone surrogate.
  '\u0000',
  'a\u0001b\u001fc',
  '\r\n\t',
  '\u202etxt.exe',
  '\ufeff',
  '\ud800',
  // Emoji (with joiners), Chinese, combining marks.
  '🎨👩‍🔬🧪',
  '氧化铁红',
  'é̃̂',
  // Impossible and odd dates.
  '20260230',
  '20261301',
  '20260229',
  '00000000',
  '99999999',
  '2026-02-30',
  // Numbers as text.
  '1e309',
  '-1',
  '9007199254740993',
  'NaN',
  // Spreadsheet formulas and a path.
  '=1+2',
  '@SUM(A1)',
  '+cmd|"/c calc"!A1',
  '../../etc/passwd',
  // Huge.
  'x'.repeat(100_000),
  '氧'.repeat(20_000),
];

/** Values that are plausible where the schema asks for them (so handlers run, not just zod). */
export const plausibleStrings: readonly string[] = [
  '20261123',
  '20260101',
  'A',
  '测试',
  'M001',
  'SYSTEM',
  '1',
];

/** A JSON number literal written verbatim into the payload text. */
export class NumberLiteral {
  constructor(readonly text: string) {}
}

export const hostileNumbers: readonly (number | NumberLiteral)[] = [
  -1,
  0,
  -0.5,
  1.5,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  new NumberLiteral('9007199254740993'),
  new NumberLiteral('9223372036854775808'),
  new NumberLiteral('-9223372036854775809'),
  new NumberLiteral('123456789012345678901234567890'),
  new NumberLiteral('1e308'),
  new NumberLiteral('1e309'),
  new NumberLiteral('-1e309'),
];

/** A value of some other type than the schema wants (the negation of a leaf). */
export const wrongTypedValues: readonly unknown[] = [
  null,
  true,
  'text',
  '',
  42,
  -1,
  [],
  [1, 'a'],
  {},
  { nested: { deep: [null] } },
  new NumberLiteral('1e309'),
];

/** Whole payloads that are not the object a route expects. */
export const wrongPayloads: readonly unknown[] = [null, [], 'text', 42, true, {}];

/** Raw bodies that are not JSON at all, or JSON that tries prototype pollution. */
export const malformedBodies: readonly string[] = [
  '{',
  '{"a":}',
  '\u0000',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];

export const anyHostileString = fc.constantFrom(...hostileStrings);
export const anyPlausibleString = fc.constantFrom(...plausibleStrings);
export const anyHostileNumber = fc.constantFrom(...hostileNumbers);
export const anyWrongTyped = fc.constantFrom(...wrongTypedValues);

/** Writes a payload as JSON text, number literals verbatim. */
export function toJsonText(value: unknown): string {
  if (value instanceof NumberLiteral) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const parts = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`);
    return `{${parts.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What the server sees once it parsed the text (for predicting zod's verdict locally). */
export function asParsed(value: unknown): unknown {
  return JSON.parse(toJsonText(value));
}
