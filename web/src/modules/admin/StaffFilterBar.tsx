import { Button, Form, Select, Space, TreeSelect } from 'antd';
import { useEffect } from 'react';
import { StatusFilter, TrimInput } from '../../widgets';
import type { DepartmentNode, RoleRow, StaffFilters } from './admin-api';
import { departmentOptions } from './department-tree';
import { roleOptionText } from './role-text';
import { fromFilterValues, type StaffFilterValues, staffStateOptions, toFilterValues } from './staff-query';

export interface StaffFilterBarProps {
  value: StaffFilters;
  departments: DepartmentNode[];
  roles: RoleRow[];
  onSearch: (filters: StaffFilters) => void;
  onReset: () => void;
}

/** 账号, 姓名, 部门, 角色, 状态 with 查询 and 重置; the page keeps the applied filters in the URL. */
export function StaffFilterBar({ value, departments, roles, onSearch, onReset }: StaffFilterBarProps) {
  const [form] = Form.useForm<StaffFilterValues>();

  // The URL is the truth: going back or forward in history shows that view's filters again.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toFilterValues(value));
  }, [form, value]);

  return (
    <Form
      form={form}
      layout="inline"
      onFinish={(values) => onSearch(fromFilterValues(values))}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      <Form.Item label="账号" name="userName">
        <TrimInput placeholder="请输入账号" allowClear style={{ width: 150 }} />
      </Form.Item>
      <Form.Item label="姓名" name="realName">
        <TrimInput placeholder="请输入姓名" allowClear style={{ width: 150 }} />
      </Form.Item>
      <Form.Item label="部门" name="departmentId">
        <TreeSelect
          aria-label="部门"
          placeholder="请选择部门"
          allowClear
          treeDefaultExpandAll
          treeData={departmentOptions(departments)}
          style={{ width: 180 }}
        />
      </Form.Item>
      <Form.Item label="角色" name="roleName">
        <Select
          aria-label="角色"
          placeholder="请选择角色"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={roles.map((r) => ({ value: r.roleName, label: roleOptionText(r) }))}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item label="状态" name="state">
        <StatusFilter items={staffStateOptions} style={{ width: 110 }} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              form.setFieldsValue(toFilterValues({}));
              onReset();
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
