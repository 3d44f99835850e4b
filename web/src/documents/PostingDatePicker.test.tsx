import { render, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../api/http';
import { inClosedMonth, PostingDatePicker } from './PostingDatePicker';

vi.mock('../api/http', () => ({ apiGet: vi.fn() }));
const get = vi.mocked(apiGet);

const cell = (ymd: string) => document.querySelector(`td[title="${ymd}"]`);

describe('posting date picker', () => {
  afterEach(() => get.mockReset());

  it('knows the days of a closed month', () => {
    const closed = new Set(['202609']);
    expect(inClosedMonth(dayjs('2026-09-30'), closed)).toBe(true);
    expect(inClosedMonth(dayjs('2026-10-01'), closed)).toBe(false);
  });

  it('greys out the days of the months closed for its kind of stock, and only those', async () => {
    get.mockResolvedValue(['202609']);
    render(<PostingDatePicker kind="MATERIAL" open defaultPickerValue={dayjs('2026-10-15')} />);
    expect(get).toHaveBeenCalledWith(
      '/inventory/queryClosedPeriodList',
      { kind: 'MATERIAL' },
      {
        silent: true,
        quiet: true,
      },
    );
    // The October panel also shows the last days of September.
    await waitFor(() => expect(cell('2026-09-30')?.className).toContain('ant-picker-cell-disabled'));
    expect(cell('2026-10-01')?.className).not.toContain('ant-picker-cell-disabled');
    expect(cell('2026-10-31')?.className).not.toContain('ant-picker-cell-disabled');
  });

  it('leaves every day pickable when the closed months could not be read', async () => {
    get.mockResolvedValue(undefined);
    render(<PostingDatePicker kind="MATERIAL" open defaultPickerValue={dayjs('2026-10-15')} />);
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(cell('2026-09-30')?.className).not.toContain('ant-picker-cell-disabled');
  });
});
