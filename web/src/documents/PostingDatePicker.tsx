import { CLOSED_PERIODS_PATH, type PeriodBook } from '@tiangong/domain';
import { DatePicker, type DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { apiGet } from '../api/http';

/** Whether a day lies in one of the closed months (yyyymm). */
export function inClosedMonth(day: Dayjs, closed: ReadonlySet<string>): boolean {
  return closed.has(day.format('YYYYMM'));
}

/**
 * The date picker of a posting date (a declared `closedBy`): the months closed for that book (a kind
 * of stock, or 往来) are greyed out, so nobody picks a date the server would refuse as back-dating. The
 * closed months are asked once per form opening, quietly (a failure only leaves them pickable).
 */
export function PostingDatePicker({ kind, ...props }: DatePickerProps & { kind: PeriodBook }) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    let live = true;
    void apiGet<string[]>(CLOSED_PERIODS_PATH, { kind }, { silent: true, quiet: true }).then((periods) => {
      if (live && periods) setClosed(new Set(periods));
    });
    return () => {
      live = false;
    };
  }, [kind]);
  return <DatePicker {...props} disabledDate={(day) => inClosedMonth(day, closed)} />;
}
