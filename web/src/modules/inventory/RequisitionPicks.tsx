import { batchExpired, can, type DocumentDef, formatYmd } from '@tiangong/domain';
import { App, Button, Card, InputNumber, Modal, Space, Table, Tag, Typography } from 'antd';
import { type ComponentType, useMemo, useState } from 'react';
import type { DetailPanelProps } from '../../documents/DocumentDetailPage';
import { formatScaled } from '../../documents/formatters';
import { useRemote } from '../../documents/use-remote';
import { type AvailableBatch, type Pick, requisitionPicksApi } from './requisition-picks-api';

const KG = 1_000_000;
const kg = (v: number) => formatScaled(v, 'quantity');
const PENDING = 'OUT_PUT_WAREHOUSE_PENDING';

interface Line {
  id: number;
  lineNo: number;
  qty: number;
  [field: string]: unknown;
}

type Api = ReturnType<typeof requisitionPicksApi>;

/** What a requisition declaration says the panel needs: its calls, its item field and noun. */
function requisitionOf(def: DocumentDef) {
  const [item, field] = Object.entries(def.items?.fields ?? {}).find(([, f]) => f.kind === 'ref') ?? [
    'materielId',
  ];
  return {
    api: requisitionPicksApi(def.api.prefix, item),
    item,
    noun: field?.label ?? '物料',
    // A trusted requisition's batches are its customer's only: the look-up is asked for them.
    ownerOf: (row: Record<string, unknown>): Record<string, number> =>
      'customerId' in def.fields ? { customerId: Number(row.customerId) } : {},
    // The engine answers a reference's display as `${name without Id}Label` (materielLabel).
    labelOf: (line: Line) => String(line[`${item.replace(/Id$/, '')}Label`] ?? ''),
  };
}

/** The 批号分配 panel of a requisition type (material, product, trusted): the generic detail's module panel. */
export function requisitionPicksPanel(def: DocumentDef): ComponentType<DetailPanelProps> {
  const r = requisitionOf(def);
  return (props) => <RequisitionPicks {...props} requisition={r} />;
}

/**
 * 批号分配 on a requisition's detail: the batches each line has reserved (first to expire first,
 * chosen when saved) and, while the goods wait to be collected, the store's own choice — one line
 * may take several batches; the quantities must add up to the line.
 */
export function RequisitionPicks({
  row,
  roles,
  reload,
  requisition,
}: DetailPanelProps & { requisition: ReturnType<typeof requisitionOf> }) {
  const { api } = requisition;
  const picks = useRemote(() => api.picks(row.id), [row.id, row.version]);
  const lines = (row.items ?? []) as Line[];
  const [editing, setEditing] = useState<Line | null>(null);
  const mayPick = row.status === PENDING && can(roles, 'warehouse-review');
  return (
    <Card size="small" title="批号分配" style={{ marginTop: 16 }}>
      <Table<Pick>
        size="small"
        rowKey={(p) => `${p.lineId}-${p.batchNo}-${p.allocationId}`}
        loading={picks.loading}
        dataSource={picks.data ?? []}
        pagination={false}
        locale={{ emptyText: '没有预留的批号' }}
        columns={[
          { key: 'lineNo', title: '行号', dataIndex: 'lineNo', width: 64 },
          { key: 'label', title: requisition.noun, render: (_, p) => p.label ?? p.itemId },
          { key: 'batchNo', title: '批号', dataIndex: 'batchNo' },
          { key: 'allocation', title: '货位', render: (_, p) => p.allocationLabel ?? '' },
          { key: 'expiry', title: '有效期至', render: (_, p) => formatYmd(p.expiryDate ?? '') },
          { key: 'qty', title: '数量（kg）', align: 'right', render: (_, p) => kg(p.qty) },
        ]}
      />
      {mayPick && (
        <Space wrap style={{ marginTop: 12 }}>
          {lines.map((line) => (
            <Button key={line.id} onClick={() => setEditing(line)}>
              {`调整第 ${line.lineNo} 行批号`}
            </Button>
          ))}
        </Space>
      )}
      {editing && (
        <PickDialog
          api={api}
          itemId={Number(editing[requisition.item])}
          itemLabel={requisition.labelOf(editing)}
          docId={row.id}
          version={row.version}
          warehouseId={Number(row.warehouseId)}
          owner={requisition.ownerOf(row)}
          applyDate={String(row.applyDate ?? '')}
          line={editing}
          current={(picks.data ?? []).filter((p) => p.lineId === editing.id)}
          onClose={(saved) => {
            setEditing(null);
            if (saved) reload();
          }}
        />
      )}
    </Card>
  );
}

