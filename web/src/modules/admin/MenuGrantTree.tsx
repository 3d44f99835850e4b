import { Checkbox, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import type { MenuGrant, MenuNode } from './admin-api';
import { grantsFromChecked, isScreen, setExport } from './menu-grants';

export interface MenuGrantTreeProps {
  menus: MenuNode[];
  value?: MenuGrant[];
  onChange?: (grants: MenuGrant[]) => void;
}

/**
 * The menus a role grants: a checkable tree (a group checks all its screens), and beside each
 * checked screen 允许导出 (SPEC §6: export needs the menu state EXPORT). A form control of MenuGrant[].
 */
export function MenuGrantTree({ menus, value = [], onChange }: MenuGrantTreeProps) {
  const grants = new Map(value.map((g) => [g.menuId, g.state]));

  const toNode = (menu: MenuNode): DataNode => ({
    key: menu.menuId,
    title: isScreen(menu) ? (
      <span>
        {menu.menuName}
        {/* A click here must not toggle the menu itself. */}
        <span onClick={(e) => e.stopPropagation()} style={{ marginLeft: 12 }}>
          <Checkbox
            aria-label={`${menu.menuName}允许导出`}
            disabled={!grants.has(menu.menuId)}
            checked={grants.get(menu.menuId) === 'EXPORT'}
            onChange={(e) => onChange?.(setExport(value, menu.menuId, e.target.checked))}
          >
            允许导出
          </Checkbox>
        </span>
      </span>
    ) : (
      menu.menuName
    ),
    children: menu.children.map(toNode),
  });

  return (
    <div
      style={{ maxHeight: 420, overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 4, padding: 8 }}
    >
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        treeData={menus.map(toNode)}
        checkedKeys={value.map((g) => g.menuId)}
        onCheck={(checked) => {
          const keys = Array.isArray(checked) ? checked : checked.checked;
          onChange?.(grantsFromChecked(menus, keys.map(Number), value));
        }}
      />
    </div>
  );
}
