import { DownOutlined, PrinterOutlined } from '@ant-design/icons';
import { type DocumentDef, type PrintDef, printLayouts } from '@tiangong/domain';
import { Button, Dropdown } from 'antd';

export interface PrintButtonProps {
  def: DocumentDef;
  label: string;
  disabled?: boolean;
  onPrint: (layout: PrintDef) => void;
}

/**
 * 打印 for a declaration: one button when it has one printed form, a menu of its forms (仓库联,
 * 财务联, 发料单, …) when it has several.
 */
export function PrintButton({ def, label, disabled, onPrint }: PrintButtonProps) {
  const layouts = printLayouts(def);
  if (layouts.length === 1)
    return (
      <Button icon={<PrinterOutlined />} disabled={disabled} onClick={() => onPrint(layouts[0])}>
        {label}
      </Button>
    );
  return (
    <Dropdown
      disabled={disabled}
      trigger={['click']}
      menu={{
        items: layouts.map((layout, i) => ({ key: String(i), label: layout.title })),
        onClick: ({ key }) => onPrint(layouts[Number(key)]),
      }}
    >
      <Button icon={<PrinterOutlined />} disabled={disabled}>
        {label} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
