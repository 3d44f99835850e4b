import { crmDocuments, customerComplaint, ResultCode, saleDocument } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { derivedSql } from '../../platform/documents/derived-sql.ts';
import { documentRoutes } from '../../platform/documents/document.routes.ts';
import { findDocument } from '../../platform/documents/document-query.ts';
import { idBody, idQuery } from '../../platform/documents/document-schemas.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { recordId, recordVersion } from '../../platform/http/id-schemas.ts';
import { addRoute } from '../../platform/http/route.ts';
import { batchDocuments } from './batch-trace.service.ts';
import { closeClue, convertClue, distributeClue } from './clue.service.ts';
import { patchClueSchema, patchClues } from './clue-patch.service.ts';
import { crmTables } from './crm.tables.ts';
import { customerHooks } from './customer.hooks.ts';
import { addNewCustomer, newCustomerSchema } from './customer-create.service.ts';
import {
  complaintHooks,
  quotationHooks,
  saleDocumentHooks,
  sampleHooks,
} from './customer-documents.hooks.ts';
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
  'sale-document': saleDocumentHooks,
};

/** 是否有效 of a sales document: past its 有效期至 by the company's calendar, it is 已过期. */
const derived = new Map([
  derivedSql(saleDocument, {
    validity: sql`(case when t.valid_until is not null
      and t.valid_until < to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') then 'EXPIRED' else 'VALID' end)`,
  }),
]);

/** The CRM (issue 15): customers, their records and documents on the engine; the pool; leads' ends. */
export function crmRoutes(app: FastifyInstance): void {
  for (const def of crmDocuments) {
    const key = def.key as keyof typeof crmTables;
    documentRoutes(app, app.documents.register(def, crmTables[key], hooks[key], derived.get(key)));
  }
  poolRoutes(app);

  const tx = app.db.transaction.bind(app.db);
  const registry = app.documents;
  addRoute(app, {
    method: 'POST',
    url: '/customer/addNewCustomer',
    summary: '新增客户（连同首要联系人与默认收货地址，一次保存）',
    tags: ['customer'],
    access: { permission: 'customer-edit' },
    body: newCustomerSchema,
    handler: ({ body, request }) => tx((db) => addNewCustomer(db, request, registry, body)),
  });

  // 批次追溯: the complaint's batch, from the warehouse-in that made it to the deliveries that shipped it.
  addRoute(app, {
    method: 'GET',
    url: '/customer/queryComplaintBatchDocuments',
    summary: '投诉批号的单据追溯（入库、出库、销售出库等）',
    tags: ['customer'],
    access: 'session',
    query: idQuery,
    handler: async ({ query, user }) => {
      const complaint = await findDocument(app.db, registry, customerComplaint, user!, query.id);
      if (!complaint) fail(ResultCode.NOT_FOUND, '客户投诉不存在');
      return batchDocuments(app.db, registry, user!, {
        productId: Number(complaint.productId),
        batchNo: String(complaint.batchNo),
        except: customerComplaint.key,
      });
    },
  });

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
  addRoute(app, {
    method: 'POST',
    url: '/sales/patchSaleOpportunity',
    summary: '批量修改线索（来源、负责人、状态）',
    tags,
    access: { permission: 'crm-edit' },
    body: patchClueSchema,
    handler: ({ body, request }) => tx((db) => patchClues(db, request, registry, body)),
  });
}
