import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../test/user-fixture';
import { breadcrumbFor } from './breadcrumb';
import { menuItems, SideMenu } from './SideMenu';

describe('left menu', () => {
  const { menuList } = userFixture();

  it('lists top-level screens and groups with sub-items only', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/index']}>
        <SideMenu menuList={menuList} />
      </MemoryRouter>,
    );
    expect(menuItems(menuList)).toHaveLength(3);
    const titles = [...container.querySelectorAll('.ant-menu-root > li')].map((n) => n.textContent);
    expect(titles).toEqual(['首页', '系统管理', '采购管理']);
  });

  it('makes every screen entry a real link, so a middle click opens a new tab', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/role']}>
        <SideMenu menuList={menuList} />
      </MemoryRouter>,
    );
    const links = [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['首页', '/index'],
      ['员工管理', '/staff'],
      ['角色管理', '/role'],
    ]);
  });

  it('keeps its place on a detail or tabs route of a screen', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/supplier/tabs']}>
        <SideMenu menuList={menuList} />
      </MemoryRouter>,
    );
    expect(container.querySelector('.ant-menu-item-selected')?.textContent).toBe('供应商');
  });

  it('opens one submenu at a time and highlights the current route', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/role']}>
        <SideMenu menuList={menuList} />
      </MemoryRouter>,
    );
    expect(container.querySelector('.ant-menu-item-selected')?.textContent).toBe('角色管理');
    expect(screen.getByText('员工管理')).toBeTruthy(); // 系统管理 is open on its own route
    fireEvent.click(screen.getByText('采购管理'));
    const open = [...container.querySelectorAll('.ant-menu-submenu-open > .ant-menu-submenu-title')];
    expect(open.map((n) => n.textContent)).toEqual(['采购管理']);
  });
});

describe('breadcrumb', () => {
  const { menuList } = userFixture();
  it('shows main menu and sub menu of the current route', () => {
    expect(breadcrumbFor(menuList, '/role')).toEqual(['系统管理', '角色管理']);
    expect(breadcrumbFor(menuList, '/index')).toEqual(['首页']);
    expect(breadcrumbFor(menuList, '/unknown')).toEqual([]);
    expect(breadcrumbFor(menuList, '/supplier/detail')).toEqual(['采购管理', '供应商', '详情']);
    // A list's own page reads as itself.
    const crm = {
      menuId: 8,
      menuName: '客户管理',
      menuUrl: '',
      state: '',
      subMenuList: [{ menuId: 9, menuName: '客户', menuUrl: '/customer', state: '' }],
    };
    expect(breadcrumbFor([...menuList, crm], '/customer/addNewCustomer')).toEqual([
      '客户管理',
      '客户',
      '新增客户',
    ]);
    expect(breadcrumbFor(menuList, '/supplier/tabs')).toEqual(['采购管理', '供应商', '关联单据']);
  });
});
