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

/** The answer's text with every string we sent taken out, so an echoed input is not a leak. */
function withoutEcho(text: string, sent: string): string {
  let out = text;
  for (const s of hostileStrings) {
    if (s.length > 2 && sent.includes(JSON.stringify(s).slice(1, -1))) out = out.split(s).join('');
  }
  return out;
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
    const text = withoutEcho(message, sentText);
    for (const pattern of [...stackTrace, ...sqlText]) {
      if (pattern.test(text)) faults.push(`refusal leaks ${pattern}: ${text.slice(0, 200)}`);
    }
  } else {
    const text = withoutEcho(res.body, sentText);
    for (const pattern of stackTrace.slice(0, 1)) {
      if (pattern.test(text)) faults.push(`answer carries a stack trace: ${text.slice(0, 200)}`);
    }
  }
  return { refused, resultCode, faults };
}
