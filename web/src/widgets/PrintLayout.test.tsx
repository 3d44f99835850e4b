import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrintLayout } from './PrintLayout';
import { printStyles } from './print-styles';
import { getButton } from './testing';

afterEach(() => vi.restoreAllMocks());

describe('PrintLayout', () => {
  it('renders each form in its own 1024 px section with a 打印 button', () => {
    render(
      <PrintLayout title="销售出库单" forms={[<div key="a">出库单 A</div>, <div key="b">出库单 B</div>]} />,
    );
    const forms = screen.getAllByTestId('print-form');
    expect(forms.map((f) => f.textContent)).toEqual(['出库单 A', '出库单 B']);
    expect(getComputedStyle(forms[0]).width).toBe('1024px');
    expect(screen.getByText('销售出库单')).toBeTruthy();
    expect(getButton('打印')).toBeTruthy();
  });

  it('prints A4 portrait, one form a page, without the button', () => {
    expect(printStyles).toContain('@page { size: A4 portrait;');
    expect(printStyles).toContain('.tg-print-form { width: 1024px;');
    expect(printStyles).toContain('page-break-after: always');
    expect(printStyles).toMatch(/@media print[\s\S]*\.tg-no-print[^{]*\{ display: none !important; \}/);
    render(<PrintLayout forms={[<div key="a">单据</div>]} />);
    expect(getButton('打印').closest('.tg-no-print')).not.toBeNull();
    const styles = [...document.querySelectorAll('style')].map((s) => s.textContent);
    expect(styles).toContain(printStyles);
  });

  it('打印 opens the browser print with the title as the document name, then restores it', async () => {
    document.title = '天工';
    const titles: string[] = [];
    vi.spyOn(window, 'print').mockImplementation(() => titles.push(document.title));
    render(<PrintLayout title="采购订单" forms={[<div key="a">单据</div>]} />);
    await userEvent.click(getButton('打印'));
    expect(titles).toEqual(['采购订单']);
    expect(document.title).toBe('天工');
  });
});
