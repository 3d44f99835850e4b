import { ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { createScreenOverrides, type DocumentDef, type PrintDef } from '@tiangong/domain';
import { Button, Flex, Space, Table } from 'antd';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { openDetailWindow } from '../shell/detail-window';
import { Panel } from '../widgets/Panel';
import { useDocumentPermissions } from './access';
import { ColumnSettings } from './ColumnSettings';
import { DocumentActions } from './DocumentActions';
import { DocumentFilterBar } from './DocumentFilterBar';
import { type DocumentRow, documentApi, type ListBody } from './doc-api';
import { keyLabel } from './formatters';
import { ListPager, onTableSort } from './ListPaging';
import { buildColumns, listScroll, permittedColumns } from './list-columns';
import { type ListQuery, listBody, readListQuery, writeListQuery } from './list-query';
import { useModuleActions } from './ModuleActions';
import { PrintButton } from './PrintButton';
import { useColumnChoice } from './use-column-choice';
import { useRemote } from './use-remote';
import { useTransitions } from './use-transitions';

// Loaded when first used, so the list screen carries only what it draws (docs/PERFORMANCE.md).
const DocumentFormDrawer = lazy(() =>
  import('./DocumentForm').then((m) => ({ default: m.DocumentFormDrawer })),
);
const DocumentPrintOverlay = lazy(() =>
  import('./DocumentPrintView').then((m) => ({ default: m.DocumentPrintOverlay })),
);
const ImportButtons = lazy(() => import('./ImportButtons').then((m) => ({ default: m.ImportButtons })));

/** Asked of the server; the client raises it to the SPEC §7 floor (25, or 15 on narrow windows). */
export const LIST_PAGE_SIZE = 10;

export interface DocumentListPageProps {
  def: DocumentDef;
  /** Route of the detail screen; `${def.screen}/detail` by default. */
  detailPath?: string;
  /** 查看 opens the detail in a new window (SPEC §2) instead of in place. */
  detailInNewWindow?: boolean;
  /**
   * A view's fixed values (a manual order's type): every list call asks for them, a new record is
   * saved with them. The view's declaration shows neither filter nor field for them.
   */
  fixed?: Readonly<Record<string, string>>;
}

/** A list call asking, besides the user's filters, for a view's fixed values. */
export function withFixed(body: ListBody, fixed?: Readonly<Record<string, string>>): ListBody {
  return fixed ? { ...body, queryParameterVo: { ...body.queryParameterVo, ...fixed } } : body;
}

/** The generic list of a declaration: filters, table, pager, export, import, batch print, transitions. */
export function DocumentListPage({ def, detailPath, detailInNewWindow, fixed }: DocumentListPageProps) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const query = useMemo(() => readListQuery(def, params), [def, params]);
  const perms = useDocumentPermissions(def);
  const api = useMemo(() => documentApi(def), [def]);
  const [pageSize, setPageSize] = useState(LIST_PAGE_SIZE);
  const body = useCallback(
    () => withFixed(listBody(def, query, pageSize), fixed),
    [def, query, pageSize, fixed],
  );
  const list = useRemote(() => api.list(body()), [api, body]);
  const [selected, setSelected] = useState<DocumentRow[]>([]);
  const [form, setForm] = useState<{ id?: number } | null>(null);
  const [printing, setPrinting] = useState<{ rows: DocumentRow[]; layout: PrintDef } | null>(null);
  const { hidden, setHidden } = useColumnChoice(perms.userName, def.key);
  const reload = useCallback(() => {
    setSelected([]);
    void list.reload();
  }, [list]);
  const runner = useTransitions(def, reload);
  const moduleActions = useModuleActions(def, perms, reload);

  // 查询 with unchanged filters still asks the server again.
  const go = (next: ListQuery) => {
    const search = writeListQuery(def, next);
    setSelected([]);
    if (search.toString() === params.toString()) void list.reload();
    else setParams(search);
  };

  const view = (row: DocumentRow) => {
    const path = detailPath ?? `${def.screen}/detail`;
    if (detailInNewWindow) openDetailWindow(path, { id: row.id });
    else navigate(`${path}?id=${row.id}`);
  };

  // Printing needs every printed field, and a list row may lack those not listed.
  const printSelected = async (layout: PrintDef) => {
    const details = await Promise.all(selected.map((row) => api.detail(row.id, { quiet: true })));
    setPrinting({ rows: selected.map((row, i) => details[i] ?? row), layout });
  };

  const permitted = permittedColumns(def, perms.roles);
  const shown = permitted.filter((key) => !hidden.includes(key));
  const columns = buildColumns(def, shown, query.sort, (row) => (
    <DocumentActions
      def={def}
      row={row}
      perms={perms}
      runner={runner}
      onView={() => view(row)}
      onEdit={() => setForm({ id: row.id })}
      extra={moduleActions.forRecord(row, 'link')}
    />
  ));
  const page = list.data;
  // A list whose records are made on a page of their own (新增客户 with its contact and address).
  const createPage = createScreenOverrides[def.screen];
  return (
    <Panel title={def.title}>
      <DocumentFilterBar
        def={def}
        roles={perms.roles}
        inPurchasing={perms.inPurchasing}
        value={query.filters}
        onSearch={(filters) => go({ ...query, filters, pageIndex: 1 })}
      />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Space wrap>
          {perms.canEdit && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => (createPage ? navigate(createPage) : setForm({}))}
            >
              新建
            </Button>
          )}
          {perms.canExport && (
            <>
              <Button icon={<ExportOutlined />} onClick={() => void api.exportList(body())}>
                导出
              </Button>
              <Button
                icon={<ExportOutlined />}
                disabled={selected.length === 0}
                onClick={() => void api.exportList({ ...body(), ids: selected.map((r) => r.id) })}
              >
                批量导出
              </Button>
            </>
          )}
          {def.importable && perms.canEdit && (
            <Suspense fallback={null}>
              <ImportButtons def={def} onImported={reload} />
            </Suspense>
          )}
          {moduleActions.toolbar(selected)}
          <PrintButton
            def={def}
            label="批量打印"
            disabled={selected.length === 0}
            onPrint={(layout) => void printSelected(layout)}
          />
          {selected.length > 0 && <span>已选 {selected.length} 条</span>}
        </Space>
        <ColumnSettings
          columns={permitted.map((key) => ({ key, title: keyLabel(def, key) }))}
          hidden={hidden}
          onChange={setHidden}
        />
      </Flex>
      <Table<DocumentRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={page?.requestList ?? []}
        loading={list.loading}
        pagination={false}
        tableLayout="auto"
        scroll={listScroll(def, shown)}
        rowSelection={{
          selectedRowKeys: selected.map((row) => row.id),
          onChange: (_, rows) => setSelected(rows.filter(Boolean)),
        }}
        onChange={onTableSort(query, go)}
      />
      <ListPager query={query} page={page} pageSize={pageSize} setPageSize={setPageSize} go={go} />
      <Suspense fallback={null}>
        {form !== null && (
          <DocumentFormDrawer
            def={def}
            id={form?.id}
            fixed={fixed}
            open
            onClose={() => setForm(null)}
            onSaved={() => {
              setForm(null);
              reload();
            }}
          />
        )}
        {printing !== null && (
          <DocumentPrintOverlay
            def={def}
            rows={printing.rows}
            layout={printing.layout}
            roles={perms.roles}
            open
            onClose={() => setPrinting(null)}
          />
        )}
      </Suspense>
      {runner.element}
      {moduleActions.element}
    </Panel>
  );
}
