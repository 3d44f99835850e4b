import { type BatchTraceAnswer, TRACE_KINDS, type TraceBatchKind, type TraceNode } from '@tiangong/domain';
import { Alert, AutoComplete, Button, Card, Empty, Form, Select, Space, Tag, Tree, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { detailPathOf } from '../../documents/document-screens';
import { defFor, ensureDefs } from '../../documents/documentRegistry';
import { formatDate, formatScaled } from '../../documents/formatters';
import { RefSelect } from '../../documents/RefSelect';
import { useRemote } from '../../documents/use-remote';
import { menuHolds } from '../../shell/ScreenGuard';
import { useUserInfo } from '../../shell/use-user-info';
import { batchTraceApi, batchTracePath, tracedBatch } from './batch-trace-api';

/**
 * /batch-trace (批次追溯, issue 30 item 4): one batch — product or material — traced both ways.
 * The search is kept in the address (productId or materielId, and batchNo), so the stock screens, the complaint
 * and the delivery link straight to a batch's trace. Each node opens its document's detail for
 * those whose menus hold it; a batch node opens that batch's own trace.
 */
const KIND_OPTIONS = [
  { value: 'PRODUCT', label: '产品批次' },
  { value: 'MATERIAL', label: '物料批次' },
];
const COLORS: Partial<Record<TraceNode['kind'], string>> = {
  PRODUCT_BATCH: 'blue',
  MATERIAL_BATCH: 'cyan',
  FEEDING: 'purple',
  DELIVERY: 'green',
  RETURN: 'orange',
  COMPLAINT: 'red',
  MERGE: 'gold',
};

export default function BatchTracePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { kind, itemId, batchNo } = tracedBatch(params);
  // The form's own state; 追溯 writes it into the address, which runs the query.
  const [draft, setDraft] = useState({ kind, itemId, batchNo });
  useEffect(() => setDraft({ kind, itemId, batchNo }), [kind, itemId, batchNo]);
  const answer = useRemote(
    async () => (itemId && batchNo ? batchTraceApi.trace(kind, itemId, batchNo) : undefined),
    [kind, itemId, batchNo],
  );
  const search = () => {
    if (draft.itemId && draft.batchNo.trim())
      navigate(batchTracePath(draft.kind, draft.itemId, draft.batchNo.trim()));
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" title="批次追溯">
        {/* A search form (Enter in the batch number or 追溯 runs it), as the other screens' filters. */}
        <Form layout="inline" component="div">
          <Form.Item label="批次类型">
            <Select
              aria-label="批次类型"
              style={{ width: 120 }}
              value={draft.kind}
              options={KIND_OPTIONS}
              onChange={(k: TraceBatchKind) => setDraft({ kind: k, itemId: undefined, batchNo: '' })}
            />
          </Form.Item>
          <Form.Item label={draft.kind === 'PRODUCT' ? '产品' : '物料'}>
            <RefSelect
              key={draft.kind}
              target={draft.kind === 'PRODUCT' ? 'product' : 'materiel'}
              aria-label={draft.kind === 'PRODUCT' ? '产品' : '物料'}
              placeholder={draft.kind === 'PRODUCT' ? '选择产品' : '选择物料'}
              style={{ width: 260 }}
              value={draft.itemId}
              onChange={(id) => setDraft((d) => ({ ...d, itemId: id, batchNo: '' }))}
            />
          </Form.Item>
          <Form.Item label="批号">
            <BatchPicker
              kind={draft.kind}
              itemId={draft.itemId}
              value={draft.batchNo}
              onChange={(b) => setDraft((d) => ({ ...d, batchNo: b }))}
              onEnter={search}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" onClick={search} disabled={!draft.itemId || !draft.batchNo.trim()}>
              追溯
            </Button>
          </Form.Item>
        </Form>
      </Card>
      {!itemId || !batchNo ? (
        <Card size="small">
          <Empty
            description={
              <>
                选择产品或物料并输入批号后追溯。
                <br />
                来源：生产包装、投料（配方版本、批量）、所用物料批次及其入库、验收和供应商，以及批次合并的来源批次；
                <br />
                去向：销售出库（客户、数量）、销售退货、客户投诉；物料批次另列使用它的投料及所产产品批次的去向。
              </>
            }
          />
        </Card>
      ) : (
        <TraceResult answer={answer.data} loading={answer.loading} />
      )}
    </Space>
  );
}

function BatchPicker(props: {
  kind: TraceBatchKind;
  itemId: number | undefined;
  value: string;
  onChange: (batchNo: string) => void;
  onEnter: () => void;
}) {
  const { kind, itemId, value } = props;
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const options = useRemote(
    async () => (itemId ? batchTraceApi.batches(kind, itemId, text.trim()) : []),
    [kind, itemId, text],
  );
  return (
    <AutoComplete
      aria-label="批号"
      placeholder="批号（可输入或选择）"
      style={{ width: 220 }}
      value={text}
      disabled={!itemId}
      options={(options.data ?? []).map((o) => ({
        value: o.batchNo,
        label: `${o.batchNo}${o.firstInDate ? `（${formatDate(o.firstInDate)}入库）` : ''}`,
      }))}
      onChange={(v: string) => {
        setText(v);
        props.onChange(v);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') props.onEnter();
      }}
    />
  );
}

