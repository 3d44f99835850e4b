import { can, formatYmd } from '@tiangong/domain';
import { App, Button, Card, InputNumber, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { DetailPanelProps } from '../../documents/DocumentDetailPage';
import { formatScaled } from '../../documents/formatters';
import { linkLineText } from '../../documents/links';
import { useRemote } from '../../documents/use-remote';
import { deliveryBatchesApi, type OfferedBatch, type OrderLineBatches } from './delivery-batches-api';

const KG = 1_000_000;
const kg = (v: number) => formatScaled(v, 'quantity');
/** While it waits for review or for 出库 the store may still choose other batches. */
const CHANGEABLE = ['APPROVAL_PENDING', 'OUT_PUT_WAREHOUSE_PENDING'];

interface Line {
  id: number;
  orderLineId: number;
  qty: number;
  [field: string]: unknown;
}

/** The delivery's order lines in line order, each with its product and the quantity it ships. */
export function orderLinesOf(items: readonly Line[]) {
  const out: { orderLineId: number; label: string; source: string; qty: number }[] = [];
  for (const line of items) {
    const seen = out.find((o) => o.orderLineId === line.orderLineId);
    if (seen) seen.qty += Number(line.qty);
    else
      out.push({
        orderLineId: line.orderLineId,
        label: String(line.productLabel ?? ''),
        source: linkLineText(line, 'orderLineId'),
        qty: Number(line.qty),
      });
  }
  return out;
}

/**
 * 调整批号 on a sales delivery's detail, for the store: batches are first-expiry-first-out when
 * sales saves it, and the store may ship others (another slot at hand, a batch the customer
 * asked for) — per order line, the same quantity, from what is free for this delivery.
 */
export function DeliveryBatches({ row, roles, reload }: DetailPanelProps) {
  const [editing, setEditing] = useState<number | null>(null);
  if (!can(roles, 'warehouse-review') || !CHANGEABLE.includes(row.status)) return null;
  const orderLines = orderLinesOf((row.items ?? []) as Line[]);
  return (
    <Card className="sales-delivery-batches" size="small" title="仓库调整批号" style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">
        保存时已按先到期先出分配批号；出库前仓库可改为其他批号或货位，每个订单明细的出库数量不变。
      </Typography.Paragraph>
      <Space wrap>
        {orderLines.map((o) => (
          <Button key={o.orderLineId} onClick={() => setEditing(o.orderLineId)}>
            {`调整批号：${o.label}（${o.source ? `${o.source}，` : ''}${kg(o.qty)} kg）`}
          </Button>
        ))}
      </Space>
      {editing !== null && (
        <BatchDialog
          id={row.id}
          version={row.version}
          orderLineId={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) reload();
          }}
        />
      )}
    </Card>
  );
}

const keyOf = (b: { batchNo: string | null; allocationId: number }) => `${b.batchNo ?? ''}@${b.allocationId}`;

/** The batches on offer, with the ones the line has now even when nothing more of them is free. */
function offeredWithCurrent(data: OrderLineBatches): OfferedBatch[] {
  const rows = [...data.batches];
  for (const c of data.current)
    if (c.batchNo && !rows.some((b) => keyOf(b) === keyOf(c)))
      rows.push({ ...c, batchNo: c.batchNo, qty: 0, expiryDate: null, expired: false });
  return rows;
}

function BatchDialog({
  id,
  version,
  orderLineId,
  onClose,
}: {
  id: number;
  version: number;
  orderLineId: number;
  onClose: (saved: boolean) => void;
}) {
  const { message } = App.useApp();
  const offer = useRemote(() => deliveryBatchesApi.offered(id, orderLineId), [id, orderLineId]);
  const [chosen, setChosen] = useState<Record<string, number | undefined> | undefined>();
  const [saving, setSaving] = useState(false);
  const data = offer.data;
  const batches = data ? offeredWithCurrent(data) : [];
  // Until the store types, the line's current batches are what it takes.
  const taking =
    chosen ?? Object.fromEntries((data?.current ?? []).map((c) => [keyOf(c), c.qty / KG] as const));
  const taken = (b: OfferedBatch) => Math.round((taking[keyOf(b)] ?? 0) * KG);
  const total = batches.reduce((sum, b) => sum + taken(b), 0);

  const save = async () => {
    if (!data) return;
    if (total !== data.qty) {
      message.error(`批号合计 ${kg(total)} kg 与出库数量 ${kg(data.qty)} kg 不一致`);
      return;
    }
    setSaving(true);
    const lines = batches
      .filter((b) => taken(b) > 0)
      .map((b) => ({ orderLineId, batchNo: b.batchNo, allocationId: b.allocationId, qty: taken(b) }));
    const saved = await deliveryBatchesApi.save({ id, version, lines });
    setSaving(false);
    if (saved === undefined) return;
    message.success('批号已调整');
    onClose(true);
  };

  return (
    <Modal
      open
      title={`调整批号：${data?.label ?? ''}`}
      width={760}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={() => onClose(false)}
    >
      <Typography.Paragraph type="secondary">
        按先到期先出排列，出库日期前已过期的批号不能发货；出库数量 {kg(data?.qty ?? 0)} kg，已分配 {kg(total)}{' '}
        kg。
      </Typography.Paragraph>
      <Table<OfferedBatch>
        size="small"
        rowKey={keyOf}
        loading={offer.loading}
        dataSource={batches}
        pagination={false}
        locale={{ emptyText: '发货仓库没有此产品的可发批号' }}
        columns={[
          { key: 'batchNo', title: '批号', dataIndex: 'batchNo' },
          { key: 'slot', title: '货位', render: (_, b) => b.allocationLabel ?? '' },
          {
            key: 'expiry',
            title: '有效期至',
            render: (_, b) => (
              <>
                {formatYmd(b.expiryDate ?? '')}
                {b.expired && (
                  <Tag color="red" style={{ marginLeft: 8 }}>
                    已过期
                  </Tag>
                )}
              </>
            ),
          },
          { key: 'free', title: '可发（kg）', align: 'right', render: (_, b) => kg(b.qty) },
          {
            key: 'take',
            title: '本单出库（kg）',
            width: 160,
            render: (_, b) => (
              <InputNumber
                aria-label={`批号 ${b.batchNo} 出库`}
                min={0}
                max={b.qty / KG}
                precision={3}
                disabled={b.expired}
                value={taking[keyOf(b)] ?? null}
                onChange={(v) => setChosen({ ...taking, [keyOf(b)]: v ?? undefined })}
                style={{ width: '100%' }}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
