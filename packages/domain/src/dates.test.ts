import { describe, expect, it } from 'vitest';
import { companyToday, companyTodayDate, toYmd } from './dates.ts';

// 2026-11-27 16:30 UTC is 2026-11-28 00:30 in Shanghai: the UTC date is the day before the company's.
const afterMidnight = new Date(Date.UTC(2026, 10, 27, 16, 30));
// 2026-11-27 15:30 UTC is 23:30 in Shanghai: both calendars still on the 27th.
const beforeMidnight = new Date(Date.UTC(2026, 10, 27, 15, 30));

describe('the company calendar (Asia/Shanghai)', () => {
  it('companyToday is the Shanghai date, whatever the machine zone', () => {
    expect(companyToday(afterMidnight)).toBe('20261128');
    expect(companyToday(beforeMidnight)).toBe('20261127');
    expect(companyToday(new Date(Date.UTC(2026, 11, 31, 16, 0)))).toBe('20270101');
  });

  it('companyTodayDate has the company date in its local fields, for calendar arithmetic', () => {
    const d = companyTodayDate(afterMidnight);
    expect(toYmd(d)).toBe('20261128');
    expect(toYmd(new Date(d.getFullYear(), d.getMonth(), d.getDate() + 3))).toBe('20261201');
    expect(companyTodayDate(new Date(Date.UTC(2026, 11, 31, 16, 0))).getFullYear()).toBe(2027);
  });
});
