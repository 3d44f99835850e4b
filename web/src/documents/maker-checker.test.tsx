import { render, screen } from '@testing-library/react';
import { salesReceipt } from '@tiangong/domain';
import { describe, expect, it, vi } from 'vitest';
import { makerRefusal } from './access';
import { DocumentActions } from './DocumentActions';
import type { TransitionRunner } from './use-transitions';

/**
 * Maker ≠ checker on the generic screens (issue 35 item 4): the 复核 of a receipt the user keyed is
 * shown but not offered, the rule as its reason; another reviewer, or SuperAdmin, may press it.
 */
const audit = salesReceipt.transitions.find((t) => t.action === 'AUDIT')!;
const row = { id: 1, status: 'APPROVAL_PENDING', version: 1, createBy: 'Cashier' };
const cashier = { roles: ['Cashier'], userName: 'cashier' };
const runner = { run: vi.fn(), remove: vi.fn() } as unknown as TransitionRunner;

describe('maker and checker on screen', () => {
  it('names the rule for the maker, case-free, and nothing for anyone else', () => {
    expect(makerRefusal(audit, row, cashier)).toBe('制单人不能复核自己的单据（制单与审核须为两人）');
    expect(makerRefusal(audit, row, { roles: ['FinaceManager'], userName: 'finacemanager' })).toBeUndefined();
    expect(
      makerRefusal(audit, { createBy: 'admin' }, { roles: ['SuperAdmin'], userName: 'admin' }),
    ).toBeUndefined();
    const invalidate = salesReceipt.transitions.find((t) => t.action === 'INVALIDATE')!;
    expect(makerRefusal(invalidate, row, cashier)).toBeUndefined();
  });

  it('shows the maker the 复核 button disabled, with the rule', () => {
    render(
      <DocumentActions
        def={salesReceipt}
        row={row}
        perms={{ ...cashier, roles: ['Cashier'], canEdit: true, canExport: false, inPurchasing: false }}
        runner={runner}
        variant="button"
      />,
    );
    const button = screen.getByRole('button', { name: /^复\s?核$/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('title')).toBe('制单人不能复核自己的单据（制单与审核须为两人）');
    expect(screen.getByRole('button', { name: /^作\s?废$/ }).hasAttribute('disabled')).toBe(false);
  });
});
