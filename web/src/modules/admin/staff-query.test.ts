import { describe, expect, it } from 'vitest';
import { fromFilterValues, readStaffQuery, toFilterValues, writeStaffQuery } from './staff-query';

describe('staff filters in the URL', () => {
  it('round-trips the filters and the page', () => {
    const query = {
      filters: { userName: 'zhang', departmentId: 3, roleName: 'Saler', state: 'LEFT' as const },
      pageIndex: 2,
    };
    const params = writeStaffQuery(query);
    expect(params.toString()).toBe('userName=zhang&departmentId=3&roleName=Saler&state=LEFT&pageIndex=2');
    expect(readStaffQuery(params)).toEqual({
      filters: { ...query.filters, realName: undefined },
      pageIndex: 2,
    });
  });

  it('ignores what a hand-edited URL gets wrong', () => {
    expect(
      readStaffQuery(new URLSearchParams('departmentId=abc&state=GONE&pageIndex=-4&userName=%20')),
    ).toEqual({
      filters: {
        userName: undefined,
        realName: undefined,
        departmentId: undefined,
        roleName: undefined,
        state: '',
      },
      pageIndex: 1,
    });
  });

  it('maps 全部 of the status filter to an empty state', () => {
    expect(toFilterValues({ state: '' }).state).toBe('ALL');
    expect(fromFilterValues({ state: 'ALL', realName: ' 李 ' })).toEqual({
      userName: undefined,
      realName: '李',
      departmentId: undefined,
      roleName: undefined,
      state: '',
    });
  });
});
