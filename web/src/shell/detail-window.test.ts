import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detailUrl, goBack, openDetailWindow } from './detail-window';

describe('detail windows', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('passes the record as query parameters of a flat route', () => {
    expect(detailUrl('/supplier/detail', { id: 12, mode: 'view' })).toBe('/supplier/detail?id=12&mode=view');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openDetailWindow('/supplier/detail', { id: 3 });
    expect(open).toHaveBeenCalledWith('/supplier/detail?id=3', '_blank');
  });

  it('closes a window that is its only history entry, after 1500 ms by default', () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    const back = vi.fn();
    goBack(back);
    vi.advanceTimersByTime(1_499);
    expect(close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(close).toHaveBeenCalledOnce();
    expect(back).not.toHaveBeenCalled();
  });

  it('goes back when there is history, and closes when asked to close only', () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    const back = vi.fn();
    goBack(back, { delayMs: 0 });
    expect(back).toHaveBeenCalledOnce();
    goBack(back, { closeOnly: true, delayMs: 0 });
    expect(close).toHaveBeenCalledOnce();
  });
});
