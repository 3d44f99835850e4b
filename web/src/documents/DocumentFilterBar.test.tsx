import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DocumentFilterBar } from './DocumentFilterBar';
import { testOrder } from './documents-testing';

describe('DocumentFilterBar', () => {
  it("names a date filter's stand-in while its picker loads (axe: every control has a name)", () => {
    render(
      <DocumentFilterBar def={testOrder} roles={[]} inPurchasing={false} value={{}} onSearch={vi.fn()} />,
    );
    // The picker's code is still loading: a disabled input stands in, named as the picker is.
    const standIn = screen.getByRole('textbox', { name: '订单日期' });
    expect((standIn as HTMLInputElement).disabled).toBe(true);
  });
});
