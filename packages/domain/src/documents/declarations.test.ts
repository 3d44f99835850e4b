import { describe, expect, it } from 'vitest';
import { printLayouts } from './define.ts';
import { inventoryDocuments } from './inventory/index.ts';
import { masterDataDocuments } from './masterdata/index.ts';

const all = [...masterDataDocuments, ...inventoryDocuments];

describe('printed forms of the declarations', () => {
  it('name only real header and line fields', () => {
    for (const def of all)
      for (const layout of printLayouts(def)) {
        for (const key of layout.fields)
          expect(key === 'status' || key in def.fields, `${def.key} ${layout.title}: ${key}`).toBe(true);
        for (const key of layout.items ?? [])
          expect(key in (def.items?.fields ?? {}), `${def.key} ${layout.title}: line ${key}`).toBe(true);
      }
  });

  it('the main form comes first, then the declared others', () => {
    const titles = (key: string) => printLayouts(all.find((d) => d.key === key)!).map((l) => l.title);
    expect(titles('material-warehouse-in')).toEqual(['物料入库单（仓库联）', '物料入库单（财务联）']);
    expect(titles('material-requisition')).toEqual(['领料单', '发料单']);
    expect(titles('material-warehouse-out')).toEqual(['物料出库单', '物料出库单（财务联）', '送货单']);
    expect(titles('material-stocktaking')).toEqual(['物料盘点单', '物料盘点表']);
  });

  it('a declaration without a print layout prints its list columns under its title', () => {
    const bare = { ...masterDataDocuments[0], print: undefined, prints: undefined };
    expect(printLayouts(bare)).toEqual([{ title: bare.title, fields: bare.list.columns }]);
  });
});
