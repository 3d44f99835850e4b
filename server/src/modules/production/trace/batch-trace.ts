import {
  type BatchTraceAnswer,
  customerComplaint,
  type DocumentDef,
  salesDelivery,
  salesReturn,
  type TraceBatchKind,
  type TraceKind,
  type TraceNode,
} from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../platform/auth/auth-user.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { scopeWhere } from '../../../platform/documents/document-scope.ts';
import type { DocumentRegistry } from '../../../platform/documents/registry.ts';
import {
  type BatchKey,
  batchDocMoves,
  complaintsOf,
  consumedBy,
  type DocHead,
  docHeads,
  type FeedingRow,
  feedings,
  feedingsOfRecords,
  itemLabels,
  materialOrigins,
  mergeEdges,
} from './batch-trace.queries.ts';

/**
 * 批次追溯 (issue 30 item 4): one batch's tree in both directions, assembled in memory from the
 * set-based reads of `batch-trace.queries.ts` — each level is one statement for all its nodes
 * (merges one recursive statement), never a query per node.
 *
 * Product batch, backward: its packings (and hand-keyed 产品入库), its feeding (the 生产批号 is the
 * batch number) with the material batches the feeding and its record's adjustments issued, their
 * warehouse-ins (supplier, supplier batch) and acceptances; through merges, the same for each source.
 * Forward: deliveries, returns and complaints, and through merges the batches it went into.
 * Material batch: backward its warehouse-ins and acceptances; forward every feeding that used it,
 * the product batch each made, and that batch's forward tree.
 * Samples (客户送样) name no batch yet: when they do, they join `forwardOf` as one more kind.
 */

export interface TraceInput {
  kind: TraceBatchKind;
  itemId: number;
  batchNo: string;
}

export interface TraceReader {
  user: AuthUser;
  registry: DocumentRegistry;
  /** The sides of stock the reader's menus show (material, product). */
  sides: ReadonlySet<TraceBatchKind>;
}

const keyOf = (k: BatchKey) => `${k.itemId}\u0000${k.batchNo}`;

function node(kind: TraceKind, key: string, fields: Partial<TraceNode> & { number: string }): TraceNode {
  return {
    key: `${kind}:${key}`,
    kind,
    label: null,
    date: null,
    qty: null,
    party: null,
    docKey: null,
    docId: null,
    itemId: null,
    children: [],
    ...fields,
  };
}

function groupBy<T>(rows: readonly T[], key: (r: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r]);
  return out;
}

/** Material batches → their warehouse-ins → acceptances, keyed by batch. */
async function materialOriginNodes(db: DbOrTx, keys: readonly BatchKey[]): Promise<Map<string, TraceNode[]>> {
  const origins = await materialOrigins(db, keys);
  const out = new Map<string, TraceNode[]>();
  for (const o of origins) {
    const inNode = node('WAREHOUSE_IN', `${o.inId}:${keyOf(o)}`, {
      number: o.inNumber,
      date: o.inDate,
      qty: o.qty,
      party: o.supplier ? `${o.supplier}${o.supplierBatch ? `（供应商批号 ${o.supplierBatch}）` : ''}` : null,
      docKey: 'material-warehouse-in',
      docId: o.inId,
    });
    if (o.acceptanceId !== null && o.acceptanceNumber) {
      inNode.children.push(
        node('ACCEPTANCE', `${o.acceptanceId}:${o.inId}:${keyOf(o)}`, {
          number: o.acceptanceNumber,
          date: o.acceptDate,
          qty: o.acceptedQty,
          party: o.supplier,
          docKey: 'material-acceptance',
          docId: o.acceptanceId,
        }),
      );
    }
    out.set(keyOf(o), [...(out.get(keyOf(o)) ?? []), inNode]);
  }
  return out;
}

