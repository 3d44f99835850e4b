import {
  companyToday,
  type DocumentDef,
  purchasePayment,
  purchaseWriteOff,
  ResultCode,
  salesReceipt,
  salesWriteOff,
} from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { saveDocument } from '../../platform/documents/document.service.ts';
import { scopeWhere } from '../../platform/documents/document-scope.ts';
import { fail } from '../../platform/http/app-error.ts';
import { recordId } from '../../platform/http/id-schemas.ts';
import { addRoute } from '../../platform/http/route.ts';
import { type WriteOffSide, writeOffPair, writeOffRecord } from './write-off.ts';

/** One side's 自动核销: its call, the payment declaration (its record rule) and the write-off's. */
interface AutoWriteOff {
  url: string;
  summary: string;
  payments: DocumentDef;
  /** The payment named in refusals: 销售收款, 采购付款; and shortly: 收款, 付款. */
  noun: string;
  short: string;
  writeOff: DocumentDef;
}

const sales: AutoWriteOff = {
  url: '/finance/autoWriteOffSalesReceipts',
  summary: '自动核销：所选收款按到期先后核销客户同币种的未核销发票',
  payments: salesReceipt,
  noun: '销售收款',
  short: '收款',
  writeOff: salesWriteOff,
};
const purchase: AutoWriteOff = {
  url: '/purchaseInvoice/autoWriteOffPurchasePayments',
  summary: '自动核销：所选付款按到期先后核销供应商同币种的未核销采购发票',
  payments: purchasePayment,
  noun: '采购付款',
  short: '付款',
  writeOff: purchaseWriteOff,
};

interface Owed {
  id: number;
  opening: boolean;
  party: number;
  currency_id: number | null;
  open: bigint;
  due: string;
  date: string;
}

/**
 * What a side owes that is still open (an invoice less what is written off and red-lettered, an
 * opening balance less what is written off) of the parties and currencies given, with its due date
 * and date — locked, in id order, as every 自动核销 locks them.
 */
async function lockOwed(
  db: DbOrTx,
  side: WriteOffSide,
  party: SQL | ReturnType<typeof sql.identifier>,
  of: SQL,
  opening: boolean,
): Promise<Owed[]> {
  const open = sql`${sql.identifier(side.total)} - coalesce(verified_amount, 0) ${sql.join(
    side.less.map((c) => sql`- coalesce(${sql.identifier(c)}, 0)`),
    sql` `,
  )}`;
  const date = sql.identifier(side.date);
  const rows = await queryRows<Omit<Owed, 'open' | 'opening'> & { open: string }>(
    db,
    sql`select id, ${party} as party, currency_id, ${open} as open, coalesce(due_date, ${date}) as due, ${date} as date
        from ${sql.identifier(side.table)} where ${of} and status = 'UNVERIFIED'
        order by id for update`,
  );
  return rows.map((r) => ({ ...r, opening, open: BigInt(r.open) }));
}

/**
 * 自动核销: each chosen payment (oldest first) is written off against its party's open invoices
 * (and opening balances, 期初, which fall due like invoices) of the same currency, the one falling
 * due first first, until the payment or the invoices run out. Each write-off is an ordinary 核销
 * record saved through the engine (its rules run), dated today or, when later, the later of its two
 * documents' dates (never before either, DESIGN §5a); one transaction for all.
 *
 * The plan is made after the locks are taken — what is owed first, then the payments, the order of
 * every write-off (`write-off.ts`) — so a 自动核销 of the same party running at the same time is
 * waited for and this one takes what it left, instead of being refused for amounts it read before.
 */
async function autoWriteOff(
  app: FastifyInstance,
  db: DbOrTx,
  request: FastifyRequest,
  side: AutoWriteOff,
  ids: number[],
) {
  const pair = writeOffPair(app.documents, side.writeOff);
  const scope = scopeWhere(app.documents, side.payments, request.authUser!);
  const party = sql.identifier(pair.party);
  const chosen = sql`t.id in (${sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  )}) ${scope ? sql`and ${scope}` : sql``}`;
  // A payment's party and currency do not change once issued: read without a lock to know whose
  // invoices to lock.
  const parties = await queryRows<{ party: number; currency_id: number; n: number }>(
    db,
    sql`select t.${party} as party, t.currency_id, count(*)::int as n from ${sql.identifier(pair.payments.table)} t
        where ${chosen} group by t.${party}, t.currency_id`,
  );
  if (parties.reduce((s, p) => s + p.n, 0) !== new Set(ids).size)
    fail(ResultCode.NOT_FOUND, `${side.noun}不存在`);
  const of = sql`(${party}, currency_id) in (${sql.join(
    parties.map((p) => sql`(${p.party}, ${p.currency_id})`),
    sql`, `,
  )})`;
  const owed = [
    ...(await lockOwed(db, pair.invoices, party, of, false)),
    ...(pair.openings ? await lockOwed(db, pair.openings, party, of, true) : []),
  ]
    .filter((o) => o.open > 0n)
    .sort(
      (a, b) =>
        a.due.localeCompare(b.due) ||
        a.date.localeCompare(b.date) ||
        Number(b.opening) - Number(a.opening) ||
        a.id - b.id,
    );
  const payments = await queryRows<{
    id: number;
    number: string;
    party: number;
    currency_id: number;
    status: string;
    open: string;
    date: string;
  }>(
    db,
    sql`select t.id, t.number, t.${party} as party, t.currency_id, t.status,
               t.${sql.identifier(pair.payments.total)} - coalesce(t.verified_amount, 0) as open,
               t.${sql.identifier(pair.payments.date)} as date
        from ${sql.identifier(pair.payments.table)} t where ${chosen} order by t.id for update`,
  );
  const unfit = payments.filter((r) => r.status !== 'UNVERIFIED');
  if (unfit.length > 0)
    fail(
      ResultCode.BUSINESS_RULE,
      `${unfit.map((r) => r.number).join('、')} 不是未核销的${side.short}（须复核后核销）`,
    );
  const doc = app.documents.get(pair.def.key);
  const today = companyToday();
  const later = (...dates: string[]) => dates.reduce((a, b) => (a > b ? a : b));
  let made = 0;
  for (const p of payments.sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)) {
    let left = BigInt(p.open);
    for (const o of owed) {
      if (left <= 0n) break;
      if (o.open <= 0n || o.party !== p.party || o.currency_id !== p.currency_id) continue;
      const amount = left < o.open ? left : o.open;
      await saveDocument(
        db,
        request,
        app.documents,
        doc,
        writeOffRecord(pair, p.party, o, p.id, Number(amount), later(today, o.date, p.date)),
      );
      left -= amount;
      o.open -= amount;
      made++;
    }
  }
  return { count: made };
}

function autoWriteOffRoute(app: FastifyInstance, side: AutoWriteOff): void {
  addRoute(app, {
    method: 'POST',
    url: side.url,
    summary: side.summary,
    tags: [side.writeOff.key],
    access: { permission: 'finance-document-edit' },
    body: z.object({
      ids: z
        .array(recordId(), { error: `请选择${side.noun}` })
        .min(1, `请选择${side.noun}`)
        .max(200, '一次最多选择200条'),
    }),
    handler: ({ body, request }) =>
      app.db.transaction((db) => autoWriteOff(app, db, request, side, body.ids)),
  });
}

export function autoWriteOffRoutes(app: FastifyInstance): void {
  autoWriteOffRoute(app, sales);
  autoWriteOffRoute(app, purchase);
}
