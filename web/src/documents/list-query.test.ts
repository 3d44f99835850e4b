import { accountReceivable, product, reportAsDocument, supplier } from '@tiangong/domain';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { testOrder } from './documents-testing';
import { fromFormValues, listBody, readListQuery, toFormValues, writeListQuery } from './list-query';

describe('list query in the URL', () => {
  it('reads only declared filters, a valid page and a valid sort', () => {
    const q = readListQuery(
      product,
      new URLSearchParams('code=P0&productTypeId=3&spec=x&pageIndex=abc&sort=name&order=sideways'),
    );
    expect(q).toEqual({ filters: { code: 'P0', productTypeId: '3' }, pageIndex: 1, sort: undefined });
  });

  it('writes filters in declaration order, without 全部 or the first page', () => {
    const params = writeListQuery(product, {
      filters: { status: 'ALL', name: '蓝', code: 'P' },
      pageIndex: 1,
      sort: { field: 'code', order: 'desc' },
    });
    expect(params.toString()).toBe('code=P&name=%E8%93%9D&sort=code&order=desc');
  });

  it('sends text as text, refs as numbers, booleans as booleans, dates as a yyyymmdd range', () => {
    const q = readListQuery(
      testOrder,
      new URLSearchParams('number=CG&orderDateStart=20260101&orderDateEnd=20260131&urgent=true&pageIndex=2'),
    );
    expect(listBody(testOrder, q, 10)).toEqual({
      page: { pageIndex: 2, pageSize: 10 },
      queryParameterVo: {
        number: 'CG',
        orderDateStart: '20260101',
        orderDateEnd: '20260131',
        urgent: true,
        status: 'ALL',
      },
    });
    expect(
      listBody(supplier, readListQuery(supplier, new URLSearchParams('locationId=5')), 10).queryParameterVo,
    ).toEqual({
      locationId: 5,
      status: 'ALL',
    });
  });

  it('converts between URL text and the filter form both ways', () => {
    const values = toFormValues(testOrder, { orderDateStart: '20260101', urgent: 'false', number: 'CG' });
    expect(values.number).toBe('CG');
    expect(values.urgent).toBe(false);
    expect(values.status).toBe('ALL');
    const [start, end] = values.orderDate as [dayjs.Dayjs, null];
    expect(start.format('YYYY-MM-DD')).toBe('2026-01-01');
    expect(end).toBeNull();
    expect(
      fromFormValues(testOrder, {
        number: ' CG ',
        urgent: false,
        orderDate: [dayjs('2026-02-01'), dayjs('2026-02-28')],
        status: 'APPROVAL_PENDING',
      }),
    ).toEqual({
      number: 'CG',
      urgent: 'false',
      orderDateStart: '20260201',
      orderDateEnd: '20260228',
      status: 'APPROVAL_PENDING',
    });
  });
  it('a single-day date (截止日期) is one day under its own name, through URL, form and body', () => {
    const def = reportAsDocument(accountReceivable);
    const q = readListQuery(def, new URLSearchParams('asOf=20261015&asOfEnd=20261231'));
    expect(q.filters).toEqual({ asOf: '20261015' });
    const form = toFormValues(def, q.filters);
    expect(dayjs.isDayjs(form.asOf) && form.asOf.format('YYYY-MM-DD')).toBe('2026-10-15');
    expect(fromFormValues(def, { asOf: dayjs('2026-11-03') })).toEqual({ asOf: '20261103' });
    expect(listBody(def, q, 25).queryParameterVo).toEqual({ asOf: '20261015' });
  });
});
