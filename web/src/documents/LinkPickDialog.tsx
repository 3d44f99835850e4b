import { type DocumentDef, isScaled, type LineLinkDef } from '@tiangong/domain';
import { App, Flex, Input, Modal, Space, Table, type TableColumnsType, Typography } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { normalizePageSize } from '../api/page-size';
import { NumberInput } from '../widgets/NumberInput';
import { Pager } from '../widgets/Pager';
import { formatScaled } from './formatters';
import { itemColumnTitle, linkApi, type OpenLine, sourceDefOf } from './links';
import { scaleProps } from './scale-props';
import { useRemote } from './use-remote';

export const PICK_DIALOG_WIDTH = 960;
// The client raises small page sizes (SPEC §7); asking for what it will send keeps the pager true.
const PAGE_SIZE = normalizePageSize(10) as number;

/** A chosen open line and how much of it this document takes (scaled). */
export interface PickedLine extends OpenLine {
  take: number;
}

export interface LinkPickDialogProps {
  target: DocumentDef;
  link: LineLinkDef;
  /** The form's party (supplier, customer): only its sources are offered. */
  partyId?: number;
  onClose: () => void;
  onPick: (lines: PickedLine[]) => void;
}

const qtyText = (value: number) => formatScaled(value, 'quantity');
const lineName = (line: OpenLine) => `${line.sourceNumber} 第${line.lineNo}行`;

/**
 * 选单: the source lines the target may still draw on, searched and paged on the server. Ticked
 * lines get a 本次数量 (the open quantity, at most the limit with the over-allowance); 确定 hands
 * them to the form. Ticks survive paging and searching.
 */
export function LinkPickDialog({ target, link, partyId, onClose, onPick }: LinkPickDialogProps) {
  const { message } = App.useApp();
  const api = useMemo(() => linkApi(target), [target]);
  const source = sourceDefOf(link);
  const [keyword, setKeyword] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const [chosen, setChosen] = useState<Record<number, PickedLine>>({});
  // Bumped when a typed quantity is put back to the limit, so the input shows the corrected value.
  const [resets, setResets] = useState<Record<number, number>>({});
  const remote = useRemote(
    () =>
      api.openLines({
        link: link.key,
        partyId,
        keyword: keyword || undefined,
        pageIndex,
        pageSize: PAGE_SIZE,
      }),
    [api, link.key, partyId, keyword, pageIndex],
  );
  const rows = remote.data?.requestList ?? [];
  const qtyField = target.items?.fields[link.qty];
  const scale = qtyField && isScaled(qtyField) ? scaleProps(qtyField) : { scale: 1_000_000, decimals: 3 };

  const setTake = (line: OpenLine, take: number) => {
    const capped = Math.min(take, line.limit);
    if (capped < take) {
      void message.warning(`${lineName(line)}：本次数量不能超过 ${qtyText(line.limit)}`);
      setResets((all) => ({ ...all, [line.lineId]: (all[line.lineId] ?? 0) + 1 }));
    }
    setChosen((all) =>
      all[line.lineId] ? { ...all, [line.lineId]: { ...all[line.lineId], take: capped } } : all,
    );
  };

  const onSelect = (keys: Key[]) => {
    setChosen((all) => {
      const next: Record<number, PickedLine> = {};
      for (const key of keys.map(Number)) {
        const row = all[key] ?? rows.find((r) => r.lineId === key);
        if (row) next[key] = all[key] ?? { ...row, take: row.open };
      }
      return next;
    });
  };

  const confirm = () => {
    const picked = Object.values(chosen).sort(
      (a, b) => a.sourceNumber.localeCompare(b.sourceNumber) || a.lineNo - b.lineNo,
    );
    if (picked.length === 0) {
      void message.warning('请选择明细');
      return;
    }
    const empty = picked.find((line) => !(line.take > 0));
    if (empty) {
      void message.warning(`${lineName(empty)}：本次数量须大于0`);
      return;
    }
    onPick(picked);
  };

  const verb = link.verb;
  const columns: TableColumnsType<OpenLine> = [
    { key: 'sourceNumber', title: '来源单号', dataIndex: 'sourceNumber', width: 150 },
    { key: 'lineNo', title: '行号', dataIndex: 'lineNo', width: 56, align: 'center' },
    { key: 'itemLabel', title: itemColumnTitle(target, link), dataIndex: 'itemLabel' },
    { key: 'qty', title: '数量', align: 'right', width: 110, render: (_, r) => qtyText(r.qty) },
    { key: 'drawn', title: `已${verb}`, align: 'right', width: 110, render: (_, r) => qtyText(r.drawn) },
    { key: 'open', title: `未${verb}`, align: 'right', width: 110, render: (_, r) => qtyText(r.open) },
    {
      key: 'take',
      title: '本次数量',
      width: 130,
      render: (_, r) =>
        chosen[r.lineId] ? (
          <NumberInput
            key={`${r.lineId}-${resets[r.lineId] ?? 0}`}
            aria-label={`本次数量（${lineName(r)}）`}
            value={chosen[r.lineId].take}
            onChange={(value) => setTake(r, value)}
            style={{ textAlign: 'right' }}
            {...scale}
          />
        ) : null,
    },
  ];

  const count = Object.keys(chosen).length;
  return (
    <Modal
      open
      title={`选单（${source?.title ?? link.source.noun}）`}
      width={PICK_DIALOG_WIDTH}
      mask={{ closable: false }}
      okText="确定"
      cancelText="取消"
      onOk={confirm}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" gap={12}>
          <Input.Search
            allowClear
            placeholder={`来源单号、${itemColumnTitle(target, link)}`}
            aria-label="搜索"
            style={{ maxWidth: 320 }}
            onSearch={(text) => {
              setKeyword(text.trim());
              setPageIndex(1);
            }}
          />
          <Space size="large">
            {partyId !== undefined && link.party && (
              <Typography.Text type="secondary">
                {`仅列出本单${target.fields[link.party]?.label ?? ''}的${link.source.noun}`}
              </Typography.Text>
            )}
            <Typography.Text>{`已选 ${count} 行`}</Typography.Text>
          </Space>
        </Flex>
        <Table<OpenLine>
          size="small"
          bordered
          rowKey="lineId"
          columns={columns}
          dataSource={rows}
          loading={remote.loading}
          pagination={false}
          scroll={{ y: 400 }}
          locale={{ emptyText: `暂无可${verb}的${link.source.noun}明细` }}
          rowSelection={{
            selectedRowKeys: Object.keys(chosen).map(Number),
            preserveSelectedRowKeys: true,
            onChange: onSelect,
          }}
        />
        <Flex justify="flex-end">
          <Pager
            value={{ pageIndex, pageSize: PAGE_SIZE, totalRec: remote.data?.totalRec ?? 0 }}
            onChange={(state) => setPageIndex(state.pageIndex)}
          />
        </Flex>
      </Flex>
    </Modal>
  );
}
