import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover } from 'antd';

export interface ColumnSettingsProps {
  /** Columns the user may see, in order, with their titles. */
  columns: { key: string; title: string }[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
}

/** 列设置: a checkbox per column; at least one stays visible. */
export function ColumnSettings({ columns, hidden, onChange }: ColumnSettingsProps) {
  const shown = columns.filter((c) => !hidden.includes(c.key)).map((c) => c.key);
  const content = (
    <Flex vertical gap={4}>
      <Checkbox.Group
        value={shown}
        onChange={(checked) => {
          if (checked.length === 0) return;
          onChange(columns.map((c) => c.key).filter((key) => !checked.includes(key)));
        }}
      >
        <Flex vertical gap={4}>
          {columns.map((c) => (
            <Checkbox key={c.key} value={c.key}>
              {c.title}
            </Checkbox>
          ))}
        </Flex>
      </Checkbox.Group>
      <Button size="small" type="link" style={{ padding: 0 }} onClick={() => onChange([])}>
        恢复默认
      </Button>
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title="列设置" content={content}>
      <Button icon={<SettingOutlined />}>列设置</Button>
    </Popover>
  );
}
