import { crmDocuments } from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { documentRoutes } from '../../platform/documents/document.routes.ts';
import { idBody } from '../../platform/documents/document-schemas.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { recordId, recordVersion } from '../../platform/http/id-schemas.ts';
import { addRoute } from '../../platform/http/route.ts';
import { closeClue, convertClue, distributeClue } from './clue.service.ts';
import { crmTables } from './crm.tables.ts';
import { customerHooks } from './customer.hooks.ts';
import { complaintHooks, quotationHooks, sampleHooks } from './customer-documents.hooks.ts';
import { activityHooks, addressHooks, clueTraceHooks, contactHooks } from './customer-records.hooks.ts';
import { poolRoutes } from './pool.routes.ts';

const hooks: Record<keyof typeof crmTables, DocumentHooks> = {
  customer: customerHooks,
  'customer-contact': contactHooks,
  'customer-address': addressHooks,
  'sales-activity': activityHooks,
  clue: {},
  'clue-trace': clueTraceHooks,
  'customer-sample': sampleHooks,
  'customer-quotation': quotationHooks,
  'customer-complaint': complaintHooks,
};

/** The CRM (issue 15): customers, their records and documents on the engine; the pool; leads' ends. */
export function crmRoutes(app: FastifyInstance): void {
  for (const def of crmDocuments) {
    const key = def.key as keyof typeof crmTables;
    documentRoutes(app, app.documents.register(def, crmTables[key], hooks[key]));
  }
  poolRoutes(app);

  const tx = app.db.transaction.bind(app.db);
  const registry = app.documents;
  const tags = ['clue'];
  const versioned = idBody.extend({ version: recordVersion });
  addRoute(app, {
    method: 'POST',
    url: '/sales/convertSaleOpportunity',
    summary: '线索转客户（联系人与跟进记录一并转入）',
    tags,
    access: { permission: 'crm-edit' },
    body: versioned,
    handler: ({ body, request }) => tx((db) => convertClue(db, request, registry, body)),
  });
  addRoute(app, {
    method: 'POST',
    url: '/sales/closeSaleOpportunity',
    summary: '关闭线索',
    tags,
    access: { permission: 'crm-edit' },
    body: versioned.extend({
      reason: z
        .string({ error: '请输入关闭原因' })
        .trim()
        .min(1, '请输入关闭原因')
        .max(200, '关闭原因不能超过200个字'),
    }),
    handler: ({ body, request }) => tx((db) => closeClue(db, request, registry, body)),
  });
  addRoute(app, {
    method: 'POST',
    url: '/sales/distributeSaleOpportunity',
    summary: '分配线索',
    tags,
    access: { permission: 'customer-distribute' },
    body: idBody.extend({ ownerId: recordId('负责人无效', '请选择负责人') }),
    handler: ({ body, request }) => tx((db) => distributeClue(db, request, registry, body)),
  });
}
