import { PrinterOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { NO_PRINT_CLASS, PRINT_FORM_CLASS, PRINT_ROOT_CLASS, printStyles } from './print-styles';

export interface PrintLayoutProps {
  /** One node per printed form; each gets its own page. */
  forms: ReactNode[];
  /** Shown on screen above the forms, and used as the document title while printing (PDF name). */
  title?: string;
}

export function printWithTitle(title?: string): void {
  const previous = document.title;
  if (title) document.title = title;
  try {
    window.print();
  } finally {
    document.title = previous;
  }
}

/** Print view for one or several forms, 1024 px wide, A4 portrait, with a 打印 button not printed. */
export function PrintLayout({ forms, title }: PrintLayoutProps) {
  return (
    <div className={PRINT_ROOT_CLASS}>
      <style>{printStyles}</style>
      <Space className={NO_PRINT_CLASS} style={{ display: 'flex', justifyContent: 'space-between' }}>
        {title ? (
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
        ) : (
          <span />
        )}
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => printWithTitle(title)}>
          打印
        </Button>
      </Space>
      {forms.map((form, index) => (
        // Forms have no identity of their own; their order is the print order.
        // biome-ignore lint/suspicious/noArrayIndexKey: order is the identity here
        <section key={index} className={PRINT_FORM_CLASS} data-testid="print-form">
          {form}
        </section>
      ))}
    </div>
  );
}
