import { describe, expect, it } from 'vitest';
import { drillScreen } from './define.ts';
import { purchaseAudit } from './purchase/purchase-audit.report.ts';

describe('a drill-down that opens the screen its row names (采购审核)', () => {
  const drill = purchaseAudit.drill!.number;

  it('opens each row’s own detail: a manual order as one, an apply as an apply', () => {
    expect(drillScreen(drill, { screen: '/manual-purchase-order/manual-detail', docId: 3 })).toBe(
      '/manual-purchase-order/manual-detail',
    );
    expect(drillScreen(drill, { screen: '/purchase-apply/detail' })).toBe('/purchase-apply/detail');
  });

  it('falls back to its declared screen for a row naming none or something not a path', () => {
    expect(drillScreen(drill, {})).toBe('/purchase-order/detail');
    expect(drillScreen(drill, { screen: 'javascript:alert(1)' })).toBe('/purchase-order/detail');
    expect(drillScreen(drill, { screen: '//elsewhere.example/x' })).toBe('/purchase-order/detail');
  });
});
