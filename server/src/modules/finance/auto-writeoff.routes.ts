import { type DocumentDef, purchasePayment, ResultCode, salesReceipt } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { saveDocument } from '../../platform/documents/document.service.ts';
import { scopeWhere } from '../../platform/documents/document-scope.ts';
import { fail } from '../../platform/http/app-error.ts';
import { recordId } from '../../platform/http/id-schemas.ts';
import { addRoute } from '../../platform/http/route.ts';
import { today } from '../inventory/stock-rules.ts';
import { purchasePair, salesPair, type WriteOffPair, type WriteOffSide } from './write-off.ts';

/** One side's 自动核销: its call, the payment declaration (its record rule) and the pair. */
interface AutoWriteOff<D extends DocumentDef> {
  url: string;
  summary: string;
  payments: DocumentDef;
  /** The payment named in refusals: 销售收款, 采购付款; and shortly: 收款, 付款. */
  noun: string;
  short: string;
  pair: WriteOffPair<D>;
}

const sales: AutoWriteOff<typeof salesPair.def> = {
  url: '/finance/autoWriteOffSalesReceipts',
  summary: '自动核销：所选收款按到期先后核销客户同币种的未核销发票',
  payments: salesReceipt,
  noun: '销售收款',
  short: '收款',
  pair: salesPair,
};
const purchase: AutoWriteOff<typeof purchasePair.def> = {
  url: '/purchaseInvoice/autoWriteOffPurchasePayments',
  summary: '自动核销：所选付款按到期先后核销供应商同币种的未核销采购发票',
  payments: purchasePayment,
  noun: '采购付款',
  short: '付款',
  pair: purchasePair,
};

/**
 * What a side owes that is still open (an invoice less what is written off and red-lettered, an
 * opening balance less what is written off), with its due date, of one party and currency.
 */
function openOwed(side: WriteOffSide, party: SQL, opening: boolean): SQL {
  const open = sql`${sql.identifier(side.total)} - coalesce(verified_amount, 0) ${
    side.less ? sql`- coalesce(${sql.identifier(side.less)}, 0)` : sql``
  }`;
  const date = sql.identifier(side.date);
  return sql`select id, ${open} as open, ${opening ? sql`true` : sql`false`} as opening, coalesce(due_date, ${date}) as due, ${date} as d
    from ${sql.identifier(side.table)} where ${party} and status = 'UNVERIFIED' and ${open} > 0`;
}

/**
 * 自动核销: each chosen payment (oldest first) is written off against its party's open invoices
 * (and opening balances, 期初, which fall due like invoices) of the same currency, the one falling
 * due first first, until the payment or the invoices run out. Each write-off is an ordinary 核销 record saved through the engine (its rules run); one
 * transaction for all.
 */
async function autoWriteOff<D extends DocumentDef>(
  app: FastifyInstance,
  db: DbOrTx,
  request: FastifyRequest,
  side: AutoWriteOff<D>,
  ids: number[],
) {
  const { pair } = side;
  const scope = scopeWhere(app.documents, side.payments, request.authUser!);
  const party = sql.identifier(pair.party);
  const payments = await queryRows<{
    id: number;
    number: string;
    party: number;
    currency_id: number;
    status: string;
  }>(
    db,
    sql`select t.id, t.number, t.${party} as party, t.currency_id, t.status
        from ${sql.identifier(pair.payments.table)} t
        where t.id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )}) ${scope ? sql`and ${scope}` : sql``}
        order by t.${sql.identifier(pair.payments.date)}, t.id`,
  );
  if (payments.length !== new Set(ids).size) fail(ResultCode.NOT_FOUND, `${side.noun}不存在`);
  const unfit = payments.filter((r) => r.status !== 'UNVERIFIED');
  if (unfit.length > 0)
    fail(
      ResultCode.BUSINESS_RULE,
      `${unfit.map((r) => r.number).join('、')} 不是未核销的${side.short}（须复核后核销）`,
    );
  const doc = app.documents.get(pair.def.key);
  let made = 0;
  for (const p of payments) {
    for (;;) {
      const [payment] = await queryRows<{ open: string }>(
        db,
        sql`select ${sql.identifier(pair.payments.total)} - coalesce(verified_amount, 0) as open
            from ${sql.identifier(pair.payments.table)} where id = ${p.id}`,
      );
      if (Number(payment.open) <= 0) break;
      const ofParty = sql`${party} = ${p.party} and currency_id = ${p.currency_id}`;
      const [invoice] = await queryRows<{ id: number; open: string; opening: boolean }>(
        db,
        sql`select * from (${openOwed(pair.invoices, ofParty, false)}
            ${pair.openings ? sql`union all ${openOwed(pair.openings, ofParty, true)}` : sql``}) o
            order by o.due, o.d, o.opening desc, o.id limit 1`,
      );
      if (!invoice) break;
      const amount = Math.min(Number(payment.open), Number(invoice.open));
      await saveDocument(
        db,
        request,
        app.documents,
        doc,
        pair.record(p.party, { id: invoice.id, opening: invoice.opening }, p.id, amount, today()),
      );
      made++;
    }
  }
  return { count: made };
}

function autoWriteOffRoute<D extends DocumentDef>(app: FastifyInstance, side: AutoWriteOff<D>): void {
  addRoute(app, {
    method: 'POST',
    url: side.url,
    summary: side.summary,
    tags: [side.pair.def.key],
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
