import { describe, expect, it } from 'vitest';
import { allMenuScreens, MENU_TITLE_MAX, menuScreenOf } from './screens.ts';

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

describe('menu titles', () => {
  it('fit the 160 px menu and never read alike', () => {
    const titles = allMenuScreens().map((s) => s.title);
    expect(titles.filter((t) => [...t].length > MENU_TITLE_MAX)).toEqual([]);
    // Two titles reading alike = the same first five characters (what an ellipsis would leave).
    const starts = titles.map((t) => [...t].slice(0, 5).join(''));
    expect(starts.filter((s, i) => starts.indexOf(s) !== i)).toEqual([]);
  });
});
