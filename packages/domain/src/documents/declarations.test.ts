import { describe, expect, it } from 'vitest';
import { crmDocuments } from './crm/index.ts';
import { type DocumentDef, printLayouts } from './define.ts';
import { batchSources, type FieldDef, isScaled, scaleOf, stockLookups } from './fields.ts';
import { financeDocuments } from './finance/index.ts';
import { inventoryDocuments } from './inventory/index.ts';
import { department, masterDataDocuments, staff } from './masterdata/index.ts';
import { productionDocuments } from './production/index.ts';
import { purchaseDocuments } from './purchase/index.ts';
import { salesDocuments } from './sales/index.ts';

const all = [...masterDataDocuments, ...inventoryDocuments, ...purchaseDocuments, ...productionDocuments];

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

describe('line links of the declarations', () => {
  const byKey = new Map<string, DocumentDef>(
    [...all, ...salesDocuments, ...financeDocuments, ...crmDocuments].map((d) => [d.key, d]),
  );
  /**
   * The field a copy names: one of the source's own, or through a reference (`addressId.receiver`)
   * or a line's own link (`purchaseOrderLineId.price`: the order line's price).
   */
  const copied = (source: DocumentDef, fields: Record<string, FieldDef>, from: string) => {
    const [via, name] = from.split('.');
    if (name === undefined) return fields[via];
    const ref = fields[via];
    if (ref?.kind === 'ref') return byKey.get(ref.target)?.fields[name];
    const link = source.links?.find((l) => l.line === via);
    return link && byKey.get(link.source.key)?.items?.fields[name];
  };
  const links = all.flatMap((d) => (d.links ?? []).map((link) => ({ def: d, link })));

  it('exist (the acceptance → warehouse-in chain is one)', () => {
    expect(links.map(({ def, link }) => `${link.source.key} → ${def.key}`)).toContain(
      'material-acceptance → material-warehouse-in',
    );
  });

  it('name real fields on both sides, a read-only int line field, and never draw from a draft', () => {
    for (const { def, link } of links) {
      const source = byKey.get(link.source.key);
      const where = `${def.key}.${link.key}`;
      expect(source, where).toBeDefined();
      const sourceLines = source?.items?.fields ?? {};
      const lines = def.items?.fields ?? {};
      expect(lines[link.line], where).toMatchObject({ kind: 'int', readOnly: true });
      expect(lines[link.qty]?.kind, where).toBe('quantity');
      expect(sourceLines[link.source.qty]?.kind, where).toBe('quantity');
      expect(sourceLines[link.source.drawn], where).toMatchObject({ kind: 'quantity', readOnly: true });
      for (const [to, from] of Object.entries(link.copy)) {
        expect(lines[to], `${where} copy ${to}`).toBeDefined();
        expect(source && copied(source, sourceLines, from), `${where} copy from ${from}`).toBeDefined();
      }
      for (const [to, from] of Object.entries(link.headerCopy ?? {})) {
        expect(def.fields[to], `${where} header ${to}`).toBeDefined();
        expect(source && copied(source, source.fields, from), `${where} header from ${from}`).toBeDefined();
      }
      for (const status of link.counts) expect(def.draftStatuses, where).not.toContain(status);
    }
  });
});

