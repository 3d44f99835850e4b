import { closingAccess, pickableLink } from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordId, recordVersion } from '../http/id-schemas.ts';
import { pageWindow } from '../http/paging.ts';
import { addRoute, declaredAccess } from '../http/route.ts';
import { closeLines, makeFrom, openLines } from './document-chain.service.ts';
import { findLink, linksFrom } from './document-links.ts';

/**
 * The calls of document chains, registered once every module has registered its documents (a
 * source learns it is one only from its targets' declarations): on a target, 选单
 * (`query${Name}OpenLines`) and 下推 (`make${Name}From`); on a source, closing lines by hand
 * (`close${Name}Lines`). Each needs the right to edit the document it changes or prepares.
 */

const openLinesBody = z.object({
  link: z.string({ error: '请指定来源单据' }).min(1, '请指定来源单据'),
  partyId: recordId().optional(),
  sourceId: recordId().optional(),
  keyword: z.string().trim().max(50, '关键字不能超过50个字符').optional(),
  pageIndex: z.number().int('页码必须是整数').min(1, '页码从1开始').default(1),
  pageSize: z.number().int().min(1, '每页条数至少为1').max(500, '每页条数不能超过500').default(25),
});

const makeFromBody = z.object({
  link: z.string({ error: '请指定来源单据' }).min(1, '请指定来源单据'),
  sourceIds: z
    .array(recordId(), { error: '请选择来源单据' })
    .min(1, '请选择来源单据')
    .max(50, '一次最多选择50张来源单据'),
});

const closeBody = z.object({
  id: recordId('单据编号无效', '请指定单据'),
  version: recordVersion,
  lineIds: z.array(recordId()).max(500).optional(),
  closed: z.boolean({ error: '请指定关闭或重新打开' }),
});

export function documentChainRoutes(
  app: FastifyInstance,
  /** Only the chains of these targets (a test registering its own pair); default all. */
  targets?: readonly string[],
): void {
  const registry = app.documents;
  const tx = app.db.transaction.bind(app.db);
  const sources = new Set<string>();
  for (const { def } of registry.all()) {
    if (!def.links?.some(pickableLink) || (targets && !targets.includes(def.key))) continue;
    for (const link of def.links.filter(pickableLink)) sources.add(link.source.key);
    const base = def.api.prefix;
    const N = def.api.name;
    const tags = [def.key];
    addRoute(app, {
      method: 'POST',
      url: `${base}/query${N}OpenLines`,
      summary: `${def.title}选单：来源单据的未${def.links.map((l) => l.verb).join('/')}明细`,
      tags,
      access: declaredAccess(def.access.edit, def.screen),
      body: openLinesBody,
      handler: ({ body, user }) => {
        const link = findLink(def, body.link);
        const page = pageWindow({ page: { pageIndex: body.pageIndex, pageSize: body.pageSize } });
        const filter = {
          partyId: body.partyId,
          sourceIds: body.sourceId ? [body.sourceId] : undefined,
          keyword: body.keyword,
        };
        return openLines(app.db, registry, def, link, user!, filter, page).then((r) => ({
          ...r,
          pageIndex: page.pageIndex,
          pageSize: page.pageSize,
        }));
      },
    });
    addRoute(app, {
      method: 'POST',
      url: `${base}/make${N}From`,
      summary: `下推${def.title}：按来源单据生成草稿（不保存）`,
      tags,
      access: declaredAccess(def.access.edit, def.screen),
      body: makeFromBody,
      handler: ({ body, user }) =>
        makeFrom(app.db, registry, def, findLink(def, body.link), user!, body.sourceIds),
    });
  }
  for (const key of sources) {
    const { def } = registry.get(key);
    addRoute(app, {
      method: 'POST',
      url: `${def.api.prefix}/close${def.api.name}Lines`,
      summary: `${def.title}关闭或重新打开明细（${linksFrom(registry, key)
        .map(({ target }) => target.title)
        .join('、')}不再从关闭的行取数）`,
      tags: [def.key],
      access: declaredAccess(closingAccess(def), def.screen),
      body: closeBody,
      handler: ({ body, request }) => tx((db) => closeLines(db, request, registry, def, body)),
    });
  }
}
