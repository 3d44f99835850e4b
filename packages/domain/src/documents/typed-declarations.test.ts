import { describe, expect, it } from 'vitest';
import { defineDocument } from './define.ts';
import { quantity, ref, text } from './fields.ts';
import { materialAcceptance } from './inventory/material-acceptance.doc.ts';
import { drawsOn } from './links.ts';
import type { RecordOf, SaveValues } from './values.ts';

/**
 * The compiler checks a declaration against its status catalogue and its own fields; these
 * declarations exist to be refused (`npm run typecheck` fails if a `@ts-expect-error` is unused).
 */
const base = {
  key: 'typed-probe',
  title: '类型探针',
  table: 'typed_probe',
  screen: '/typed-probe',
  api: { prefix: '/probe', name: 'Probe' },
  fields: { number: text('单号'), warehouseId: ref('warehouse', '仓库') },
  items: { title: '明细', fields: { qty: quantity('数量'), sourceLineId: ref('x', '来源行') } },
  display: ['number'],
  statuses: 'warehouse-in',
  initialStatus: 'IN_PUT_WAREHOUSE_PENDING',
  draftStatuses: ['IN_PUT_WAREHOUSE_PENDING'],
  access: { view: 'session', edit: 'session' },
  list: { filters: ['number'], columns: ['number'], defaultSort: { field: 'id', order: 'desc' } },
} as const;

const probe = defineDocument({
  ...base,
  transitions: [
    { action: 'WAREHOUSE-IN', from: ['IN_PUT_WAREHOUSE_PENDING'], to: 'IN_PUT_WAREHOUSE', allow: 'session' },
  ],
});

describe('typed declarations', () => {
  it('refuses a transition to a status outside the catalogue', () => {
    const bad = defineDocument({
      ...base,
      transitions: [
        // @ts-expect-error DELIVERY_PENDING is a sales-order status, not a warehouse-in one
        { action: 'SHIP', from: ['IN_PUT_WAREHOUSE_PENDING'], to: 'DELIVERY_PENDING', allow: 'session' },
      ],
    });
    expect(bad.transitions[0].to).toBe('DELIVERY_PENDING');
  });

  it('refuses a source status outside the catalogue and a link naming no real line field', () => {
    const bad = defineDocument({
      ...base,
      // @ts-expect-error DONE is not a warehouse-in status
      draftStatuses: ['DONE'],
      transitions: [],
    });
    const badLink = defineDocument({
      ...base,
      transitions: [],
      links: [
        {
          key: 'probe',
          verb: '入库',
          source: { key: 'x', noun: '单', qty: 'qty', drawn: 'qty', statuses: [] },
          // @ts-expect-error no such line field
          line: 'sourceLine',
          qty: 'qty',
          counts: ['IN_PUT_WAREHOUSE'],
          copy: {},
        },
      ],
    });
    expect([bad.draftStatuses, badLink.links?.[0].line]).toEqual([['DONE'], 'sourceLine']);
  });

  it('checks the source side of a link against the source declaration', () => {
    const source = drawsOn(materialAcceptance, {
      noun: '验收单',
      qty: 'qty',
      // @ts-expect-error the acceptance's lines have no deliveredQty
      drawn: 'deliveredQty',
      // @ts-expect-error DELIVERY_PENDING is not an acceptance status
      statuses: ['DELIVERY_PENDING'],
    });
    expect(source.key).toBe('material-acceptance');
  });

  it('refuses a dependency or a batch pick naming no field of the record, its line or its header', () => {
    const slot = (field: string) => ref('allocation', '货位', { dependsOn: { field, param: 'warehouseId' } });
    const good = defineDocument({
      ...base,
      transitions: [],
      items: {
        title: '明细',
        fields: {
          qty: quantity('数量'),
          materielId: ref('materiel', '物料'),
          // A line field may depend on the header's warehouse.
          allocationId: ref('allocation', '货位', {
            dependsOn: { field: 'warehouseId', param: 'warehouseId' },
          }),
          batchNo: text('批号', {
            pick: {
              source: 'material',
              params: { materielId: 'materielId', warehouseId: 'warehouseId' },
              on: 'number',
            },
          }),
        },
      },
    });
    const badHeader = defineDocument({
      ...base,
      transitions: [],
      fields: {
        number: text('单号'),
        // @ts-expect-error no field storeId on this record
        allocationId: ref('allocation', '货位', { dependsOn: { field: 'storeId', param: 'warehouseId' } }),
      },
    });
    const badLine = defineDocument({
      ...base,
      transitions: [],
      items: {
        title: '明细',
        fields: {
          qty: quantity('数量'),
          // @ts-expect-error no field itemId on the line or the header
          batchNo: text('批号', {
            pick: { source: 'material', params: { materielId: 'itemId' }, on: 'number' },
          }),
        },
      },
    });
    const badStock = defineDocument({
      ...base,
      transitions: [],
      items: {
        title: '明细',
        fields: {
          qty: quantity('数量'),
          // @ts-expect-error no field shipFromId on the line or the header
          productId: ref('product', '产品', { stock: { side: 'product', warehouse: 'shipFromId' } }),
        },
      },
    });
    expect([good.key, badHeader.key, badLine.key, badStock.key, slot('x').dependsOn?.field]).toEqual([
      'typed-probe',
      'typed-probe',
      'typed-probe',
      'typed-probe',
      'x',
    ]);
  });

  it('types the values hooks receive from the declaration', () => {
    const before: RecordOf<typeof probe> = {
      id: 1,
      status: 'IN_PUT_WAREHOUSE',
      version: 1,
      createBy: null,
      auditor: null,
      number: 'RK1',
      warehouseId: 3,
    };
    // @ts-expect-error a warehouse is a reference (number), not text
    const wrong: SaveValues<typeof probe> = { warehouseId: 'YL01' };
    // @ts-expect-error not a warehouse-in status
    const status: RecordOf<typeof probe>['status'] = 'DONE';
    expect([before.warehouseId, wrong.warehouseId, status]).toEqual([3, 'YL01', 'DONE']);
  });
});
