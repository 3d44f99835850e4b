import { purchaseInvoice, purchaseInvoiceView } from '@tiangong/domain';
import { describe, expect, it } from 'vitest';
import { documentViews } from './documentRegistry';
import { targetDetailPath } from './PushButtons';

describe('下推 opens the new document where the user can read it', () => {
  if (!documentViews.includes(purchaseInvoiceView)) documentViews.push(purchaseInvoiceView);

  it('in its own detail for a user whose menu holds the declaration’s screen', () => {
    expect(targetDetailPath(purchaseInvoice, () => true)).toBe('/purchaseInvoice/detail');
  });

  it('in a view’s detail for a user whose menu holds only the view (purchasing’s 供应商发票)', () => {
    expect(targetDetailPath(purchaseInvoice, (url) => url.startsWith('/invoice/'))).toBe('/invoice/detail');
  });

  it('in its own detail when neither is held (the guard then says so)', () => {
    expect(targetDetailPath(purchaseInvoice, () => false)).toBe('/purchaseInvoice/detail');
  });
});
