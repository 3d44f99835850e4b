import { type DocumentDef, department, staff } from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import { listDocuments } from '../../platform/documents/document-query.ts';
import { listSchema } from '../../platform/documents/document-schemas.ts';
import { documentTable } from '../../platform/documents/document-table.ts';
import { pageWindow } from '../../platform/http/paging.ts';
import { addRoute } from '../../platform/http/route.ts';

/**
 * Staff and departments as reference targets (owners, salespeople, 领料人, 领用部门): registered
 * with the engine over the `v_staff` and `v_departments` views so `ref('staff', …)` and
 * `ref('department', …)` fields get labels, filters and pickers, and answering only their lookups —
 * the views are read-only; staff and departments are kept on the admin screens.
 */
export function staffLookupRoutes(app: FastifyInstance): void {
  lookupOnly(app, staff, '员工查找（账号、姓名、部门）');
  lookupOnly(app, department, '部门查找（名称、上级部门）');
}

/** A read-only view registered with the engine and answering its lookup alone. */
function lookupOnly(app: FastifyInstance, def: DocumentDef, summary: string) {
  // The view is made by a migration, not from this table object (not in drizzle's schema).
  app.documents.register(def, documentTable(def));
  addRoute(app, {
    method: 'POST',
    url: `${def.api.prefix}/query${def.api.name}PageList`,
    summary,
    tags: [def.key],
    access: 'session',
    body: listSchema(def).passthrough(),
    handler: ({ body, user }) =>
      listDocuments(app.db, app.documents, def, user!, {
        filters: body.queryParameterVo ?? {},
        page: pageWindow(body),
        sort: body.sort,
        count: body.count,
      }),
  });
}
