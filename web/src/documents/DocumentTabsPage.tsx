import { type DocumentDef, tabsScreenOf } from '@tiangong/domain';
import { Alert, Button, Card, Empty, Table, Tabs } from 'antd';
import { type ComponentType, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDocumentPermissions } from './access';
import { type DetailPanelProps, DocumentDetailPage } from './DocumentDetailPage';
import { type DocumentRow, documentApi, type RelatedGroup } from './doc-api';
import { detailPathOf } from './document-screens';
import { defFor, loadAllDefs } from './documentRegistry';
import { buildColumns, permittedColumns } from './list-columns';
import { useRemote } from './use-remote';

/** A tab a module adds to a document's tabs screen (the stock moves it posted, …). */
export interface ModuleTab {
  key: string;
  label: string;
  Component: ComponentType<{ def: DocumentDef; id: number }>;
}

export interface DocumentTabsPageProps {
  def: DocumentDef;
  panel?: ComponentType<DetailPanelProps>;
  tabs?: readonly ModuleTab[];
}

/** Where a record opens: its tabs screen when it has one, else its detail. */
export function recordPath(def: DocumentDef, id: number): string {
  return `${tabsScreenOf(def.screen) ?? detailPathOf(def)}?id=${id}`;
}

export const TABS_PARAM = 'tab';
const MAIN_TAB = 'detail';
const groupKey = (g: RelatedGroup) => `${g.direction}:${g.key}:${g.field}`;

/**
 * SPEC's `${screen}/tabs?id=`: one record and what it is linked with, a tab each — the record
 * itself (the generic detail), the documents it references or that reference it (found by the
 * server from the declarations), and the tabs its module adds. The open tab is kept in the URL.
 */
export function DocumentTabsPage({ def, panel, tabs = [] }: DocumentTabsPageProps) {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const api = useMemo(() => documentApi(def), [def]);
  // Related documents may be of any module: their declarations load with the answer.
  const related = useRemote(
    () => (valid ? loadAllDefs().then(() => api.related(id)) : Promise.resolve(undefined)),
    [api, id, valid],
  );
  const groups = (related.data ?? []).filter((g) => defFor(g.key));
  const active = params.get(TABS_PARAM) ?? MAIN_TAB;

  const items = [
    { key: MAIN_TAB, label: def.title, children: <DocumentDetailPage def={def} panel={panel} inTabs /> },
    ...groups.map((g) => ({
      key: groupKey(g),
      label: `${g.title}（${g.totalRec}）`,
      children: (
        <Card>
          <RelatedList group={g} />
        </Card>
      ),
    })),
    ...(valid
      ? tabs.map((t) => ({
          key: t.key,
          label: t.label,
          children: (
            <Card>
              <t.Component def={def} id={id} />
            </Card>
          ),
        }))
      : []),
  ];
  return (
    <Tabs
      activeKey={items.some((i) => i.key === active) ? active : MAIN_TAB}
      onChange={(key) => {
        const next = new URLSearchParams(params);
        if (key === MAIN_TAB) next.delete(TABS_PARAM);
        else next.set(TABS_PARAM, key);
        setParams(next, { replace: true });
      }}
      items={items}
      destroyOnHidden
    />
  );
}

/** The linked records of one type, in that type's own list columns, each opening where it lives. */
function RelatedList({ group }: { group: RelatedGroup }) {
  const target = defFor(group.key) as DocumentDef;
  const perms = useDocumentPermissions(target);
  const navigate = useNavigate();
  const open = (row: DocumentRow) => navigate(recordPath(target, row.id));
  // A short list of links: nothing to sort on the server.
  const columns = buildColumns(target, permittedColumns(target, perms.roles), undefined, (row) => (
    <Button type="link" size="small" onClick={() => open(row)}>
      查看
    </Button>
  )).map((column) => ({ ...column, sorter: false, sortOrder: null }));
  const shown = group.rows.length;
  return (
    <>
      {group.totalRec > shown && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={
            <>
              仅列出前 {shown} 条，共 {group.totalRec} 条；全部请到
              <Link to={target.screen}>{target.title}列表</Link>按「{group.fieldLabel}」查询。
            </>
          }
        />
      )}
      <Table<DocumentRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={group.rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description="暂无关联单据" /> }}
      />
    </>
  );
}
