import { describe, expect, it } from 'vitest';
import { auditedDocument, documentAuditFields, documentState } from './audit-catalogue.ts';
import {
  departmentAuditFields,
  describeChanges,
  menuGrantDiff,
  roleAuditFields,
  staffAuditFields,
} from './audit-diff.ts';

const staff = {
  userName: 'zhangsan',
  realName: '张三',
  mobile: null,
  departmentName: '销售部',
  roleNames: ['Saler'],
  state: 'ON',
  leaveDate: null,
  version: 1,
};

describe('change history in words', () => {
  it('lists only the changed fields, under Chinese labels', () => {
    const after = { ...staff, realName: '张四', roleNames: ['Saler', 'SaleManager'], version: 2 };
    expect(describeChanges({ before: staff, after }, staffAuditFields)).toEqual([
      '姓名：张三 → 张四',
      '角色：销售员 → 销售员、销售经理',
    ]);
  });

  it('shows empty values and the leave as people read them', () => {
    const after = { ...staff, mobile: '13800000000', state: 'LEFT', leaveDate: '20260301' };
    expect(describeChanges({ before: staff, after }, staffAuditFields)).toEqual([
      '手机：（空） → 13800000000',
      '状态：在职 → 离职',
      '离职日期：（空） → 2026-03-01',
    ]);
  });

  it('a creation lists what was set; a deletion or a password reset lists nothing', () => {
    expect(describeChanges({ before: null, after: staff }, staffAuditFields)).toEqual([
      '账号：zhangsan',
      '姓名：张三',
      '部门：销售部',
      '角色：销售员',
      '状态：在职',
    ]);
    expect(describeChanges({ before: staff, after: null }, staffAuditFields)).toEqual([]);
    expect(describeChanges({ before: null, after: null }, staffAuditFields)).toEqual([]);
  });

  it('compares menu grants as sets, export included', () => {
    const names: Record<number, string> = { 1: '首页', 3: '员工管理', 5: '角色管理', 7: '客户' };
    const diff = menuGrantDiff((id) => names[id]);
    expect(
      diff(
        [
          { menuId: 1, state: '' },
          { menuId: 3, state: 'EXPORT' },
          { menuId: 7, state: '' },
        ],
        [
          { menuId: 3, state: '' },
          { menuId: 5, state: 'EXPORT' },
          { menuId: 7, state: 'EXPORT' },
        ],
      ),
    ).toBe('新增 角色管理（可导出），移除 首页，允许导出 客户，取消导出 员工管理');
    const fields = roleAuditFields((id) => names[id]);
    const role = { roleName: 'Tester', label: '测试员', remark: null, menus: [{ menuId: 1, state: '' }] };
    expect(describeChanges({ before: role, after: role }, fields)).toEqual([]);
    expect(describeChanges({ before: null, after: role }, fields)).toEqual([
      '角色编码：Tester',
      '角色名称：测试员',
      '菜单权限：新增 首页',
    ]);
  });

  it('names departments and heads instead of their ids', () => {
    const fields = departmentAuditFields(
      (id) => ({ 1: '总经办', 2: '销售部' })[id] ?? `部门#${id}`,
      (id) => ({ 7: '张三' })[id] ?? `员工#${id}`,
    );
    const before = { id: 3, name: '华东组', parentId: 2, sort: 0, managerId: null, modifyAt: null };
    const after = { ...before, parentId: 1, managerId: 7, modifyAt: '2026-03-01T00:00:00Z' };
    expect(describeChanges({ before, after }, fields)).toEqual([
      '上级部门：销售部 → 总经办',
      '负责人：（空） → 张三',
    ]);
    expect(describeChanges({ before: after, after: { ...after, parentId: null } }, fields)).toEqual([
      '上级部门：总经办 → 无（顶级部门）',
    ]);
  });
});

describe('a document in the audit log (issue 35 item 7)', () => {
  const delivery = auditedDocument('sales-delivery')!;
  const warehouseIn = auditedDocument('material-warehouse-in')!;

  it('reads statuses and enumerated values by their Chinese labels, never their codes', () => {
    const before = {
      number: 'XSCK001',
      customerLabel: 'KH001 常州电池',
      status: 'OUT_PUT_WAREHOUSE',
      invoiceState: 'NOT_INVOICED',
    };
    const after = { ...before, invoiceState: 'INVOICED' };
    expect(describeChanges({ before, after }, documentAuditFields(delivery))).toEqual([
      '开票状态：未开票 → 已开票',
    ]);
    const created = describeChanges({ before: null, after: before }, documentAuditFields(delivery)).join(
      '；',
    );
    expect(created).toContain('开票状态：未开票');
    expect(created).not.toMatch(/NOT_INVOICED|OUT_PUT_WAREHOUSE/);
  });

  it('a 红冲 kept by an older event as the table row lists what changed, not every field from empty', () => {
    // The state before as the engine once kept it: the row's columns, no reference labels.
    const row = {
      id: 7,
      number: 'RK20261101001',
      in_date: '20261101',
      warehouse_id: 3,
      red_flush_date: null,
      status: 'IN_PUT_WAREHOUSE',
      version: 2,
      create_by: 'store',
    };
    const after = {
      id: 7,
      number: 'RK20261101001',
      inDate: '20261101',
      warehouseId: 3,
      warehouseLabel: 'YL01 原料仓',
      redFlushDate: '20261127',
      status: 'DISCARDED',
      version: 3,
    };
    const changes = describeChanges({ before: documentState(row), after }, documentAuditFields(warehouseIn));
    expect(changes).toEqual(['红冲日期：（空） → 2026-11-27', '状态：已入库 → 已作废']);
  });
});
