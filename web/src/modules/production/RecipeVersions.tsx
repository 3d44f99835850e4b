import { enumLabel, recipe } from '@tiangong/domain';
import { Button, Card, Drawer, Select, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { DetailPanelProps } from '../../documents/DocumentDetailPage';
import { formatDate, formatScaled } from '../../documents/formatters';
import { StatusTag } from '../../documents/list-columns';
import { useRemote } from '../../documents/use-remote';
import { type RecipeDiffLine, type RecipeVersion, recipeApi } from './recipe-api';

const changeTags: Record<RecipeDiffLine['change'], { text: string; color: string }> = {
  added: { text: '新增', color: 'green' },
  removed: { text: '删除', color: 'red' },
  changed: { text: '变化', color: 'orange' },
  same: { text: '相同', color: 'default' },
};

const parts = (v: number | null) => (v == null ? '—' : formatScaled(v, 'quantity', 4));

/**
 * 配方版本 on a recipe's detail: every version of its code (the one in force today marked), each
 * opening its own detail, and 版本对比 of two of them in a drawer.
 */
export function RecipeVersions({ row }: DetailPanelProps) {
  const { pathname } = useLocation();
  const id = row.id;
  const versions = useRemote(() => recipeApi.versions(id), [id, row.version]);
  const [comparing, setComparing] = useState(false);
  const list = versions.data?.versions ?? [];
  return (
    <Card
      size="small"
      style={{ marginTop: 16 }}
      title="配方版本"
      data-testid="recipe-versions"
      loading={versions.loading && !versions.data}
      extra={
        <Button size="small" disabled={list.length < 2} onClick={() => setComparing(true)}>
          版本对比
        </Button>
      }
    >
      <Table<RecipeVersion>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={list}
        columns={[
          {
            title: '版本',
            dataIndex: 'versionNo',
            render: (v: number, r) =>
              r.id === id ? (
                <Typography.Text strong>第{v}版（本页）</Typography.Text>
              ) : (
                <Link to={`${pathname}?id=${r.id}`}>第{v}版</Link>
              ),
          },
          { title: '配方类型', dataIndex: 'recipeType', render: (v: string) => enumLabel('recipeType', v) },
          { title: '生效日期', dataIndex: 'effectiveDate', render: formatDate },
          {
            title: '状态',
            dataIndex: 'status',
            render: (v: string, r) => (
              <Space size={4}>
                <StatusTag def={recipe} status={v} />
                {r.current && <Tag color="blue">当前生效</Tag>}
              </Space>
            ),
          },
          { title: '审核人', dataIndex: 'auditor' },
          { title: '制单人', dataIndex: 'createBy' },
        ]}
      />
      {comparing && <RecipeDiffDrawer versions={list} currentId={id} onClose={() => setComparing(false)} />}
    </Card>
  );
}

/**
 * 版本对比: two versions side by side — the header fields (those that differ marked), the process
 * notes, and each ingredient 新增 / 删除 / 变化 / 相同 with its parts on both sides. Opens on this
 * version against the one before it.
 */
export function RecipeDiffDrawer({
  versions,
  currentId,
  onClose,
}: {
  versions: readonly RecipeVersion[];
  currentId: number;
  onClose: () => void;
}) {
  const at = versions.findIndex((v) => v.id === currentId);
  const older = versions[at + 1] ?? versions[at - 1];
  const [leftId, setLeftId] = useState<number | undefined>(older?.id);
  const [rightId, setRightId] = useState<number>(currentId);
  const diff = useRemote(
    () => (leftId ? recipeApi.compare(leftId, rightId) : Promise.resolve(undefined)),
    [leftId, rightId],
  );
  useEffect(() => setRightId(currentId), [currentId]);
  const options = versions.map((v) => ({ value: v.id, label: `第${v.versionNo}版` }));
  const d = diff.data;
  return (
    <Drawer open title="版本对比" width={880} onClose={onClose}>
      <Space style={{ marginBottom: 16 }}>
        <Select
          aria-label="对比版本（左）"
          style={{ width: 140 }}
          value={leftId}
          options={options}
          onChange={setLeftId}
        />
        <span>对比</span>
        <Select
          aria-label="对比版本（右）"
          style={{ width: 140 }}
          value={rightId}
          options={options}
          onChange={setRightId}
        />
      </Space>
      {d && (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Table
            size="small"
            rowKey="field"
            pagination={false}
            data-testid="recipe-diff-fields"
            dataSource={d.fields}
            rowClassName={(f) => (f.changed ? 'recipe-diff-changed' : '')}
            columns={[
              { title: '项目', dataIndex: 'label', width: 110 },
              { title: d.left.label, dataIndex: 'left', render: (v: string, f) => cell(v, f.changed) },
              { title: d.right.label, dataIndex: 'right', render: (v: string, f) => cell(v, f.changed) },
            ]}
          />
          <Table<RecipeDiffLine>
            size="small"
            rowKey="key"
            pagination={false}
            data-testid="recipe-diff-lines"
            dataSource={d.lines}
            columns={[
              { title: '原料', dataIndex: 'label' },
              { title: `${d.left.label} 用量`, dataIndex: 'left', align: 'right', render: parts },
              { title: `${d.right.label} 用量`, dataIndex: 'right', align: 'right', render: parts },
              {
                title: '差异',
                dataIndex: 'change',
                render: (c: RecipeDiffLine['change']) => (
                  <Tag color={changeTags[c].color}>{changeTags[c].text}</Tag>
                ),
              },
              {
                title: '备注',
                render: (_, l) => remarkText(l),
              },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
}

/** A line's remark: as it is, or (changed) as it was → as it is now. */
function remarkText(l: RecipeDiffLine): string {
  if (l.change === 'added') return l.rightRemark ?? '';
  if (l.change === 'removed') return l.leftRemark ?? '';
  const [was, is] = [l.leftRemark ?? '', l.rightRemark ?? ''];
  return was === is ? is : `${was || '—'} → ${is || '—'}`;
}

function cell(value: string, changed: boolean) {
  const text = value === '' ? '—' : value;
  return changed ? (
    <Typography.Text mark style={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </Typography.Text>
  ) : (
    <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>
  );
}
