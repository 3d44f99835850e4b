import { ArrowLeftOutlined, LinkOutlined } from '@ant-design/icons';
import {
  closingAccess,
  type DocumentDef,
  type PrintDef,
  ResultCode,
  recordedActionLabels,
  tabsScreenOf,
} from '@tiangong/domain';
import { Button, Card, Col, Descriptions, Flex, Result, Row, Space, Spin } from 'antd';
import { type ComponentType, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { goBack } from '../shell/detail-window';
import { FormTimeline } from '../widgets/FormTimeline';
import { isOperationType, OperationVerb } from '../widgets/operation-verbs';
import { AmendButton } from './AmendButton';
import { hasAccess, transitionLabel, useDocumentPermissions, visibleFields } from './access';
import { DocumentActions } from './DocumentActions';
import { DocumentAttachments } from './DocumentAttachments';
import { DocumentFormDrawer } from './DocumentForm';
import { DocumentPrintOverlay } from './DocumentPrintView';
import { ApprovalList, HistoryList } from './DocumentRecords';
import { type DocumentRow, documentApi } from './doc-api';
import { actionsOn } from './documentRegistry';
import { isWide } from './form-fields';
import { formatField } from './formatters';
import { ItemsTable } from './ItemsTable';
import { useLineClosing } from './LineClosing';
import { LinkProgressTags } from './LinkProgressTags';
import { StatusTag } from './list-columns';
import { useModuleActions } from './ModuleActions';
import { PrintButton } from './PrintButton';
import { PushButtons } from './PushButtons';
import { useRemote } from './use-remote';
import { useTransitions } from './use-transitions';

/** Two fields a line; a wide field takes a line of its own, so its left neighbour fills its line. */
export function descriptionSpans(wide: boolean[]): number[] {
  const spans: number[] = [];
  let column = 0;
  for (const w of wide) {
    if (w && column === 1) spans[spans.length - 1] = 2;
    spans.push(w ? 2 : 1);
    column = w ? 0 : (column + 1) % 2;
  }
  if (column === 1) spans[spans.length - 1] = 2;
  return spans;
}

interface Refusal {
  code: string;
  message: string;
}

/**
 * In place of a record that cannot be shown: 不存在 (a wrong id, a deleted draft), 无权 (another
 * person's record), or a failed load with 重试 — each with a way back.
 */
function RecordUnavailable({
  def,
  refusal,
  onBack,
  onList,
  onRetry,
}: {
  def: DocumentDef;
  refusal?: Refusal;
  onBack: () => void;
  onList: () => void;
  onRetry: () => void;
}) {
  const ways = [
    <Button key="back" onClick={onBack}>
      返回
    </Button>,
    <Button key="list" type="primary" onClick={onList}>
      {`返回${def.title}列表`}
    </Button>,
  ];
  if (refusal?.code === ResultCode.NOT_FOUND)
    return (
      <Result
        status="404"
        title={`${def.title}不存在`}
        subTitle="该记录不存在或已被删除，请检查链接或从列表中重新打开。"
        extra={ways}
      />
    );
  if (refusal?.code === ResultCode.FORBIDDEN)
    return <Result status="403" title="无权查看此记录" subTitle={refusal.message} extra={ways} />;
  return (
    <Result
      status="warning"
      title={refusal?.message ?? `${def.title}加载失败`}
      extra={[
        <Button key="retry" onClick={onRetry}>
          重试
        </Button>,
        ...ways,
      ]}
    />
  );
}

/** What a module adds under a document's lines (a requisition's batch picks, …). */
export interface DetailPanelProps {
  row: DocumentRow;
  roles: readonly string[];
  /** Reads the record again (after the panel changed it). */
  reload: () => void;
}

export interface DocumentDetailPageProps {
  def: DocumentDef;
  panel?: ComponentType<DetailPanelProps>;
  /** Shown as the first tab of the record's tabs screen (so no link to that screen). */
  inTabs?: boolean;
}

/** The detail of one record (`?id=`): its fields, status, actions, timeline, reviews, history, files. */
export function DocumentDetailPage({ def, panel: Panel, inTabs }: DocumentDetailPageProps) {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const perms = useDocumentPermissions(def);
  const api = useMemo(() => documentApi(def), [def]);
  // A refusal (不存在, 无权) is shown in place of the record, not as a toast over a blank page.
  const [refusal, setRefusal] = useState<Refusal>();
  const detail = useRemote(() => {
    setRefusal(undefined);
    if (!valid) return Promise.resolve(undefined);
    return api.detail(id, { quiet: true, onRefused: (code, message) => setRefusal({ code, message }) });
  }, [api, id, valid]);
  const runner = useTransitions(def, () => void detail.reload());
  const moduleActions = useModuleActions(def, perms, () => void detail.reload());
  const [editing, setEditing] = useState(false);
  const tabsPath = tabsScreenOf(def.screen);
  const [printing, setPrinting] = useState<PrintDef | null>(null);
  const closing = useLineClosing(
    def,
    detail.data,
    hasAccess(perms.roles, closingAccess(def)),
    () => void detail.reload(),
  );

  // In a window of its own (openDetailWindow) 返回 closes it; in the app it goes back, or to the
  // list when the detail was the first page opened.
  const back = () =>
    goBack(
      () => {
        if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) navigate(-1);
        else navigate(def.screen);
      },
      { delayMs: 0 },
    );

  const actionLabel = (action: string) => {
    const t = def.transitions.find((x) => x.action === action);
    if (t) return transitionLabel(t);
    return isOperationType(action)
      ? OperationVerb[action]
      : (recordedActionLabels(actionsOn(def.key))[action] ?? action);
  };

  if (!valid)
    return (
      <Result status="warning" title="未指定要查看的记录" extra={<Button onClick={back}>返回</Button>} />
    );
  const row = detail.data;
  if (!row && detail.loading) return <Spin spinning style={{ display: 'block', margin: 48 }} />;
  if (!row)
    return (
      <RecordUnavailable
        def={def}
        refusal={refusal}
        onBack={back}
        onList={() => navigate(def.screen)}
        onRetry={() => void detail.reload()}
      />
    );

  const fields = visibleFields(def, perms.roles);
  const spans = descriptionSpans(fields.map(([, field]) => isWide(field)));
  const items = fields.map(([name, field], i) => ({
    key: name,
    label: field.label,
    span: spans[i],
    children: formatField(name, field, row),
  }));

  return (
    <Card
      title={
        <Space>
          {`${def.title}详情`}
          <StatusTag def={def} status={row.status} />
          <LinkProgressTags progress={row.progress} />
        </Space>
      }
      extra={
        <Space>
          <Button icon={<ArrowLeftOutlined />} onClick={back}>
            返回
          </Button>
          {tabsPath && !inTabs && (
            <Button icon={<LinkOutlined />} onClick={() => navigate(`${tabsPath}?id=${row.id}`)}>
              关联单据
            </Button>
          )}
          <PrintButton def={def} label="打印" onPrint={setPrinting} />
        </Space>
      }
    >
      <Flex style={{ marginBottom: 16 }}>
        <DocumentActions
          def={def}
          row={row}
          perms={perms}
          runner={runner}
          onEdit={() => setEditing(true)}
          variant="button"
          extra={moduleActions.forRecord(row, 'button')}
        />
        <Space wrap style={{ marginLeft: 16 }}>
          <PushButtons def={def} row={row} roles={perms.roles} />
          <AmendButton def={def} row={row} roles={perms.roles} onDone={() => void detail.reload()} />
          {closing.buttons}
        </Space>
      </Flex>
      <Descriptions bordered size="small" column={2} items={items} />
      {def.items && (
        <Card size="small" title={def.items.title} style={{ marginTop: 16 }}>
          <ItemsTable def={def} lines={row.items} roles={perms.roles} extraColumns={closing.columns} />
        </Card>
      )}
      {Panel && <Panel row={row} roles={perms.roles} reload={() => void detail.reload()} />}
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col xs={24} lg={16}>
          <Flex vertical gap={16}>
            <Card size="small" title="审批记录">
              <ApprovalList approvals={row.approvals ?? []} actionLabel={actionLabel} />
            </Card>
            <Card size="small" title="变更记录">
              <HistoryList history={row.history ?? []} />
            </Card>
            <Card size="small" title="附件">
              <DocumentAttachments def={def} id={row.id} canEdit={perms.canEdit} />
            </Card>
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small" title="时间线">
            <FormTimeline
              createBy={row.createByName ?? row.createBy}
              createAt={row.createAt}
              modifyBy={row.modifyByName ?? row.modifyBy}
              modifyAt={row.modifyAt}
              auditor={row.auditorName ?? row.auditor}
              auditDate={row.auditDate}
            />
          </Card>
        </Col>
      </Row>
      <DocumentFormDrawer
        def={def}
        id={row.id}
        open={editing}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          void detail.reload();
        }}
      />
      <DocumentPrintOverlay
        def={def}
        rows={[row]}
        roles={perms.roles}
        layout={printing ?? undefined}
        open={printing !== null}
        onClose={() => setPrinting(null)}
      />
      {runner.element}
      {moduleActions.element}
    </Card>
  );
}
