import fc from 'fast-check';
import { z } from 'zod';
import { anyHostileNumber, anyHostileString, anyPlausibleString, anyWrongTyped } from './hostile-values.ts';

/**
 * fast-check arbitraries from a route's zod schema, walked through its JSON Schema (zod's own
 * `toJSONSchema`, input side): a stable, documented shape, where zod's internals are not.
 *
 * `shapedOf` gives payloads of the right shape whose leaves are sometimes plausible (so the
 * handler runs) and sometimes hostile (so it meets SQL, markup, control characters and numbers
 * past 2^53 inside an otherwise valid call). `negatedOf` breaks one thing: a missing required
 * field, a wrong type, an extra field.
 */
type JsonSchema = z.core.JSONSchema.JSONSchema;

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'inline' });
}

/** Small ids and counts: the demo records have them, so lookups find something. */
const smallInt = fc.integer({ min: 1, max: 40 });

function resolve(root: JsonSchema, node: JsonSchema | boolean | undefined): JsonSchema {
  if (node === undefined || typeof node === 'boolean') return {};
  if (node.$ref?.startsWith('#/$defs/')) return resolve(root, root.$defs?.[node.$ref.slice(8)]);
  return node;
}

function integerArbitrary(node: JsonSchema, hostile: boolean): fc.Arbitrary<unknown> {
  const min =
    node.minimum ?? (node.exclusiveMinimum !== undefined ? Number(node.exclusiveMinimum) + 1 : -1000);
  const max =
    node.maximum ?? (node.exclusiveMaximum !== undefined ? Number(node.exclusiveMaximum) - 1 : 1_000_000);
  const inRange = fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) });
  const small = smallInt.filter((n) => n >= min && n <= max);
  return hostile
    ? fc.oneof({ weight: 3, arbitrary: small }, inRange, anyHostileNumber)
    : fc.oneof({ weight: 3, arbitrary: small }, inRange);
}

function stringArbitrary(node: JsonSchema, hostile: boolean): fc.Arbitrary<unknown> {
  if (node.format === 'uuid') return fc.uuid();
  if (node.pattern) return fc.stringMatching(new RegExp(node.pattern));
  const max = node.maxLength ?? 60;
  const min = node.minLength ?? 0;
  const plain = fc.string({ minLength: min, maxLength: Math.min(max, 20), unit: 'grapheme' });
  const plausible = anyPlausibleString.filter((s) => s.length >= min && s.length <= max);
  return hostile
    ? fc.oneof({ weight: 2, arbitrary: anyHostileString }, plausible, plain)
    : fc.oneof({ weight: 2, arbitrary: plausible }, plain);
}

const anyJson = fc.oneof(smallInt, fc.boolean(), anyPlausibleString, fc.constant(null));

/** Payloads of the schema's shape (hostile leaves when `hostile`). */
export function shapedOf(root: JsonSchema, hostile: boolean, node: JsonSchema = root): fc.Arbitrary<unknown> {
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => shapedOf(root, hostile, resolve(root, a))));
  if (node.$ref) return shapedOf(root, hostile, resolve(root, node));
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  switch (node.type) {
    case 'string':
      return stringArbitrary(node, hostile);
    case 'integer':
      return integerArbitrary(node, hostile);
    case 'number':
      return hostile ? fc.oneof(smallInt, anyHostileNumber) : smallInt;
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = resolve(root, Array.isArray(node.items) ? node.items[0] : node.items);
      const minLength = node.minItems ?? 0;
      return fc.array(shapedOf(root, hostile, items), { minLength, maxLength: Math.max(minLength, 3) });
    }
    case 'object': {
      const properties = node.properties ?? {};
      const required = node.required ?? [];
      const entries = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [
          key,
          shapedOf(root, hostile, resolve(root, value)),
        ]),
      );
      // Optional keys are left out half the time (fast-check's record does that per key).
      return fc.record(entries, { requiredKeys: required.filter((k) => k in entries) });
    }
    default:
      return hostile ? fc.oneof(anyJson, anyWrongTyped) : anyJson;
  }
}

/** One broken thing in an otherwise shaped payload. */
export type Negation =
  | { kind: 'drop'; path: string[] }
  | { kind: 'retype'; path: string[]; value: unknown }
  | { kind: 'extra'; path: string[]; value: unknown };

function objectPaths(root: JsonSchema, node: JsonSchema, prefix: string[], out: string[][]): void {
  if (node.type !== 'object' || !node.properties) return;
  out.push(prefix);
  for (const [key, value] of Object.entries(node.properties)) {
    const child = resolve(root, value);
    objectPaths(root, child.anyOf ? resolve(root, child.anyOf[0]) : child, [...prefix, key], out);
  }
}

function leafPaths(root: JsonSchema, node: JsonSchema, prefix: string[], out: string[][]): void {
  if (node.type === 'object' && node.properties) {
    for (const [key, value] of Object.entries(node.properties)) {
      const child = resolve(root, value);
      out.push([...prefix, key]);
      leafPaths(root, child.anyOf ? resolve(root, child.anyOf[0]) : child, [...prefix, key], out);
    }
  }
}

/** Negations that apply to the schema: each names a path and what to do there. */
export function negationOf(root: JsonSchema): fc.Arbitrary<Negation> {
  const leaves: string[][] = [];
  leafPaths(root, root, [], leaves);
  const objects: string[][] = [];
  objectPaths(root, root, [], objects);
  const options: fc.Arbitrary<Negation>[] = [];
  if (leaves.length) {
    const path = fc.constantFrom(...leaves);
    options.push(path.map((p) => ({ kind: 'drop' as const, path: p })));
    options.push(
      fc.tuple(path, fc.oneof(anyWrongTyped, anyHostileNumber, anyHostileString)).map(([p, value]) => ({
        kind: 'retype' as const,
        path: p,
        value,
      })),
    );
  }
  if (objects.length) {
    options.push(
      fc
        .tuple(fc.constantFrom(...objects), anyWrongTyped)
        .map(([p, value]) => ({ kind: 'extra' as const, path: [...p, 'zzUnexpected'], value })),
    );
  }
  return options.length
    ? fc.oneof(...options)
    : fc.constant({ kind: 'extra', path: ['zzUnexpected'], value: 1 });
}

/** Applies a negation to a copy of a shaped payload (creating parents where the payload left them out). */
export function applyNegation(payload: unknown, negation: Negation): unknown {
  const copy: unknown = structuredCloneJson(payload);
  if (copy === null || typeof copy !== 'object' || Array.isArray(copy)) return copy;
  let node = copy as { [key: string]: unknown };
  const path = negation.path;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) node[key] = {};
    node = node[key] as { [key: string]: unknown };
  }
  const last = path[path.length - 1];
  if (negation.kind === 'drop') delete node[last];
  else node[last] = negation.value;
  return copy;
}

/** A deep copy that keeps NumberLiteral instances (structuredClone would flatten them). */
function structuredCloneJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(structuredCloneJson);
  if (value !== null && typeof value === 'object' && value.constructor === Object) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, structuredCloneJson(v)]));
  }
  return value;
}