describe('declared defaults', () => {
  const every = [...all, ...salesDocuments, ...financeDocuments, ...crmDocuments];
  const byKey = new Map<string, DocumentDef>(every.map((d) => [d.key, d]));
  const defaults = every.flatMap((def) =>
    [...Object.entries(def.fields), ...Object.entries(def.items?.fields ?? {})].flatMap(([name, field]) =>
      field.default ? [{ def, name, field, rule: field.default }] : [],
    ),
  );

  it('fit their fields: today a date, a code a reference, the latest record and a reference real fields', () => {
    for (const { def, name, field, rule } of defaults) {
      const where = `${def.key}.${name}`;
      if (rule === 'today') expect(field.kind, where).toBe('date');
      else if ('code' in rule)
        expect(field.kind === 'ref' && byKey.get(field.target)?.fields.code, where).toBeTruthy();
      else if ('from' in rule) {
        const ref = def.fields[rule.from.ref];
        const party = ref?.kind === 'ref' ? byKey.get(ref.target) : undefined;
        const taken = party?.fields[rule.from.field];
        expect(taken?.kind, where).toBe(field.kind);
        if (taken?.kind === 'ref' && field.kind === 'ref') expect(taken.target, where).toBe(field.target);
        if (rule.from.otherwise)
          expect(field.kind === 'ref' && byKey.get(field.target)?.fields.code, where).toBeTruthy();
      } else {
        const from = byKey.get(rule.latest.from);
        if (rule.latest.field !== 'id') expect(from?.fields[rule.latest.field]?.kind, where).toBe(field.kind);
        for (const [theirs, ours] of Object.entries(rule.latest.match)) {
          expect(from?.fields[theirs], `${where} match ${theirs}`).toBeDefined();
          expect(def.items?.fields[ours] ?? def.fields[ours], `${where} match ${ours}`).toBeDefined();
        }
        if (rule.latest.on) expect(from?.fields[rule.latest.on.field]?.kind, where).toBe('date');
        for (const theirs of Object.keys(rule.latest.where ?? {}))
          expect(from?.fields[theirs], `${where} where ${theirs}`).toBeDefined();
        // A reference takes the other record itself (its id), anything else a field of its kind.
        if (rule.latest.field === 'id') expect(field.kind === 'ref' && field.target, where).toBe(from?.key);
      }
    }
  });

  it('give every document its date and the currency CNY (issue 35)', () => {
    const dated = defaults.filter((d) => d.rule === 'today').map((d) => d.def.key);
    for (const key of [
      'sales-order',
      'sales-delivery',
      'purchase-order',
      'material-acceptance',
      'sales-invoice',
    ])
      expect(dated, key).toContain(key);
    const currency = defaults.filter((d) => d.name === 'currencyId').map((d) => d.def.key);
    expect(currency).toContain('sales-order');
  });

  it('take a party’s currency where the party has one, else CNY; a delivery the customer’s default address', () => {
    const partyCurrency = defaults.flatMap((d) =>
      d.name === 'currencyId' && typeof d.rule !== 'string' && 'from' in d.rule
        ? [[d.def.key, d.rule.from.ref, d.rule.from.otherwise?.code]]
        : [],
    );
    expect(partyCurrency).toEqual(
      expect.arrayContaining([
        ['sales-order', 'customerId', 'CNY'],
        ['sales-receipt', 'customerId', 'CNY'],
        ['purchase-payment', 'supplierId', 'CNY'],
      ]),
    );
    // Every 币种 a form keys with a party beside it follows the party.
    for (const d of defaults)
      if (d.name === 'currencyId' && (d.def.fields.customerId || d.def.fields.supplierId))
        expect(typeof d.rule !== 'string' && 'from' in d.rule, d.def.key).toBe(true);
    const addressed = defaults.filter(
      (d) => typeof d.rule !== 'string' && 'latest' in d.rule && d.rule.latest.from === 'customer-address',
    );
    expect(addressed.map((d) => `${d.def.key}.${d.name}`).sort()).toEqual([
      'sales-delivery.receiver',
      'sales-delivery.receiverAddress',
      'sales-delivery.receiverPhone',
      'sales-material-delivery.receiver',
      'sales-material-delivery.receiverAddress',
      'sales-material-delivery.receiverPhone',
      'sales-order.addressId',
    ]);
  });
});

