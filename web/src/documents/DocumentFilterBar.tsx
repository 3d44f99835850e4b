import { type DocumentDef, enumOptions, statusFilterOptions } from '@tiangong/domain';
import { Button, Form, Select, Space } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
// The deep import: antd's Input index also carries TextArea, Search and OTP (see LoginPage).
import Input from 'antd/es/input/Input';
import { type ComponentProps, lazy, Suspense, useEffect } from 'react';
import { NumberInput } from '../widgets/NumberInput';
import { StatusFilter } from '../widgets/StatusFilter';
import { TrimInput } from '../widgets/TrimInput';
import { fieldVisible } from './access';
import { keyLabel, STATUS_KEY } from './formatters';
import { type FilterFormValues, fromFormValues, listFilters, toFormValues } from './list-query';
import { RefSelect } from './RefSelect';
import { scaleProps } from './scale-props';

export interface DocumentFilterBarProps {
  def: DocumentDef;
  roles: readonly string[];
  inPurchasing: boolean;
  /** URL text of the applied filters. */
  value: Record<string, string>;
  onSearch: (filters: Record<string, string>) => void;
}

const BOOL_OPTIONS = [
  { value: true, label: '是' },
  { value: false, label: '否' },
];

/** The declaration's filters with 查询 and 重置; the page keeps the applied ones in the URL. */
export function DocumentFilterBar({ def, roles, inPurchasing, value, onSearch }: DocumentFilterBarProps) {
  const [form] = Form.useForm<FilterFormValues>();

  // The URL is the truth: going back or forward in history shows that view's filters again.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toFormValues(def, value));
  }, [form, def, value]);

  const keys = listFilters(def).filter((key) => key === STATUS_KEY || fieldVisible(roles, def.fields[key]));
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={(values) => onSearch(fromFormValues(def, values))}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      {keys.map((key) => (
        <Form.Item key={key} label={keyLabel(def, key)} name={key}>
          {filterInput(def, key, inPurchasing)}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              form.setFieldsValue(toFormValues(def, {}));
              onSearch({});
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

function filterInput(def: DocumentDef, key: string, inPurchasing: boolean) {
  const label = keyLabel(def, key);
  if (key === STATUS_KEY) {
    return (
      <StatusFilter
        items={statusFilterOptions(def.statuses, { showAll: false, inPurchasing })}
        style={{ width: 120 }}
      />
    );
  }
  const field = def.fields[key];
  switch (field.kind) {
    case 'text':
      return <TrimInput placeholder={`请输入${label}`} allowClear style={{ width: 160 }} />;
    case 'ref':
      return (
        <RefSelect
          target={field.target}
          placeholder={`请选择${label}`}
          aria-label={label}
          style={{ width: 200 }}
        />
      );
    case 'enum':
      return (
        <Select
          aria-label={label}
          placeholder={`请选择${label}`}
          allowClear
          options={[...enumOptions(field)]}
          style={{ width: 150 }}
        />
      );
    case 'bool':
      return (
        <Select
          aria-label={label}
          placeholder={`请选择${label}`}
          allowClear
          options={BOOL_OPTIONS}
          style={{ width: 100 }}
        />
      );
    case 'date':
      if (field.single)
        return <DayFilter aria-label={label} format="YYYY-MM-DD" placeholder={`请选择${label}`} />;
      return <DateRangeFilter aria-label={label} format="YYYY-MM-DD" allowEmpty={[true, true]} />;
    case 'int':
      return <Input type="number" placeholder={`请输入${label}`} allowClear style={{ width: 120 }} />;
    default:
      return <NumberInput placeholder={`请输入${label}`} style={{ width: 140 }} {...scaleProps(field)} />;
  }
}

// Date pickers load only for declarations that filter by date (most master data does not).
const RangePicker = lazy(() =>
  import('antd/es/date-picker').then((m) => ({ default: m.default.RangePicker })),
);

const DatePicker = lazy(() => import('antd/es/date-picker'));

/**
 * Receives the Form.Item's value and onChange and hands them to the picker once it has loaded;
 * meanwhile a disabled input stands in, named like the picker (a control without a name is a
 * critical finding of axe, disabled or not).
 */
function DateRangeFilter(props: RangePickerProps) {
  return (
    <Suspense fallback={<Input disabled aria-label={props['aria-label']} style={{ width: 240 }} />}>
      <RangePicker {...props} />
    </Suspense>
  );
}

/** One day (a 截止日期), likewise loaded with the picker. */
function DayFilter(props: ComponentProps<typeof DatePicker>) {
  return (
    <Suspense fallback={<Input disabled aria-label={props['aria-label']} style={{ width: 150 }} />}>
      <DatePicker {...props} style={{ width: 150 }} />
    </Suspense>
  );
}