/** A product batch's origins, through merges: every level read once for all the batches. */
async function productBackward(db: DbOrTx, root: BatchKey, sides: ReadonlySet<TraceBatchKind>) {
  const merges = await mergeEdges(db, 'PRODUCT', [root], 'back');
  const batches = [root, ...merges.map((m) => ({ itemId: m.itemId, batchNo: m.sourceBatchNo }))];
  const [receipts, feedingRows] = await Promise.all([
    batchDocMoves(db, 'PRODUCT', batches, ['manufacture-packaging', 'product-warehouse-in']),
    feedings(db, { batches }),
  ]);
  const byDoc = groupBy(receipts, (r) => r.docKey);
  const [packHeads, inHeads] = await Promise.all([
    docHeads(db, 'prd_packagings', 'pack_date', undefined, ids(byDoc.get('manufacture-packaging'))),
    docHeads(db, 'inv_product_ins', 'in_date', undefined, ids(byDoc.get('product-warehouse-in'))),
  ]);
  const heads = new Map<string, DocHead>([
    ...packHeads.map((h): [string, DocHead] => [`manufacture-packaging:${h.id}`, h]),
    ...inHeads.map((h): [string, DocHead] => [`product-warehouse-in:${h.id}`, h]),
  ]);
  // The material side only for readers of material stock.
  const consumed = sides.has('MATERIAL')
    ? await consumedBy(
        db,
        feedingRows.map((f) => f.id),
        feedingRows.flatMap((f) => (f.recordId === null ? [] : [f.recordId])),
      )
    : [];
  const materialKeys = uniqueKeys(consumed);
  const [origins, materialNames] = await Promise.all([
    materialOriginNodes(db, materialKeys),
    itemLabels(
      db,
      'MATERIAL',
      materialKeys.map((k) => k.itemId),
    ),
  ]);

  const receiptsOf = groupBy(receipts, keyOf);
  const feedingOf = new Map(feedingRows.map((f) => [keyOf({ itemId: f.productId, batchNo: f.number }), f]));
  const consumedOf = groupBy(consumed, (c) => `${c.docKey}:${c.docId}`);
  const sourcesOf = groupBy(merges, keyOf);

  const materialBatch = (c: (typeof consumed)[number], via: string) =>
    node('MATERIAL_BATCH', `${via}:${keyOf(c)}`, {
      number: c.batchNo,
      label: materialNames.get(c.itemId) ?? null,
      qty: c.qty,
      itemId: c.itemId,
      children: origins.get(keyOf(c)) ?? [],
    });
  const feedingNode = (f: FeedingRow): TraceNode => {
    const recordLines = f.recordId === null ? [] : (consumedOf.get(`manufacture-record:${f.recordId}`) ?? []);
    return node('FEEDING', String(f.id), {
      number: f.number,
      label: f.recipe ? `配方 ${f.recipe}` : null,
      date: f.feedDate,
      qty: f.batchSize,
      docKey: 'manufacture-feeding',
      docId: f.id,
      children: [
        ...(consumedOf.get(`manufacture-feeding:${f.id}`) ?? []).map((c) => materialBatch(c, `F${f.id}`)),
        ...(recordLines.length && f.recordId !== null
          ? [
              node('RECORD', String(f.recordId), {
                number: f.recordNumber ?? '',
                date: f.recordDate,
                docKey: 'manufacture-record',
                docId: f.recordId,
                children: recordLines.map((c) => materialBatch(c, `R${f.recordId}`)),
              }),
            ]
          : []),
      ],
    });
  };
  const build = (batch: BatchKey, seen: ReadonlySet<string>): TraceNode[] => {
    const k = keyOf(batch);
    const feeding = feedingOf.get(k);
    return [
      ...(receiptsOf.get(k) ?? []).map((r) => {
        const h = heads.get(`${r.docKey}:${r.docId}`);
        return node(r.docKey === 'manufacture-packaging' ? 'PACKING' : 'PRODUCT_IN', `${r.docId}:${k}`, {
          number: h?.number ?? '',
          date: h?.date ?? null,
          qty: r.qty,
          docKey: r.docKey,
          docId: r.docId,
        });
      }),
      ...(feeding ? [feedingNode(feeding)] : []),
      ...(sourcesOf.get(k) ?? [])
        .filter((m) => !seen.has(keyOf({ itemId: m.itemId, batchNo: m.sourceBatchNo })))
        .map((m) => {
          const source = { itemId: m.itemId, batchNo: m.sourceBatchNo };
          return node('MERGE', `${m.docId}:${keyOf(source)}`, {
            number: m.number ?? '',
            date: m.date,
            qty: m.qty,
            docKey: 'product-stock-merge',
            docId: m.docId,
            children: [
              node('PRODUCT_BATCH', `back:${keyOf(source)}`, {
                number: source.batchNo,
                qty: m.qty,
                itemId: source.itemId,
                children: build(source, new Set([...seen, keyOf(source)])),
              }),
            ],
          });
        }),
    ];
  };
  return build(root, new Set([keyOf(root)]));
}