function TraceResult({ answer, loading }: { answer: BatchTraceAnswer | undefined; loading: boolean }) {
  const user = useUserInfo();
  const keys = useMemo(
    () => [...new Set(collect(answer).flatMap((n) => (n.docKey ? [n.docKey] : [])))],
    [answer],
  );
  const [defsReady, setDefsReady] = useState(0);
  useEffect(() => {
    if (keys.length) void ensureDefs(keys).then(() => setDefsReady((n) => n + 1));
  }, [keys]);
  const linkOf = (n: TraceNode): string | undefined => {
    if (n.itemId !== null && (n.kind === 'PRODUCT_BATCH' || n.kind === 'MATERIAL_BATCH'))
      return batchTracePath(n.kind === 'PRODUCT_BATCH' ? 'PRODUCT' : 'MATERIAL', n.itemId, n.number);
    const def = n.docKey ? defFor(n.docKey) : undefined;
    const path = def ? detailPathOf(def) : undefined;
    return path && n.docId !== null && menuHolds(user, path) ? `${path}?id=${n.docId}` : undefined;
  };
  if (!answer) return <Card size="small" loading={loading} />;
  const title = (n: TraceNode) => <NodeTitle node={n} link={linkOf(n)} />;
  return (
    <Card
      size="small"
      loading={loading && !answer}
      data-defs={defsReady}
      title={
        <Space>
          <Tag color={COLORS[answer.root.kind]}>{TRACE_KINDS[answer.root.kind]}</Tag>
          <Typography.Text strong>{answer.root.number}</Typography.Text>
          {answer.root.label && <Typography.Text type="secondary">{answer.root.label}</Typography.Text>}
        </Space>
      }
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        {answer.hiddenSides.length > 0 && (
          <Alert
            type="info"
            showIcon
            message={
              answer.hiddenSides.includes('MATERIAL')
                ? '您无权查看物料库存：所用物料批次、物料入库、验收及供应商未显示'
                : '您无权查看产品库存：产品批次的包装、出库、退货及投诉未显示'
            }
          />
        )}
        {answer.hiddenDocuments > 0 && (
          <Alert type="info" showIcon message={`另有${answer.hiddenDocuments}张其他客户的单据，您无权查看`} />
        )}
        <Direction
          title="来源（向前追溯）"
          nodes={answer.backward}
          empty={
            answer.root.kind === 'PRODUCT_BATCH'
              ? '没有来源记录：该批次无生产包装、产品入库或批次合并'
              : '没有来源记录：该批次无物料入库'
          }
          render={title}
          testId="trace-backward"
        />
        <Direction
          title="去向（向后追溯）"
          nodes={answer.forward}
          empty={
            answer.root.kind === 'PRODUCT_BATCH'
              ? '没有去向记录：该批次尚无销售出库、退货、投诉或合并'
              : '没有去向记录：该批次尚未被投料使用'
          }
          render={title}
          testId="trace-forward"
        />
      </Space>
    </Card>
  );
}

function Direction(props: {
  title: string;
  nodes: TraceNode[];
  empty: string;
  render: (n: TraceNode) => React.ReactNode;
  testId: string;
}) {
  return (
    <div data-testid={props.testId}>
      <Typography.Title level={5}>{props.title}</Typography.Title>
      {props.nodes.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.empty} />
      ) : (
        <Tree<TraceNode & { title?: never }>
          defaultExpandAll
          selectable={false}
          treeData={props.nodes}
          fieldNames={{ key: 'key', children: 'children' }}
          titleRender={props.render}
        />
      )}
    </div>
  );
}

function NodeTitle({ node, link }: { node: TraceNode; link: string | undefined }) {
  return (
    <Space size={8} wrap>
      <Tag color={COLORS[node.kind]}>{TRACE_KINDS[node.kind]}</Tag>
      {link ? <Link to={link}>{node.number}</Link> : <span>{node.number}</span>}
      {node.label && <Typography.Text type="secondary">{node.label}</Typography.Text>}
      {node.date && <span>{formatDate(node.date)}</span>}
      {node.qty !== null && <span>{formatScaled(node.qty, 'quantity')} kg</span>}
      {node.party && <span>{node.party}</span>}
    </Space>
  );
}

function collect(answer: BatchTraceAnswer | undefined): TraceNode[] {
  const out: TraceNode[] = [];
  const visit = (n: TraceNode) => {
    out.push(n);
    n.children.forEach(visit);
  };
  if (answer) [...answer.backward, ...answer.forward].forEach(visit);
  return out;
}
