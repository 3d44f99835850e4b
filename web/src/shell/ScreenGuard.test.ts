import { describe, expect, it } from 'vitest';
import { userFixture } from '../test/user-fixture';
import { menuHolds } from './ScreenGuard';

describe('menuHolds', () => {
  it('holds a screen of the menu, and its detail and tabs routes', () => {
    const user = userFixture();
    expect(menuHolds(user, '/index')).toBe(true);
    expect(menuHolds(user, '/supplier')).toBe(true);
    expect(menuHolds(user, '/supplier/detail')).toBe(true);
  });

  it('holds nothing outside the menu, and nothing without a user', () => {
    expect(menuHolds(userFixture(), '/material-stock')).toBe(false);
    expect(menuHolds(userFixture(), '/material-stock/detail')).toBe(false);
    expect(menuHolds(null, '/index')).toBe(false);
  });
});