const ids = (rows: readonly { docId: number }[] | undefined) => [
  ...new Set((rows ?? []).map((r) => r.docId)),
];

function uniqueKeys(rows: readonly BatchKey[]): BatchKey[] {
  const out = new Map<string, BatchKey>();
  for (const r of rows) out.set(keyOf(r), { itemId: r.itemId, batchNo: r.batchNo });
  return [...out.values()];
}

/**
 * Where product batches went: deliveries, returns, complaints, and through merges the batches they
 * were merged into (and theirs). The reader's record rules narrow the customers' documents; what
 * they hide is counted.
 */
async function productForward(
  db: DbOrTx,
  roots: readonly BatchKey[],
  reader: TraceReader,
): Promise<{ byBatch: (batch: BatchKey) => TraceNode[]; hidden: number }> {
  const merges = await mergeEdges(db, 'PRODUCT', roots, 'forward');
  const batches = uniqueKeys([...roots, ...merges.map((m) => ({ itemId: m.itemId, batchNo: m.batchNo }))]);
  const scope = (def: DocumentDef): SQL | undefined => scopeWhere(reader.registry, def, reader.user);
  const customer = sql`(select c.name from md_customers c where c.id = t.customer_id)`;
  const [outs, complaints] = await Promise.all([
    batchDocMoves(db, 'PRODUCT', batches, ['sales-delivery', 'sales-return']),
    complaintsOf(db, batches, scope(customerComplaint)),
  ]);
  const byDoc = groupBy(outs, (r) => r.docKey);
  const [deliveries, returns] = await Promise.all([
    docHeads(
      db,
      'sal_deliveries',
      'out_date',
      customer,
      ids(byDoc.get('sales-delivery')),
      scope(salesDelivery),
    ),
    docHeads(db, 'sal_returns', 'return_date', customer, ids(byDoc.get('sales-return')), scope(salesReturn)),
  ]);
  const heads = new Map<string, DocHead>([
    ...deliveries.map((h): [string, DocHead] => [`sales-delivery:${h.id}`, h]),
    ...returns.map((h): [string, DocHead] => [`sales-return:${h.id}`, h]),
  ]);
  const hiddenDocs = new Set(
    outs.filter((o) => !heads.has(`${o.docKey}:${o.docId}`)).map((o) => `${o.docKey}:${o.docId}`),
  );
  const outsOf = groupBy(outs, keyOf);
  const complaintsOfBatch = groupBy(complaints.rows, keyOf);
  const intoOf = groupBy(merges, (m) => keyOf({ itemId: m.itemId, batchNo: m.sourceBatchNo }));

  const build = (batch: BatchKey, seen: ReadonlySet<string>): TraceNode[] => {
    const k = keyOf(batch);
    return [
      ...(outsOf.get(k) ?? []).flatMap((o) => {
        const h = heads.get(`${o.docKey}:${o.docId}`);
        if (!h) return [];
        return [
          node(o.docKey === 'sales-delivery' ? 'DELIVERY' : 'RETURN', `${o.docId}:${k}`, {
            number: h.number,
            date: h.date,
            qty: Math.abs(o.qty),
            party: h.party,
            docKey: o.docKey,
            docId: o.docId,
          }),
        ];
      }),
      ...(complaintsOfBatch.get(k) ?? []).map((c) =>
        node('COMPLAINT', `${c.id}`, {
          number: c.number,
          date: c.date,
          party: c.party,
          docKey: customerComplaint.key,
          docId: c.id,
        }),
      ),
      ...(intoOf.get(k) ?? [])
        .filter((m) => !seen.has(keyOf(m)))
        .map((m) =>
          node('MERGE', `${m.docId}:${keyOf(m)}:fwd`, {
            number: m.number ?? '',
            date: m.date,
            qty: m.qty,
            docKey: 'product-stock-merge',
            docId: m.docId,
            children: [
              node('PRODUCT_BATCH', `fwd:${keyOf(m)}`, {
                number: m.batchNo,
                itemId: m.itemId,
                children: build(m, new Set([...seen, keyOf(m)])),
              }),
            ],
          }),
        ),
    ];
  };
  return {
    byBatch: (batch) => build(batch, new Set([keyOf(batch)])),
    hidden: hiddenDocs.size + complaints.hidden,
  };
}

