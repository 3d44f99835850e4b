import { describe, expect, it } from 'vitest';
import { menuTree } from './admin-testing';
import { grantsFromChecked, knownGrants, menuNameLookup, screenIds, setExport } from './menu-grants';

describe('menu grants', () => {
  it('grants screens only, in menu order, keeping their export state', () => {
    expect([...screenIds(menuTree)]).toEqual([1, 3, 4, 5, 7, 8]);
    expect(
      grantsFromChecked(
        menuTree,
        [6, 8, 7, 2, 3],
        [
          { menuId: 7, state: 'EXPORT' },
          { menuId: 4, state: 'EXPORT' },
        ],
      ),
    ).toEqual([
      { menuId: 3, state: '' },
      { menuId: 7, state: 'EXPORT' },
      { menuId: 8, state: '' },
    ]);
  });

  it('toggles export and drops grants of menus that are not screens', () => {
    expect(setExport([{ menuId: 3, state: '' }], 3, true)).toEqual([{ menuId: 3, state: 'EXPORT' }]);
    expect(
      knownGrants(menuTree, [
        { menuId: 2, state: '' },
        { menuId: 3, state: 'EXPORT' },
        { menuId: 99, state: '' },
      ]),
    ).toEqual([{ menuId: 3, state: 'EXPORT' }]);
    expect(menuNameLookup(menuTree)(5)).toBe('角色管理');
    expect(menuNameLookup(menuTree)(99)).toBe('菜单#99');
  });
});
