import { materiel, product, supplier } from '@tiangong/domain';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../test/user-fixture';
import {
  availableTransitions,
  documentPermissions,
  hasAccess,
  menuStateOf,
  transitionLabel,
  visibleFields,
} from './access';
import { detailPathOf, documentScreens } from './document-screens';
import { defFor, documentDefs } from './documentRegistry';
import { testOrder } from './documents-testing';
import { permittedColumns } from './list-columns';

describe('document access', () => {
  it('finds the menu state of a screen at either level', () => {
    const menus = userFixture().menuList;
    expect(menuStateOf(menus, '/index')).toBe('EXPORT');
    expect(menuStateOf(menus, '/role')).toBe('EXPORT');
    expect(menuStateOf(menus, '/supplier')).toBe('');
    expect(menuStateOf(menus, '/nowhere')).toBeUndefined();
  });

  it('derives edit and export from roles and the menu state', () => {
    const user = userFixture({ rolesVOList: [{ roleName: 'Purchaser' }] });
    expect(documentPermissions(supplier, user)).toMatchObject({
      canEdit: true,
      canExport: false,
      inPurchasing: true,
    });
    expect(documentPermissions(product, user)).toMatchObject({ canEdit: false });
    expect(documentPermissions(supplier, userFixture())).toMatchObject({ canEdit: true, canExport: true });
    expect(hasAccess([], 'session')).toBe(true);
    expect(hasAccess(['Store'], { permission: 'supplier-edit' })).toBe(false);
  });

  it('offers the transitions of the status the user may apply, with their labels', () => {
    const enabled = availableTransitions(product, { status: 'EBL' }, ['ProduceDirector']);
    expect(enabled.map(transitionLabel)).toEqual(['停用']);
    expect(
      availableTransitions(product, { status: 'DISCARDED' }, ['ProduceDirector']).map(transitionLabel),
    ).toEqual(['启用']);
    expect(availableTransitions(product, { status: 'EBL' }, ['Store'])).toEqual([]);
    expect(transitionLabel({ action: 'ORDER-PLACE', from: [], to: 'X', allow: 'session' })).toBe('下单');
    expect(availableTransitions(testOrder, { status: 'APPROVAL_PENDING' }, []).map((t) => t.action)).toEqual([
      'AUDIT',
    ]);
  });

  it('hides fields and columns behind their permission', () => {
    expect(visibleFields(materiel, ['Store']).map(([n]) => n)).toContain('name');
    expect(visibleFields(materiel, ['Saler']).map(([n]) => n)).not.toContain('name');
    expect(permittedColumns(materiel, ['Purchaser'])).toContain('referencePrice');
    expect(permittedColumns(materiel, ['Store'])).not.toContain('referencePrice');
  });
});

describe('registry and screens', () => {
  it('knows every master-data declaration by key', () => {
    expect(defFor('product')).toBe(product);
    expect(defFor('nothing')).toBeUndefined();
    for (const def of Object.values(documentDefs)) {
      for (const field of Object.values(def.fields)) {
        if (field.kind === 'ref') expect(defFor(field.target), `${def.key} → ${field.target}`).toBeDefined();
      }
    }
  });

  it('gives a list and a detail screen per declaration, with SPEC detail routes', () => {
    const screens = documentScreens([product, supplier, materiel]);
    expect(Object.keys(screens).sort()).toEqual(
      ['/materiel', '/materiel/info', '/product', '/product/detail', '/supplier', '/supplier/detail'].sort(),
    );
    expect(documentScreens([product])['/product']).toBe(screens['/product']);
    expect(detailPathOf(product, { product: '/product/info' })).toBe('/product/info');
  });
});
