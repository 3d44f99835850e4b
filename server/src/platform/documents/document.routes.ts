import {
  actionsOn,
  auditActionLabel,
  can,
  type Permission,
  printLayouts,
  ResultCode,
  recordedActionLabels,
} from '@tiangong/domain';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { peopleNames } from '../audit/people.ts';
import { fail } from '../http/app-error.ts';
import { pageWindow } from '../http/paging.ts';
import { addRoute, declaredAccess } from '../http/route.ts';
import { amountLinkRoutes } from './amount-link.routes.ts';
import {
  deleteDocument,
  documentHistory,
  linkFile,
  listFiles,
  saveDocument,
  transitionDocument,
} from './document.service.ts';
import { AMEND_ACTION, amendDocument, amendSchema } from './document-amend.ts';
import { linkProgress } from './document-chain.service.ts';
import { applyDefaults, defaultsSchema, hasDefaults } from './document-defaults.ts';
import { findDocument, findItems, iterateDocuments, listDocuments } from './document-query.ts';
import { relatedDocuments } from './document-related.ts';
import {
  fileLinkBody,
  idBody,
  idQuery,
  listSchema,
  printBody,
  saveSchema,
  transitionBody,
} from './document-schemas.ts';
import type { Reader } from './document-scope.ts';
import { contentDisposition, datedFileName, importTemplate, streamExport } from './excel-export.ts';
import { readImport } from './excel-import.ts';
import { companyLetterhead, printWorkbook } from './excel-print.ts';
import type { RegisteredDocument } from './registry.ts';

/**
 * The calls of one document type, from its declaration (DESIGN §4). Paths follow SPEC's style:
 * `${prefix}/query${Name}PageList`, `${prefix}/addOrUpdate${Name}`, `${prefix}/change${Name}State`, …
 */
export interface DocumentRouteOptions {
  /** Rename incoming list filters (SPEC's `state`, `productCode`, …) to declared ones. */
  filterAliases?: Record<string, string>;
  /** Extra condition of the list built from the raw filters (e.g. code-or-name search). */
  extraWhere?: (filters: Record<string, unknown>) => SQL | undefined;
  /** Extra keys on each answered row (SPEC's `productId`, `state`, …). */
  rowAliases?: Record<string, string>;
  /** Skip the generic list route (a module serves its own). */
  skipList?: boolean;
}

const actionLabels: Record<string, string> = {
  CREATE: '新建',
  UPDATE: '修改',
  DEL: '删除',
  ADD_FILE: '添加附件',
  REMOVE_FILE: '删除附件',
  'LINK-STATUS': '随下游单据更新状态',
  'CLOSE-LINES': '关闭明细',
  'REOPEN-LINES': '重新打开明细',
};

