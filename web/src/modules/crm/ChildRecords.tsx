import type { DocumentDef } from '@tiangong/domain';
import { App, Button, Empty, Popconfirm, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentPermissions, visibleFields } from '../../documents/access';
import { DocumentFormDrawer } from '../../documents/DocumentForm';
import { type DocumentRow, documentApi } from '../../documents/doc-api';
import { detailPathOf } from '../../documents/document-screens';
import { formatKey, keyLabel } from '../../documents/formatters';
import { StatusTag } from '../../documents/list-columns';
import { useRemote } from '../../documents/use-remote';

const PAGE = 100;

/**
 * The records of one declaration that name a parent (a customer's contacts, addresses, activities,
 * samples, quotations; a lead's traces): its list columns but the parent, 新增 with the parent
 * filled in, 编辑 and 删除 in place, or the record's own detail for numbered documents.
 */
export function ChildRecords({
  def,
  parentField,
  parentId,
  parentLabel,
  readOnly,
}: {
  def: DocumentDef;
  parentField: string;
  parentId: number;
  parentLabel: string;
  readOnly?: boolean;
}) {
  const { message } = App.useApp();
  const perms = useDocumentPermissions(def);
  const api = useMemo(() => documentApi(def), [def]);
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const rows = useRemote(
    () =>
      api.list(
        { page: { pageIndex: 1, pageSize: PAGE }, queryParameterVo: { [parentField]: parentId } },
        { silent: true },
      ),
    [api, parentField, parentId],
  );
  // A customer's orders may be many: the tab lists the latest, its list holds them all.
  const shownRows = rows.data?.requestList.length ?? 0;
  const more = Math.max(0, (rows.data?.totalRec ?? 0) - shownRows);
  const visible = new Set(visibleFields(def, perms.roles).map(([name]) => name));
  const keys = def.list.columns.filter((k) => k !== parentField && (k === 'status' || visible.has(k)));
  const numbered = !!def.numbering;
  const editable = perms.canEdit && !readOnly;
  const columns = [
    ...keys.map((key) => ({
      key,
      title: keyLabel(def, key),
      render: (_: unknown, row: DocumentRow) =>
        key === 'status' ? (
          <StatusTag def={def} status={row.status} />
        ) : numbered && key === def.numbering?.field ? (
          <Link to={`${detailPathOf(def)}?id=${row.id}`}>{formatKey(def, key, row)}</Link>
        ) : (
          formatKey(def, key, row)
        ),
    })),
    ...(editable && !numbered
      ? [
          {
            key: 'actions',
            title: '操作',
            width: 120,
            render: (_: unknown, row: DocumentRow) => (
              <Space size="small">
                <Button type="link" size="small" onClick={() => setEditing({ id: row.id })}>
                  编辑
                </Button>
                <Popconfirm
                  title={`确认删除${def.title}？`}
                  onConfirm={async () => {
                    if ((await api.remove(row.id)) === undefined) return;
                    message.success('删除成功');
                    void rows.reload();
                  }}
                >
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];
  return (
    <div>
      {editable && (
        <div style={{ marginBottom: 8 }}>
          <Button type="primary" size="small" onClick={() => setEditing({})}>
            新增{def.title}
          </Button>
        </div>
      )}
      <Table<DocumentRow>
        rowKey="id"
        size="small"
        loading={rows.loading}
        dataSource={rows.data?.requestList ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`暂无${def.title}`} />,
        }}
      />
      {more > 0 && (
        <div style={{ marginTop: 8 }}>
          {`另有 ${more} 条未列出，`}
          <Link to={`${def.screen}?${parentField}=${parentId}`}>{`在${def.title}列表中查看全部`}</Link>
        </div>
      )}
      <DocumentFormDrawer
        def={def}
        open={editing !== null}
        id={editing?.id}
        initial={
          editing?.id === undefined
            ? {
                values: { [parentField]: parentId, [`${parentField.replace(/Id$/, '')}Label`]: parentLabel },
                items: [],
              }
            : undefined
        }
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void rows.reload();
        }}
      />
    </div>
  );
}
