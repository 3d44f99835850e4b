import { date, defineDocument, quantity, ref, text } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { documentRoutes } from '../document.routes.ts';
import { documentTable } from '../document-table.ts';

/**
 * A test-only declaration with dependent references and quantities, and no module hook: what the
 * tests see of `dependsOn` and of a quantity's decimals is the engine's alone.
 */
const open = 'session' as const;

export const slotProbe = defineDocument({
  key: 'slot-probe',
  title: '测试货位单',
  table: 'slot_probes',
  screen: '/slot-probe',
  api: { prefix: '/probe', name: 'Slot' },
  fields: {
    number: text('单号', { max: 30 }),
    probeDate: date('日期'),
    warehouseId: ref('warehouse', '仓库'),
    allocationId: ref('allocation', '默认货位', {
      dependsOn: { field: 'warehouseId', param: 'warehouseId' },
    }),
  },
  items: {
    title: '明细',
    fields: {
      materielId: ref('materiel', '物料', { required: true }),
      allocationId: ref('allocation', '货位', { dependsOn: { field: 'warehouseId', param: 'warehouseId' } }),
      qty: quantity('数量（kg）', { required: true }),
      countedQty: quantity('实盘（kg）', { min: 0 }),
    },
  },
  display: ['number'],
  statuses: 'warehouse-in',
  initialStatus: 'IN_PUT_WAREHOUSE_PENDING',
  draftStatuses: ['IN_PUT_WAREHOUSE_PENDING'],
  transitions: [],
  numbering: { field: 'number', prefix: 'SLP', period: 'day', width: 3 },
  access: { view: open, edit: open },
  list: {
    filters: ['number'],
    columns: ['number', 'warehouseId'],
    defaultSort: { field: 'id', order: 'desc' },
  },
});

export function registerSlotProbe(app: FastifyInstance): void {
  documentRoutes(app, app.documents.register(slotProbe, documentTable(slotProbe)));
}

/** Its tables, as drizzle-kit would generate them from the declaration. */
export async function createSlotProbeTables(db: DbOrTx): Promise<void> {
  await db.execute(sql`create table slot_probes (id serial primary key, number text, probe_date text,
    warehouse_id integer, allocation_id integer, status text not null, version integer not null default 1,
    create_by text, create_at timestamptz not null default now(), modify_by text, modify_at timestamptz,
    auditor text, audit_date timestamptz)`);
  await db.execute(sql`create table slot_probes_items (id serial primary key,
    doc_id integer not null references slot_probes(id) on delete cascade, line_no integer not null,
    closed boolean not null default false, materiel_id integer, allocation_id integer, qty bigint,
    counted_qty bigint)`);
}
