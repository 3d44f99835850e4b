import type { DocumentDef } from '@tiangong/domain';
import { App, Button, Table } from 'antd';
import { useMemo } from 'react';
import { FileUpload } from '../widgets/FileUpload';
import { useOperationConfirm } from '../widgets/OperationConfirm';
import { type DocumentFile, documentApi } from './doc-api';
import { formatAuditTime, formatFileSize } from './formatters';
import { useRemote } from './use-remote';

/** 附件: download links for everyone; upload and remove with the edit permission. */
export function DocumentAttachments({
  def,
  id,
  canEdit,
}: {
  def: DocumentDef;
  id: number;
  canEdit: boolean;
}) {
  const api = useMemo(() => documentApi(def), [def]);
  const files = useRemote(() => api.files(id), [api, id]);
  const confirm = useOperationConfirm();
  const { message } = App.useApp();

  const remove = async (file: DocumentFile) => {
    if (!(await confirm({ operation: 'DEL', formName: `附件「${file.fileName}」` }))) return;
    if ((await api.removeFile(id, file.fileId)) === undefined) return;
    message.success('附件已删除');
    void files.reload();
  };

  return (
    <>
      {canEdit && (
        <div style={{ marginBottom: 12 }}>
          <FileUpload
            onUploaded={async (file) => {
              if ((await api.addFile(id, file.fileId)) === undefined) return;
              message.success('上传成功');
              void files.reload();
            }}
          />
        </div>
      )}
      <Table<DocumentFile>
        size="small"
        pagination={false}
        rowKey="fileId"
        dataSource={files.data ?? []}
        loading={files.loading}
        locale={{ emptyText: '暂无附件' }}
        columns={[
          {
            key: 'fileName',
            title: '文件名',
            render: (_, f) => (
              <a href={f.url} download={f.fileName} target="_blank" rel="noreferrer">
                {f.fileName}
              </a>
            ),
          },
          { key: 'size', title: '大小', align: 'right', render: (_, f) => formatFileSize(f.size) },
          { key: 'createBy', title: '上传人', dataIndex: 'createBy' },
          { key: 'createAt', title: '上传时间', render: (_, f) => formatAuditTime(f.createAt) },
          ...(canEdit
            ? [
                {
                  key: 'actions',
                  title: '操作',
                  render: (_: unknown, f: DocumentFile) => (
                    <Button
                      type="link"
                      size="small"
                      danger
                      style={{ padding: 0 }}
                      onClick={() => void remove(f)}
                    >
                      删除
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </>
  );
}
