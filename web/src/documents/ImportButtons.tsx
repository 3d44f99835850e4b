import { DownloadOutlined, ImportOutlined } from '@ant-design/icons';
import { type DocumentDef, Limits } from '@tiangong/domain';
import { App, Button, Modal, Table } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { getNotifier } from '../api/notifier';
import { documentApi, type ImportError } from './doc-api';

export const importFailedTitle = (count: number) => `导入失败：共 ${count} 处错误，未导入任何数据`;
export const importSucceeded = (count: number) => `成功导入 ${count} 条`;

/**
 * 导入 and 下载模板. An import is all or nothing: with any error the server keeps nothing and
 * answers every error, which the user sees as a table of row, field and reason.
 */
export function ImportButtons({ def, onImported }: { def: DocumentDef; onImported: () => void }) {
  const api = useMemo(() => documentApi(def), [def]);
  const { message } = App.useApp();
  const [errors, setErrors] = useState<ImportError[] | null>(null);
  const [importing, setImporting] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const importFile = async (file: File) => {
    setImporting(true);
    const result = await api.importFile(file);
    setImporting(false);
    if (!result) return;
    if (result.errors.length > 0) {
      setErrors(result.errors);
      return;
    }
    message.success(importSucceeded(result.imported));
    onImported();
  };

  return (
    <>
      {/* A plain file input: antd's Upload would weigh on every list screen for one button. */}
      <input
        ref={input}
        type="file"
        accept=".xlsx"
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          if (file.size > Limits.uploadMaxBytes) getNotifier().error('文件大小不能超过5MB');
          else void importFile(file);
        }}
      />
      <Button icon={<ImportOutlined />} loading={importing} onClick={() => input.current?.click()}>
        导入
      </Button>
      <Button icon={<DownloadOutlined />} href={api.templateUrl} download>
        下载模板
      </Button>
      <Modal
        open={errors !== null}
        title={errors ? importFailedTitle(errors.length) : ''}
        width={720}
        onCancel={() => setErrors(null)}
        destroyOnHidden
        footer={
          <Button type="primary" onClick={() => setErrors(null)}>
            知道了
          </Button>
        }
      >
        <Table<ImportError>
          size="small"
          rowKey={(e) => `${e.row}:${e.field}:${e.message}`}
          dataSource={errors ?? []}
          pagination={false}
          scroll={{ y: 400 }}
          columns={[
            // Row 0 and no field: an error of the whole file (not an .xlsx, a missing column, …).
            {
              key: 'row',
              dataIndex: 'row',
              title: '行号',
              width: 80,
              render: (row: number) => (row > 0 ? row : '—'),
            },
            {
              key: 'field',
              dataIndex: 'field',
              title: '字段',
              width: 180,
              render: (name: string) => def.fields[name]?.label ?? (name || '—'),
            },
            { key: 'message', dataIndex: 'message', title: '原因' },
          ]}
        />
      </Modal>
    </>
  );
}
