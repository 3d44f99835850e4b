import { describe, expect, it } from 'vitest';
import { menuScreenOf } from './screens.ts';

describe('menuScreenOf', () => {
  it('gives a menu screen itself, and the screen a detail, tabs or drill-down opens from', () => {
    expect(menuScreenOf('/material-acceptance')).toBe('/material-acceptance');
    expect(menuScreenOf('/material-acceptance/detail')).toBe('/material-acceptance');
    expect(menuScreenOf('/material-acceptance/tabs')).toBe('/material-acceptance');
    expect(menuScreenOf('/materiel/info')).toBe('/materiel');
    expect(menuScreenOf('/material-stock/detail')).toBe('/material-stock');
  });

  it('keeps a menu screen whose URL extends another one its own', () => {
    // /material-safety-stock/purchase-apply-detail is a menu entry of its own.
    expect(menuScreenOf('/material-safety-stock/purchase-apply-detail')).toBe(
      '/material-safety-stock/purchase-apply-detail',
    );
    expect(menuScreenOf('/material-safety-stock/detail')).toBe('/material-safety-stock');
  });

  it('owns nothing outside the menu', () => {
    expect(menuScreenOf('/login')).toBeUndefined();
    expect(menuScreenOf('/material-acceptance-x')).toBeUndefined();
  });
});