/** Every feeding (and record) that used a material batch, the product batch it made, and onwards. */
async function materialForward(db: DbOrTx, root: BatchKey, reader: TraceReader) {
  const uses = await batchDocMoves(db, 'MATERIAL', [root], ['manufacture-feeding', 'manufacture-record']);
  const recordIds = ids(uses.filter((u) => u.docKey === 'manufacture-record'));
  const recordFeedings = await feedingsOfRecords(db, recordIds);
  const feedingIds = [
    ...new Set([
      ...ids(uses.filter((u) => u.docKey === 'manufacture-feeding')),
      ...recordIds.flatMap((r) => recordFeedings.get(r) ?? []),
    ]),
  ];
  const rows = await feedings(db, { ids: feedingIds });
  const products = rows.map((f) => ({ itemId: f.productId, batchNo: f.number }));
  const [forward, productNames] = await Promise.all([
    reader.sides.has('PRODUCT') ? productForward(db, products, reader) : undefined,
    itemLabels(
      db,
      'PRODUCT',
      products.map((p) => p.itemId),
    ),
  ]);
  const usedBy = (f: FeedingRow) =>
    uses
      .filter(
        (u) =>
          (u.docKey === 'manufacture-feeding' && u.docId === f.id) ||
          (u.docKey === 'manufacture-record' && u.docId === f.recordId),
      )
      .reduce((s, u) => s - u.qty, 0);
  const nodes = rows.map((f) => {
    const product = { itemId: f.productId, batchNo: f.number };
    return node('FEEDING', String(f.id), {
      number: f.number,
      label: f.recipe ? `配方 ${f.recipe}` : null,
      date: f.feedDate,
      qty: usedBy(f),
      docKey: 'manufacture-feeding',
      docId: f.id,
      children: [
        node('PRODUCT_BATCH', `fwd:${keyOf(product)}`, {
          number: product.batchNo,
          label: productNames.get(product.itemId) ?? null,
          itemId: product.itemId,
          children: forward?.byBatch(product) ?? [],
        }),
      ],
    });
  });
  return { nodes, hidden: forward?.hidden ?? 0 };
}

export async function batchTrace(
  db: DbOrTx,
  input: TraceInput,
  reader: TraceReader,
): Promise<BatchTraceAnswer> {
  const root: BatchKey = { itemId: input.itemId, batchNo: input.batchNo };
  const hiddenSides = (['MATERIAL', 'PRODUCT'] as const).filter((s) => !reader.sides.has(s));
  const [label] = [...(await itemLabels(db, input.kind, [input.itemId])).values()];
  const rootNode = node(
    input.kind === 'PRODUCT' ? 'PRODUCT_BATCH' : 'MATERIAL_BATCH',
    `root:${keyOf(root)}`,
    {
      number: input.batchNo,
      label: label ?? null,
      itemId: input.itemId,
    },
  );
  if (input.kind === 'PRODUCT') {
    const [backward, forward] = await Promise.all([
      productBackward(db, root, reader.sides),
      productForward(db, [root], reader),
    ]);
    return {
      root: rootNode,
      backward,
      forward: forward.byBatch(root),
      hiddenSides,
      hiddenDocuments: forward.hidden,
    };
  }
  const [origins, forward] = await Promise.all([
    materialOriginNodes(db, [root]),
    materialForward(db, root, reader),
  ]);
  return {
    root: rootNode,
    backward: origins.get(keyOf(root)) ?? [],
    forward: forward.nodes,
    hiddenSides,
    hiddenDocuments: forward.hidden,
  };
}
