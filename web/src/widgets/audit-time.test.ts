import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAuditTime } from './audit-time';

/**
 * Times on screen read the company's clock (Asia/Shanghai), whatever the browser's zone (issue 35
 * item 7): run in Los Angeles, a moment still shows as Shanghai's wall time.
 */
const saved = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = saved;
});

describe('formatAuditTime', () => {
  it('runs in a zone other than the company’s', () => {
    // Los Angeles is 7–8 hours behind UTC; Shanghai 8 ahead.
    expect(new Date('2026-11-27T16:30:00Z').getTimezoneOffset()).toBe(480);
  });

  it('shows a moment on the company’s clock, from ISO text, epoch ms or a Date', () => {
    // 16:30 UTC is 00:30 the next day in Shanghai (and 08:30 the same day in Los Angeles).
    expect(formatAuditTime('2026-11-27T16:30:00Z')).toBe('2026-11-28 00:30');
    expect(formatAuditTime('2026-11-27T16:30:00.123+00:00')).toBe('2026-11-28 00:30');
    expect(formatAuditTime(Date.parse('2026-11-27T16:30:00Z'))).toBe('2026-11-28 00:30');
    expect(formatAuditTime(new Date('2026-06-01T03:05:00Z'))).toBe('2026-06-01 11:05');
  });

  it('keeps dates and zone-less wall times as written', () => {
    expect(formatAuditTime('20261122')).toBe('2026-11-22');
    expect(formatAuditTime('2026-11-22')).toBe('2026-11-22');
    expect(formatAuditTime('2026-11-20T08:05:09')).toBe('2026-11-20 08:05');
    expect(formatAuditTime('2026-11-20 08:05')).toBe('2026-11-20 08:05');
    expect(formatAuditTime(undefined)).toBe('');
    expect(formatAuditTime('不是时间')).toBe('不是时间');
  });
});
