import type { LightMyRequestResponse } from 'fastify';
import { hostileStrings } from './hostile-values.ts';

/**
 * What every answer must be, whatever was sent: no 5xx, no stack trace, no SQL text, and a
 * refusal in the SPEC §8 envelope with a Chinese message.
 */
export interface Verdict {
  refused: boolean;
  resultCode: string;
  /** What is wrong with the answer itself; empty when it is fine. */
  faults: string[];
}

const stackTrace = [/\n\s+at\s/, /\.(ts|js|mjs):\d+/, /node_modules/];
const sqlText = [
  /\b(select|insert|update|delete)\b[\s\S]{0,80}\b(from|into|set|where)\b/i,
  /syntax error|violates|duplicate key|relation "|column "|invalid input syntax|out of range for type/i,
  /\b(pglite|postgres|drizzle)\b/i,
];
const chinese = /[\u4e00-\u9fff]/;

/** Each hostile string as it reads inside the JSON we sent (escaped once, not per answer). */
const sentForms = hostileStrings.filter((s) => s.length > 2).map((s) => [s, JSON.stringify(s).slice(1, -1)]);

/** The answer's text with every string we sent taken out, so an echoed input is not a leak. */
function withoutEcho(text: string, sent: string): string {
  let out = text;
  for (const [s, inJson] of sentForms) if (sent.includes(inJson)) out = out.split(s).join('');
  return out;
}

/** Whether one of the patterns matches the answer once what we sent is taken out of it. */
function leaks(text: string, sent: string, patterns: readonly RegExp[]): RegExp[] {
  // Most answers match none even with the echo in: the echo is stripped only when one does.
  if (!patterns.some((p) => p.test(text))) return [];
  const stripped = withoutEcho(text, sent);
  return patterns.filter((p) => p.test(stripped));
}

export function checkAnswer(res: LightMyRequestResponse, sentText: string): Verdict {
  const faults: string[] = [];
  if (res.statusCode >= 500) faults.push(`HTTP ${res.statusCode}`);
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('json')) {
    // A download: only a success may answer something other than the envelope.
    if (res.statusCode !== 200) faults.push(`HTTP ${res.statusCode} without the envelope`);
    return { refused: false, resultCode: '0', faults };
  }
  let body: { resultCode?: unknown; result?: unknown };
  try {
    body = res.json();
  } catch {
    return { refused: true, resultCode: '?', faults: [...faults, 'answer is not JSON'] };
  }
  const resultCode = typeof body.resultCode === 'string' ? body.resultCode : '?';
  if (resultCode === '?') faults.push('answer without resultCode');
  const refused = resultCode !== '0';
  if (refused) {
    const message = typeof body.result === 'string' ? body.result : '';
    if (!chinese.test(message))
      faults.push(`refusal without a Chinese message: ${JSON.stringify(body.result)}`);
    for (const pattern of leaks(message, sentText, [...stackTrace, ...sqlText])) {
      faults.push(`refusal leaks ${pattern}: ${withoutEcho(message, sentText).slice(0, 200)}`);
    }
  } else if (leaks(res.body, sentText, stackTrace.slice(0, 1)).length) {
    faults.push(`answer carries a stack trace: ${withoutEcho(res.body, sentText).slice(0, 200)}`);
  }
  return { refused, resultCode, faults };
}
