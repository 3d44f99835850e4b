import {
  clue,
  clueTrace,
  customer,
  customerAddress,
  customerComplaint,
  customerContact,
  customerQuotation,
  customerSample,
  saleDocument,
  salesActivity,
} from '@tiangong/domain';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { documentTable, itemsTable } from '../../platform/documents/document-table.ts';

/**
 * The CRM's tables: its declarations' (one export per table so drizzle-kit sees them), the
 * customers' owner history and the public pool's settings.
 */
export const customerTable = documentTable(customer);
export const contactTable = documentTable(customerContact);
export const addressTable = documentTable(customerAddress);
export const activityTable = documentTable(salesActivity);
export const clueTable = documentTable(clue);
export const clueTraceTable = documentTable(clueTrace);
export const sampleTable = documentTable(customerSample);
export const quotationTable = documentTable(customerQuotation);
export const quotationItemsTable = itemsTable(customerQuotation, quotationTable);
export const complaintTable = documentTable(customerComplaint);
export const saleDocumentTable = documentTable(saleDocument);

export const crmTables = {
  customer: customerTable,
  'customer-contact': contactTable,
  'customer-address': addressTable,
  'sales-activity': activityTable,
  clue: clueTable,
  'clue-trace': clueTraceTable,
  'customer-sample': sampleTable,
  'customer-quotation': quotationTable,
  'customer-complaint': complaintTable,
  'sale-document': saleDocumentTable,
};

/**
 * 转移记录: every change of a customer's salesperson (created, distributed, released, claimed,
 * returned by the pool's job, converted from a lead). `day` is the company date (yyyymmdd) the
 * daily claim limit and a former owner's waiting time count by.
 */
export const customerTransfers = pgTable(
  'crm_customer_transfers',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    fromOwnerId: integer('from_owner_id'),
    toOwnerId: integer('to_owner_id'),
    kind: text('kind').notNull(),
    reason: text('reason'),
    actor: text('actor').notNull(),
    day: text('day').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('crm_customer_transfers_customer').on(t.customerId, t.id),
    index('crm_customer_transfers_claims').on(t.toOwnerId, t.kind, t.day),
    index('crm_customer_transfers_former').on(t.fromOwnerId, t.customerId, t.day),
  ],
);

/** 公海设置: one row (id 1) holding PoolSettings (domain pool-rules.ts). */
export const poolSettingsTable = pgTable('crm_pool_settings', {
  id: integer('id').primaryKey(),
  settings: jsonb('settings').notNull(),
  version: integer('version').notNull().default(1),
  modifyBy: text('modify_by'),
  modifyAt: timestamp('modify_at', { withTimezone: true }),
});
