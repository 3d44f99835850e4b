import { staff } from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import { listDocuments } from '../../platform/documents/document-query.ts';
import { listSchema } from '../../platform/documents/document-schemas.ts';
import { documentTable } from '../../platform/documents/document-table.ts';
import { pageWindow } from '../../platform/http/paging.ts';
import { addRoute } from '../../platform/http/route.ts';

/**
 * Staff as a reference target (owners, salespeople): registered with the engine over the
 * `v_staff` view so `ref('staff', …)` fields get labels and filters, and answering only its
 * lookup — the view is read-only; staff are kept on the admin screens.
 */
export function staffLookupRoutes(app: FastifyInstance): void {
  // The view is made by a migration, not from this table object (not in drizzle's schema).
  app.documents.register(staff, documentTable(staff));
  addRoute(app, {
    method: 'POST',
    url: `${staff.api.prefix}/query${staff.api.name}PageList`,
    summary: '员工查找（账号、姓名、部门）',
    tags: [staff.key],
    access: 'session',
    body: listSchema(staff).passthrough(),
    handler: ({ body, user }) =>
      listDocuments(app.db, app.documents, staff, user!, {
        filters: (body.queryParameterVo ?? {}) as Record<string, unknown>,
        page: pageWindow(body),
        sort: body.sort,
        count: body.count,
      }),
  });
}
