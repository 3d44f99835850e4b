import { type DocumentDef, ResultCode } from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail } from '../http/app-error.ts';
import { recordId } from '../http/id-schemas.ts';
import { pageWindow } from '../http/paging.ts';
import { addRoute, declaredAccess } from '../http/route.ts';
import { openAmounts } from './amount-links.ts';

/**
 * 选单 of a document's amount links (`${prefix}/query${Name}OpenAmounts`): the sources its party
 * may draw on now, each with its date, amount, currency and what is left open — the write-off's
 * invoice and receipt pickers. Needs the right to edit the document it prepares.
 */

const openAmountsBody = z.object({
  link: z.string({ error: '请指定来源单据' }).min(1, '请指定来源单据'),
  partyId: recordId().optional(),
  sourceId: recordId().optional(),
  documentId: recordId().optional(),
  agree: z
    .array(z.object({ link: z.string().min(1).max(60), id: recordId() }))
    .max(5)
    .optional(),
  keyword: z.string().trim().max(50, '关键字不能超过50个字符').optional(),
  pageIndex: z.number().int('页码必须是整数').min(1, '页码从1开始').default(1),
  pageSize: z.number().int().min(1, '每页条数至少为1').max(500, '每页条数不能超过500').default(25),
});

export function amountLinkRoutes(app: FastifyInstance, def: DocumentDef): void {
  if (!def.amountLinks?.length) return;
  addRoute(app, {
    method: 'POST',
    url: `${def.api.prefix}/query${def.api.name}OpenAmounts`,
    summary: `${def.title}选单：可${def.amountLinks.map((l) => l.verb).join('/')}的来源单据及其${def.amountLinks[0].open}金额`,
    tags: [def.key],
    access: declaredAccess(def.access.edit, def.screen),
    body: openAmountsBody,
    handler: async ({ body, user }) => {
      const link = def.amountLinks?.find((l) => l.key === body.link);
      if (!link) fail(ResultCode.VALIDATION, `${def.title}没有这种来源单据`);
      const page = pageWindow({ page: { pageIndex: body.pageIndex, pageSize: body.pageSize } });
      const filter = {
        partyId: body.partyId,
        sourceIds: body.sourceId ? [body.sourceId] : undefined,
        documentId: body.documentId,
        agree: body.agree,
        keyword: body.keyword,
      };
      const result = await openAmounts(app.db, app.documents, def, link, user!, filter, page);
      return { ...result, pageIndex: page.pageIndex, pageSize: page.pageSize };
    },
  });
}