export function documentRoutes(
  app: FastifyInstance,
  doc: RegisteredDocument,
  opts: DocumentRouteOptions = {},
): void {
  const { def } = doc;
  const registry = app.documents;
  const base = `${def.api.prefix}`;
  const N = def.api.name;
  const tags = [def.key];
  const view = declaredAccess(def.access.view, def.screen);
  const edit = declaredAccess(def.access.edit, def.screen);
  const list = listSchema(def);
  const tx = app.db.transaction.bind(app.db);

  const normalizeFilters = (raw: Record<string, unknown> = {}) => {
    const out: Record<string, unknown> = { ...raw };
    for (const [from, to] of Object.entries(opts.filterAliases ?? {})) {
      if (raw[from] !== undefined && out[to] === undefined) out[to] = raw[from];
    }
    return out;
  };
  const aliasRow = (row: Record<string, unknown>) => {
    for (const [alias, key] of Object.entries(opts.rowAliases ?? {})) row[alias] = row[key];
    return row;
  };

  /** The record as the caller may see it, or the refusal that it does not exist. */
  const mustFind = async (reader: Reader, id: number) => {
    const row = await findDocument(app.db, registry, def, reader, id);
    if (!row) fail(ResultCode.NOT_FOUND, `${def.title}不存在`);
    return row;
  };

  if (!opts.skipList) {
    addRoute(app, {
      method: 'POST',
      url: `${base}/query${N}PageList`,
      summary: `${def.title}分页列表`,
      tags,
      access: view,
      body: list.passthrough(),
      handler: async ({ body, user }) => {
        const raw = (body.queryParameterVo ?? {}) as Record<string, unknown>;
        const page = await listDocuments(app.db, registry, def, user!, {
          filters: normalizeFilters(raw),
          page: pageWindow(body),
          sort: body.sort,
          // The chosen records of a batch page (批量修改), within the record rule like any list.
          ids: body.ids,
          extraWhere: opts.extraWhere?.(raw),
          count: body.count,
        });
        page.requestList.forEach(aliasRow);
        return page;
      },
    });
  }

  addRoute(app, {
    method: 'GET',
    url: `${base}/query${N}Detail`,
    summary: `${def.title}详情`,
    tags,
    access: view,
    query: idQuery,
    handler: async ({ query, user }) => {
      const row = await mustFind(user!, query.id);
      const { history, approvals } = await documentHistory(app.db, def.key, query.id);
      // 创建人 / 修改人 / 审核人 by name beside the login names the record keeps (issue 35 item 7).
      const people = [row.createBy, row.modifyBy, row.auditor].map((v) => (typeof v === 'string' ? v : null));
      const name = await peopleNames(app.db, people);
      const [createByName, modifyByName, auditorName] = people.map(name);
      const labels: Record<string, string> = {
        ...actionLabels,
        ...recordedActionLabels(actionsOn(def.key)),
        ...Object.fromEntries(def.transitions.map((t) => [t.action, t.label ?? t.action])),
        ...(def.amend ? { [AMEND_ACTION]: def.amend.label } : {}),
      };
      return {
        ...aliasRow(row),
        createByName,
        modifyByName,
        auditorName,
        ...(def.items ? { items: await findItems(app.db, registry, def, user!.roles, query.id) } : {}),
        progress: await linkProgress(app.db, registry, def, query.id),
        history: history.map((h) => ({ ...h, actionLabel: labels[h.action] ?? auditActionLabel(h.action) })),
        approvals,
      };
    },
  });

  if (def.numbering) {
    addRoute(app, {
      method: 'GET',
      url: `${base}/query${N}Related`,
      summary: `${def.title}的关联单据`,
      tags,
      access: view,
      query: idQuery,
      handler: async ({ query, user }) => {
        const row = await mustFind(user!, query.id);
        return relatedDocuments(app.db, registry, def, user!, row);
      },
    });
  }

  addRoute(app, {
    method: 'POST',
    url: `${base}/addOrUpdate${N}`,
    summary: `新建或修改${def.title}`,
    tags,
    access: edit,
    body: saveSchema(def),
    handler: ({ body, request }) => tx((db) => saveDocument(db, request, registry, doc, body)),
  });

  if (def.amend) {
    const amend = def.amend;
    addRoute(app, {
      method: 'POST',
      url: `${base}/amend${N}`,
      summary: `${def.title}${amend.label}（生效后仍可修改：${amend.fields.map((f) => def.fields[f].label).join('、')}）`,
      tags,
      access: declaredAccess(amend.allow, def.screen),
      body: amendSchema(def),
      handler: ({ body, request }) => tx((db) => amendDocument(db, request, registry, def, body)),
    });
  }

  if (hasDefaults(def)) {
    addRoute(app, {
      method: 'POST',
      url: `${base}/query${N}Defaults`,
      summary: `${def.title}的默认值（今天的日期、默认币种、批准价等，新建时带出）`,
      tags,
      access: edit,
      body: defaultsSchema(def),
      handler: ({ body, user }) =>
        applyDefaults(
          app.db,
          registry,
          def,
          { header: body.values, items: body.items },
          { newDocument: body.newDocument, roles: user!.roles },
        ),
    });
  }

  // 选单 of its amount links (a write-off's invoice and receipt).
  amountLinkRoutes(app, def);

  addRoute(app, {
    method: 'POST',
    url: `${base}/change${N}State`,
    summary: `${def.title}状态变更（${def.transitions.map((t) => t.label ?? t.action).join('、')}）`,
    tags,
    access: 'session', // each transition declares who may run it; checked in transitionDocument
    body: transitionBody,
    handler: ({ body, request }) => tx((db) => transitionDocument(db, request, registry, doc, body)),
  });

  if (def.draftStatuses.length > 0) {
    addRoute(app, {
      method: 'POST',
      url: `${base}/delete${N}`,
      summary: `删除${def.title}（仅草稿）`,
      tags,
      access: edit,
      body: idBody,
      handler: ({ body, request }) => tx((db) => deleteDocument(db, request, registry, doc, body.id)),
    });
  }

  addRoute(app, {
    method: 'POST',
    url: `${base}/export${N}List`,
    summary: `导出${def.title}（Excel）`,
    tags,
    access: { export: def.screen },
    body: list.passthrough(),
    raw: true,
    handler: async ({ body, user, reply, request }) => {
      const roles = user!.roles;
      const visible = (name: string) =>
        name === 'status' || !def.fields[name].permission || can(roles, def.fields[name].permission!);
      const raw = (body.queryParameterVo ?? {}) as Record<string, unknown>;
      const batches = iterateDocuments(app.db, registry, def, user!, {
        filters: normalizeFilters(raw),
        sort: body.sort,
        ids: body.ids,
        extraWhere: opts.extraWhere?.(raw),
      });
      const stream = streamExport(def, visible, batches, (err) =>
        request.log.error({ err }, 'export failed'),
      );
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition(datedFileName(def.title)))
        .send(stream);
    },
  });

  addRoute(app, {
    method: 'POST',
    url: `${base}/print${N}Excel`,
    summary: `${def.title}打印（Excel，${printLayouts(def)
      .map((l) => l.title)
      .join('、')}）`,
    tags,
    access: view,
    body: printBody,
    raw: true,
    handler: async ({ body, user, reply }) => {
      const layout = printLayouts(def)[body.form];
      if (!layout) fail(ResultCode.VALIDATION, '没有这种打印格式');
      const roles = user!.roles;
      const row = await mustFind(user!, body.id);
      const lines = def.items ? await findItems(app.db, registry, def, roles, body.id) : [];
      const visible = (field: { permission?: Permission }) =>
        !field.permission || can(roles, field.permission);
      const number = def.numbering ? String(row[def.numbering.field] ?? '') : '';
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition(datedFileName(`${layout.title}${number}`)))
        .send(
          await printWorkbook(
            def,
            layout,
            row,
            lines,
            visible,
            layout.letterhead ? await companyLetterhead(app.db, registry) : undefined,
          ),
        );
    },
  });

  addRoute(app, {
    method: 'GET',
    url: `${base}/query${N}Files`,
    summary: `${def.title}附件列表`,
    tags,
    access: view,
    query: idQuery,
    handler: async ({ query, user }) => {
      await mustFind(user!, query.id);
      return listFiles(app.db, def.key, query.id);
    },
  });
  addRoute(app, {
    method: 'POST',
    url: `${base}/add${N}File`,
    summary: `添加${def.title}附件`,
    tags,
    access: edit,
    body: fileLinkBody,
    handler: ({ body, request }) => tx((db) => linkFile(db, request, registry, doc, body, true)),
  });
  addRoute(app, {
    method: 'POST',
    url: `${base}/remove${N}File`,
    summary: `删除${def.title}附件`,
    tags,
    access: edit,
    body: fileLinkBody,
    handler: ({ body, request }) => tx((db) => linkFile(db, request, registry, doc, body, false)),
  });

  if (!def.importable) return;
  addRoute(app, {
    method: 'GET',
    url: `${base}/download${N}Template`,
    summary: `${def.title}导入模板`,
    tags,
    access: edit,
    raw: true,
    handler: async ({ reply }) => {
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition(datedFileName(`${def.title}导入模板`)))
        .send(await importTemplate(def));
    },
  });
  addRoute(app, {
    method: 'POST',
    url: `${base}/import${N}`,
    summary: `导入${def.title}（Excel，全部成功才导入）`,
    tags,
    access: edit,
    handler: async ({ request, user }) => {
      if (!request.isMultipart()) fail(ResultCode.VALIDATION, '请选择要导入的 Excel 文件');
      const part = await request.file();
      if (!part) fail(ResultCode.VALIDATION, '请选择要导入的 Excel 文件');
      const buffer = await part.toBuffer();
      const { rows, errors } = await readImport(app.db, registry, def, buffer, user!);
      if (errors.length) return { imported: 0, errors };
      await tx(async (db) => {
        for (const { __row, ...values } of rows) {
          await saveDocument(db, request, registry, doc, values, { prechecked: true });
        }
      });
      return { imported: rows.length, errors: [] };
    },
  });
}
