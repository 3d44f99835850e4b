import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager, type PagerState } from './Pager';

const jumper = () => screen.queryByLabelText('跳至页码');

describe('Pager', () => {
  it('shows 共 N 条, previous, pages and next; no jumper at 5 records or fewer', () => {
    // Page size 2 gives 3 pages, yet 5 records are too few for a jumper.
    render(<Pager value={{ pageIndex: 1, pageSize: 2, totalRec: 5 }} onChange={vi.fn()} />);
    expect(screen.getByText('共 5 条')).toBeTruthy();
    expect(document.querySelector('.ant-pagination-prev')).not.toBeNull();
    expect(document.querySelector('.ant-pagination-next')).not.toBeNull();
    expect(screen.getByTitle('1')).toBeTruthy();
    expect(jumper()).toBeNull();
  });

  it('shows the jumper from 6 records, even when they fit one page (SPEC §2)', () => {
    const { rerender } = render(
      <Pager value={{ pageIndex: 1, pageSize: 5, totalRec: 6 }} onChange={vi.fn()} />,
    );
    expect(jumper()).not.toBeNull();
    rerender(<Pager value={{ pageIndex: 1, pageSize: 25, totalRec: 13 }} onChange={vi.fn()} />);
    expect(jumper()).not.toBeNull();
    expect(screen.getByText('跳至')).toBeTruthy();
  });

  it('jumps no further than the last page and ignores what is not a page number', async () => {
    const onChange = vi.fn<(s: PagerState) => void>();
    render(<Pager value={{ pageIndex: 1, pageSize: 25, totalRec: 60 }} onChange={onChange} />);
    await userEvent.type(jumper() as HTMLElement, '9{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ pageIndex: 3, pageSize: 25, totalRec: 60 });
    await userEvent.type(jumper() as HTMLElement, 'x{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect((jumper() as HTMLInputElement).value).toBe('');
  });

  it('emits the new state when a page number, next, or the jumper is used', async () => {
    const onChange = vi.fn<(s: PagerState) => void>();
    const value = { pageIndex: 1, pageSize: 25, totalRec: 120 };
    const { rerender } = render(<Pager value={value} onChange={onChange} />);
    expect(screen.getByText('共 120 条')).toBeTruthy();
    await userEvent.click(screen.getByTitle('3'));
    expect(onChange).toHaveBeenLastCalledWith({ pageIndex: 3, pageSize: 25, totalRec: 120 });

    rerender(<Pager value={{ ...value, pageIndex: 3 }} onChange={onChange} />);
    await userEvent.click(document.querySelector('.ant-pagination-next') as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith({ pageIndex: 4, pageSize: 25, totalRec: 120 });

    await userEvent.type(jumper() as HTMLElement, '5{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ pageIndex: 5, pageSize: 25, totalRec: 120 });
  });
});
