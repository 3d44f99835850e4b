import type { DocumentDef, FieldDef } from '@tiangong/domain';
import { toPayload } from './form-fields';
import type { ItemLine } from './items';

/**
 * The declared defaults in the form (a field's `default`, issue 35): the server answers them
 * (`query${Name}Defaults`, the same rules the save applies), the form puts them in what is still
 * empty — a new document's date and currency when it opens, a line's price each time its supplier
 * or material changes — and says so beside a value a rule with a hint filled (已按核准物料价格).
 */
export interface DefaultsAnswer {
  values: Record<string, unknown>;
  items: Record<string, unknown>[];
  hints: Record<string, string>;
  lineHints: Record<string, string>[];
}

export interface DefaultsBody {
  newDocument: boolean;
  values: Record<string, unknown>;
  items: Record<string, unknown>[];
}

/** A value a rule filled and its hint, kept on the form's line beside the field. */
export interface FilledHint {
  text: string;
  value: unknown;
}

/** The form line's key of a field's hint (never sent: payloads take declared fields only). */
export const hintKey = (name: string) => `${name}DefaultHint`;

const fieldsOf = (def: DocumentDef) => [
  ...Object.values(def.fields),
  ...Object.values(def.items?.fields ?? {}),
];

/** Whether the declaration has defaults at all (the server offers the call only then). */
export function hasFieldDefaults(def: DocumentDef): boolean {
  return fieldsOf(def).some((f) => f.default);
}

/** The fields whose change may change a line's default: what its `latest` rules match and date on. */
export function lineDefaultInputs(def: DocumentDef): Set<string> {
  const out = new Set<string>();
  for (const f of Object.values(def.items?.fields ?? {})) {
    const rule = f.default;
    if (!rule || typeof rule === 'string' || !('latest' in rule)) continue;
    for (const ours of Object.values(rule.latest.match)) out.add(ours);
    if (rule.latest.on) out.add(rule.latest.on.date);
  }
  return out;
}

/**
 * The header fields whose change may change a header default: the reference a `from` rule reads
 * (the customer, for 币种) and what a header `latest` rule matches and dates on (the customer, for
 * its default 收货地址). The form asks again when one changes.
 */
export function headerDefaultInputs(def: DocumentDef): Set<string> {
  const out = new Set<string>();
  for (const f of Object.values(def.fields)) {
    const rule = f.default;
    if (!rule || typeof rule === 'string') continue;
    if ('from' in rule) out.add(rule.from.ref);
    if ('latest' in rule) {
      for (const ours of Object.values(rule.latest.match)) out.add(ours);
      if (rule.latest.on) out.add(rule.latest.on.date);
    }
  }
  return out;
}

const empty = (v: unknown) => v === null || v === undefined || v === '';

/**
 * A new document's header with the answer put in: a field empty, or still holding what a rule filled
 * (`filled`, kept by the form), takes the answer's value — or, when no rule gives one now, is
 * emptied again (another customer without a default address); anything typed or chosen stays.
 * Answers the values to set and what rules hold after it.
 */
export function withHeaderDefaults(
  names: readonly string[],
  current: Record<string, unknown>,
  filled: Record<string, unknown>,
  answer: Record<string, unknown>,
): { set: Record<string, unknown>; filled: Record<string, unknown> } {
  const set: Record<string, unknown> = {};
  const held: Record<string, unknown> = {};
  for (const name of names) {
    const stillDefault = name in filled && filled[name] === current[name] && !empty(current[name]);
    if (!empty(current[name]) && !stillDefault) continue;
    if (name in answer) {
      held[name] = answer[name];
      if (current[name] !== answer[name]) set[name] = answer[name];
    } else if (stillDefault) set[name] = undefined;
  }
  return { set, filled: held };
}

/** The header as the server should judge it: a value still as a rule filled it goes as empty. */
export function headerToAsk(
  values: Record<string, unknown>,
  filled: Record<string, unknown>,
): Record<string, unknown> {
  const body = { ...values };
  for (const [name, value] of Object.entries(filled)) if (body[name] === value) body[name] = null;
  return body;
}

/** The hint to show under a line's field: only while it still holds the value the rule filled. */
export function shownHint(line: ItemLine | undefined, name: string): string | undefined {
  const hint = line?.[hintKey(name)] as FilledHint | undefined;
  return hint && line?.[name] === hint.value ? hint.text : undefined;
}

/**
 * The lines as the server should judge them: a value still as a rule filled it goes as empty, so a
 * changed material gets its own price rather than keeping the last one's.
 */
export function linesToAsk(fields: [string, FieldDef][], lines: ItemLine[]): Record<string, unknown>[] {
  return lines.map((line) => {
    const body = toPayload(fields, line);
    for (const [name] of fields) if (shownHint(line, name)) body[name] = null;
    return body;
  });
}

/**
 * The lines with the answer put in: a field empty, or still holding what a rule filled, takes the
 * new value (or, when the rule has none now, is emptied again); anything typed stays.
 */
export function withLineDefaults(
  fields: [string, FieldDef][],
  lines: ItemLine[],
  answer: Pick<DefaultsAnswer, 'items' | 'lineHints'>,
): ItemLine[] {
  const ruled = fields.filter(([, f]) => f.default && typeof f.default !== 'string' && 'latest' in f.default);
  return lines.map((line, i) => {
    const filled = answer.items[i] ?? {};
    const hints = answer.lineHints[i] ?? {};
    let next = line;
    for (const [name] of ruled) {
      const stillDefault = !!shownHint(line, name);
      if (!empty(line[name]) && !stillDefault) continue;
      if (name in filled) {
        if (line[name] === filled[name] && stillDefault) continue;
        next = {
          ...next,
          [name]: filled[name],
          [hintKey(name)]: hints[name] ? { text: hints[name], value: filled[name] } : undefined,
        };
      } else if (stillDefault) {
        next = { ...next, [name]: undefined, [hintKey(name)]: undefined };
      }
    }
    return next;
  });
}