interface PickDialogProps {
  api: Api;
  itemId: number;
  itemLabel: string;
  docId: number;
  version: number;
  warehouseId: number;
  owner: Record<string, number>;
  /** The requisition's date: a batch expired by then may not be taken. */
  applyDate: string;
  line: Line;
  current: Pick[];
  onClose: (saved: boolean) => void;
}

const keyOf = (b: { batchNo: string; allocationId: number }) => `${b.batchNo}@${b.allocationId}`;

function PickDialog({
  api,
  itemId,
  itemLabel,
  docId,
  version,
  warehouseId,
  owner,
  applyDate,
  line,
  current,
  onClose,
}: PickDialogProps) {
  const { message } = App.useApp();
  const ownerId = owner.customerId;
  const free = useRemote(() => api.available(itemId, warehouseId, owner), [itemId, warehouseId, ownerId]);
  // What this line holds is free for it: its own reservation is given back when it re-picks.
  const batches = useMemo(() => {
    const byKey = new Map<string, AvailableBatch>();
    for (const b of free.data ?? []) byKey.set(keyOf(b), { ...b });
    for (const p of current) {
      const known = byKey.get(keyOf(p));
      if (known) known.qty += p.qty;
      else
        byKey.set(keyOf(p), {
          batchNo: p.batchNo,
          allocationId: p.allocationId,
          qty: p.qty,
          expiryDate: p.expiryDate,
          firstInDate: null,
        });
    }
    // First to expire first, as the automatic picks go.
    return [...byKey.values()].sort(
      (a, b) =>
        (a.expiryDate ?? '99999999').localeCompare(b.expiryDate ?? '99999999') ||
        a.batchNo.localeCompare(b.batchNo),
    );
  }, [free.data, current]);
  const [chosen, setChosen] = useState<Record<string, number | undefined>>(() =>
    Object.fromEntries(current.map((p) => [keyOf(p), p.qty / KG])),
  );
  const taken = (b: { batchNo: string; allocationId: number }) => Math.round((chosen[keyOf(b)] ?? 0) * KG);
  const total = batches.reduce((sum, b) => sum + taken(b), 0);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (total !== line.qty) {
      message.error(`批号分配合计 ${kg(total)} 与领料数量 ${kg(line.qty)} 不一致`);
      return;
    }
    setSaving(true);
    const picks = batches
      .filter((b) => taken(b) > 0)
      .map((b) => ({ batchNo: b.batchNo, allocationId: b.allocationId, qty: taken(b) }));
    const saved = await api.save({ id: docId, version, lineId: line.id, picks });
    setSaving(false);
    if (saved === undefined) return;
    message.success('批号分配已保存');
    onClose(true);
  };

  return (
    <Modal
      open
      title={`第 ${line.lineNo} 行批号分配：${itemLabel}`}
      width={720}
      okText="保存"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={() => onClose(false)}
    >
      <Typography.Paragraph type="secondary">
        按先到期先出排列，领料日期前已过期的批号不能领用；领料数量 {kg(line.qty)} kg，已分配 {kg(total)} kg。
      </Typography.Paragraph>
      <Table<AvailableBatch>
        size="small"
        rowKey={keyOf}
        loading={free.loading}
        dataSource={batches}
        pagination={false}
        columns={[
          { key: 'batchNo', title: '批号', dataIndex: 'batchNo' },
          {
            key: 'expiry',
            title: '有效期至',
            render: (_, b) => (
              <>
                {formatYmd(b.expiryDate ?? '')}
                {batchExpired(b.expiryDate, applyDate) && (
                  <Tag color="red" style={{ marginLeft: 8 }}>
                    已过期
                  </Tag>
                )}
              </>
            ),
          },
          { key: 'free', title: '可用（kg）', align: 'right', render: (_, b) => kg(b.qty) },
          {
            key: 'take',
            title: '本行领用（kg）',
            width: 160,
            render: (_, b) => (
              <InputNumber
                aria-label={`批号 ${b.batchNo} 领用`}
                min={0}
                max={b.qty / KG}
                precision={3}
                disabled={batchExpired(b.expiryDate, applyDate)}
                value={chosen[keyOf(b)] ?? null}
                onChange={(v) => setChosen((c) => ({ ...c, [keyOf(b)]: v ?? undefined }))}
                style={{ width: '100%' }}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
