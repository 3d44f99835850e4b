import { Alert, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { crmApi, type RepeatCustomer } from './crm-api';

/** How long typing pauses before the duplicate check asks (a check per keystroke would flood it). */
export const REPEAT_CHECK_DELAY_MS = 400;

/**
 * 查重 while typing (issue 15): customers whose name contains the typed one or whose tax number is
 * the same, whoever's they are — with their salesperson or 公海 — so a salesperson learns a customer
 * exists before making it twice. The server refuses only an exact duplicate; the rest is a warning.
 */
export function useRepeatCheck(name: string | undefined, taxNo: string | undefined): RepeatCustomer[] {
  const [rows, setRows] = useState<RepeatCustomer[]>([]);
  useEffect(() => {
    const n = name?.trim() ?? '';
    const t = taxNo?.trim() ?? '';
    if (n.replace(/\s/g, '').length < 2 && !t) {
      setRows([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void crmApi.repeatList(n, t).then((found) => {
        if (current && found) setRows(found);
      });
    }, REPEAT_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [name, taxNo]);
  return rows;
}

export function RepeatList({ rows }: { rows: RepeatCustomer[] }) {
  if (rows.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message={`发现${rows.length}个名称相近或税号相同的客户，请确认不是同一客户再保存`}
      description={
        <Table<RepeatCustomer>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={rows}
          columns={[
            { key: 'code', title: '客户编码', dataIndex: 'code', width: 100 },
            { key: 'name', title: '客户名称', dataIndex: 'name' },
            {
              key: 'owner',
              title: '归属',
              width: 200,
              render: (_, r) =>
                r.inPool ? (
                  <Tag color="green">在公海，可到公海客户领取</Tag>
                ) : (
                  <span>业务员：{r.ownerLabel ?? '—'}</span>
                ),
            },
            {
              key: 'status',
              title: '状态',
              width: 80,
              render: (_, r) => (r.status === 'FREEZE' ? <Tag>已冻结</Tag> : <Tag color="blue">正常</Tag>),
            },
          ]}
        />
      }
    />
  );
}