describe('dependent pickers and quantities of the declarations', () => {
  // Staff and departments are targets only (views answering lookups), never listed with the rest.
  const byKey = new Map<string, DocumentDef>([...all, staff, department].map((d) => [d.key, d]));
  const fieldsOf = (def: (typeof all)[number]) => [
    ...Object.entries(def.fields).map(([name, field]) => ({ name, field, line: false })),
    ...Object.entries(def.items?.fields ?? {}).map(([name, field]) => ({ name, field, line: true })),
  ];
  const resolve = (def: (typeof all)[number], line: boolean, name: string): FieldDef | undefined =>
    (line ? def.items?.fields[name] : undefined) ?? def.fields[name];

  it("a dependency names a ref to the same target as the target's own filter field", () => {
    let count = 0;
    for (const def of all)
      for (const { name, field, line } of fieldsOf(def)) {
        if (field.kind !== 'ref' || !field.dependsOn) continue;
        count++;
        const where = `${def.key}.${name}`;
        const parent = resolve(def, line, field.dependsOn.field);
        const target = byKey.get(field.target);
        const param = target?.fields[field.dependsOn.param];
        expect(parent?.kind, where).toBe('ref');
        expect(param?.kind, where).toBe('ref');
        if (parent?.kind === 'ref' && param?.kind === 'ref') expect(param.target, where).toBe(parent.target);
        expect(target?.list.filters, where).toContain(field.dependsOn.param);
      }
    // Every slot: in, out, stocktaking and both ends of a transfer, on the material and on the
    // product side; the product merge's source and new slots, the re-pack's slot; the trusted in;
    // and the 领料人 of the material, product and trusted requisitions; production's packing slot.
    expect(count).toBe(18);
  });

  it('a batch pick gives its source every parameter it asks and judges expiry on a date', () => {
    for (const def of all)
      for (const { name, field, line } of fieldsOf(def)) {
        if (field.kind !== 'text' || !field.pick) continue;
        const where = `${def.key}.${name}`;
        expect(Object.keys(field.pick.params).sort(), where).toEqual(
          [...batchSources[field.pick.source].ask].sort(),
        );
        for (const source of Object.values(field.pick.params))
          expect(resolve(def, line, source), `${where} ← ${source}`).toBeDefined();
        expect(resolve(def, line, field.pick.on)?.kind, where).toBe('date');
      }
  });

  it('a stock pick names its side’s item and, when it names one, a warehouse field', () => {
    const picks: string[] = [];
    for (const def of [...all, ...crmDocuments, ...salesDocuments])
      for (const { name, field, line } of fieldsOf(def)) {
        if (field.kind !== 'ref' || !field.stock) continue;
        const where = `${def.key}.${name}`;
        picks.push(where);
        expect(field.target, where).toBe(stockLookups[field.stock.side].target);
        // One picker: a dependent reference's choices are its parent's, not a stock lookup's.
        expect(field.dependsOn, where).toBeUndefined();
        if (field.stock.warehouse === undefined) continue;
        const warehouse = resolve(def, line, field.stock.warehouse);
        expect(warehouse?.kind === 'ref' && warehouse.target, where).toBe('warehouse');
      }
    expect(picks.sort()).toEqual(['customer-quotation.productId', 'sales-order.productId']);
  });

  it('no scaled field keeps more decimals than it stores', () => {
    for (const def of all)
      for (const { name, field } of fieldsOf(def))
        if (isScaled(field) && field.decimals !== undefined)
          expect(10 ** field.decimals, `${def.key}.${name}`).toBeLessThanOrEqual(scaleOf[field.kind].factor);
  });
});

describe('money people key', () => {
  const every = [...all, ...crmDocuments, ...salesDocuments, ...financeDocuments];

  it('is in fen: every amount a user enters declares 2 decimals (schema, form and import refuse more)', () => {
    const keyed = every.flatMap((def) =>
      [
        ...Object.entries(def.fields),
        ...Object.entries(def.items?.fields ?? {}).map(([n, f]) => [`items.${n}`, f] as const),
      ].flatMap(([name, field]) =>
        field.kind === 'amount' && !field.readOnly && !field.derived
          ? [`${def.key}.${name} ${isScaled(field) ? field.decimals : ''}`]
          : [],
      ),
    );
    expect(keyed).toContain('sales-receipt.amount 2');
    for (const entry of keyed) expect(entry, entry).toMatch(/ 2$/);
  });
});

describe('maker and checker (issue 35 item 4)', () => {
  it('the review of money, prices and adjustments is a checker’s: never by whoever keyed it', () => {
    const every = [...all, ...salesDocuments, ...financeDocuments, ...crmDocuments];
    const checked = every
      .flatMap((d) => d.transitions.filter((t) => t.checker).map((t) => `${d.key} ${t.action}`))
      .sort();
    expect(checked).toEqual(
      [
        'material-cost-adjust AUDIT',
        'material-price AUDIT',
        'material-stocktaking WAREHOUSE-INVENTORY',
        'product-cost-adjust AUDIT',
        'product-stocktaking WAREHOUSE-INVENTORY',
        'purchase-invoice AUDIT',
        'purchase-opening-balance AUDIT',
        'purchase-payment AUDIT',
        'purchase-red-invoice AUDIT',
        'sales-base-price AUDIT',
        'sales-invoice AUDIT',
        'sales-opening-balance AUDIT',
        'sales-price-approval AUDIT',
        'sales-receipt AUDIT',
        'sales-red-invoice AUDIT',
      ].sort(),
    );
  });
});
