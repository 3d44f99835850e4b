import { CLOSED_PERIODS_PATH, companyToday, type PeriodBook, periodBooks } from '@tiangong/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { addRoute } from '../../platform/http/route.ts';
import { closedPeriodList } from './stock-period.guard.ts';
import type { PendingSource } from './stock-period.service.ts';
import { closePeriod, firstCheck, lastCheck, periodList, reopenPeriod } from './stock-period.service.ts';
import { materialPendingSources, pendingSourcesOf, productPendingSources } from './stock-period.sources.ts';

const finance = { permission: 'finance-review' } as const;
const periodBody = z.object({
  period: z.string({ error: '请选择月份' }).regex(/^\d{4}(0[1-9]|1[0-2])$/, '月份格式应为yyyymm'),
});

/** A book that closes by month: its calls, what it is called, and the documents that keep a month open. */
interface BookRoutes {
  kind: PeriodBook;
  prefix: string;
  noun: string;
  sources: readonly PendingSource[];
  /** 结账后检查 of stored closing balances: the stock books only (往来 stores none). */
  lastCheck: boolean;
}

/**
 * The books that close by month (SPEC /matStockAcc/, /prodStockAcc/): each its stock kind and the
 * documents that keep a month from closing. Trusted stock carries no value and closes with none.
 */
export const stockBooks = [
  {
    kind: 'MATERIAL',
    prefix: '/matStockAcc',
    noun: '物料库存',
    sources: materialPendingSources,
    lastCheck: true,
  },
  {
    kind: 'PRODUCT',
    prefix: '/prodStockAcc',
    noun: '产品库存',
    sources: productPendingSources,
    lastCheck: true,
  },
] as const satisfies readonly BookRoutes[];

/**
 * 往来 (issue 18 item 7): receivables and payables close by month on the same mechanism. Its
 * documents are the declarations dated `closedBy: 'ACCOUNTS'`; those still 待复核 keep the month
 * open, and in a closed month none may be saved, reviewed, un-reviewed, written off or reversed
 * (`finance/accounts-period.guard.ts`).
 */
export const accountsBook: BookRoutes = {
  kind: 'ACCOUNTS',
  prefix: '/finAcc',
  noun: '往来账',
  sources: pendingSourcesOf('ACCOUNTS'),
  lastCheck: false,
};

/** The list of closed months (every side) and each book's first check, account, un-account, last check. */
export function stockPeriodRoutes(app: FastifyInstance): void {
  const tags = ['stock-acc'];
  // Which months are closed is no secret: every form with a posting date greys them out.
  addRoute(app, {
    method: 'GET',
    url: CLOSED_PERIODS_PATH,
    summary: '已结账月份（yyyymm；过账日期选择时置灰）',
    tags,
    access: 'session',
    query: z.object({
      kind: z.enum(periodBooks, { error: `账簿应为 ${periodBooks.join('、')}` }),
    }),
    handler: ({ query }) => closedPeriodList(app.db, query.kind),
  });
  for (const book of [...stockBooks, accountsBook]) bookRoutes(app, book);
}

function bookRoutes(app: FastifyInstance, book: BookRoutes) {
  const tags = ['stock-acc'];
  const { kind, prefix, noun, sources } = book;
  const redact = { 'material-name': ['label'] };
  /** A close or re-open and its audit record, in one transaction. */
  const audited = <T>(
    request: FastifyRequest,
    action: 'CLOSE' | 'REOPEN',
    period: string,
    change: (db: DbOrTx, userName: string) => Promise<T>,
  ) =>
    app.db.transaction(async (db) => {
      const result = await change(db, request.authUser!.userName);
      await recordAudit(db, request, {
        action,
        entity: 'stock-period',
        entityId: `${kind}:${period}`,
        after: result,
      });
      return result;
    });
  addRoute(app, {
    method: 'POST',
    url: `${prefix}/queryPeriodList`,
    summary: `${noun}结账月份列表`,
    tags,
    access: finance,
    handler: () => periodList(app.db, kind, companyToday().slice(0, 6)),
  });
  addRoute(app, {
    method: 'POST',
    url: `${prefix}/firstCheck`,
    summary: `${noun}结账检查（列出阻止结账的单据${book.lastCheck ? '和负成本' : ''}）`,
    tags,
    access: finance,
    body: periodBody,
    redact,
    handler: ({ body }) => firstCheck(app.db, kind, body.period, sources),
  });
  addRoute(app, {
    method: 'POST',
    url: `${prefix}/account`,
    summary: `${noun}结账`,
    tags,
    access: finance,
    body: periodBody,
    handler: ({ body, request }) =>
      audited(request, 'CLOSE', body.period, (db, user) => closePeriod(db, kind, body.period, user, sources)),
  });
  addRoute(app, {
    method: 'POST',
    url: `${prefix}/unAccount`,
    summary: `${noun}反结账（仅最近一个已结账月份）`,
    tags,
    access: finance,
    body: periodBody,
    handler: ({ body, request }) =>
      audited(request, 'REOPEN', body.period, (db, user) => reopenPeriod(db, kind, body.period, user)),
  });
  if (book.lastCheck && kind !== 'ACCOUNTS')
    addRoute(app, {
      method: 'POST',
      url: `${prefix}/lastCheck`,
      summary: `${noun}结账后检查（本月收发存合计与结存核对）`,
      tags,
      access: finance,
      body: periodBody,
      handler: ({ body }) => lastCheck(app.db, kind, body.period),
    });
}
