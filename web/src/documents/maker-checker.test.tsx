import { render, screen } from '@testing-library/react';
import { moduleActions, salesReceipt } from '@tiangong/domain';
import { describe, expect, it, vi } from 'vitest';
import { makerRefusal } from './access';
import { DocumentActions } from './DocumentActions';
import { actionRefusal } from './ModuleActions';
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

  it('holds a module action’s review (采购订单 价格审核) to the same rule', () => {
    const onOrder = moduleActions.filter((a) => a.on === 'purchase-order');
    const priceReview = onOrder.find((a) => a.key === 'price-review')!;
    const order = { createBy: 'PurchasingManager' };
    const manager = { roles: ['PurchasingManager'], userName: 'purchasingmanager' };
    expect(actionRefusal(priceReview, order, manager)).toBe('制单人不能审核自己的单据（制单与审核须为两人）');
    expect(
      actionRefusal(priceReview, order, { roles: ['PurchasingDirector'], userName: 'director' }),
    ).toBeUndefined();
    expect(
      actionRefusal(priceReview, order, { roles: ['SuperAdmin'], userName: 'purchasingmanager' }),
    ).toBeUndefined();
    // An action that is no review has no checker.
    const apply = moduleActions.find((a) => a.key === 'apply-from-safety-stock')!;
    expect(actionRefusal(apply, order, manager)).toBeUndefined();
    // Every review a module action makes is a checker's (价格审核, 金额审核, 信用审核, 价差审核).
    expect(moduleActions.filter((a) => a.kind === 'review' && !a.checker).map((a) => a.label)).toEqual([]);
  });
});
