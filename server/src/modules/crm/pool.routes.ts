import { customer, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { queryRows } from '../../platform/db/client.ts';
import { findDocument } from '../../platform/documents/document-query.ts';
import { idBody, idQuery } from '../../platform/documents/document-schemas.ts';
import { scopeWhere } from '../../platform/documents/document-scope.ts';
import { containsPattern, nameContains } from '../../platform/documents/document-search.ts';
import { fail } from '../../platform/http/app-error.ts';
import { recordId } from '../../platform/http/id-schemas.ts';
import { pagedRequest, pageWindow } from '../../platform/http/paging.ts';
import { addRoute } from '../../platform/http/route.ts';
import { companyToday } from './crm-dates.ts';
import { claimCustomer, distributeCustomer, releaseCustomer } from './pool.service.ts';
import { poolDueSql } from './pool-due.ts';
import { poolSettingsSchema, readPoolSettings, savePoolSettings } from './pool-settings.service.ts';

const reason = z.string().trim().max(200, '原因不能超过200个字').optional();
const crmEdit = { permission: 'crm-edit' } as const;

/** The public pool's calls under /customer/ (SPEC §7: distribute, public; claim, settings, lists). */
/** A customer of the public pool as the pool list shows it. */
interface PoolRow {
  id: number;
  code: string;
  name: string;
  shortName: string | null;
  category: string | null;
  evaluateLevel: string | null;
  regionLabel: string | null;
  sourceLabel: string | null;
  lastFollowDate: string | null;
  poolDate: string | null;
  total: number;
}

export function poolRoutes(app: FastifyInstance): void {
  const tx = app.db.transaction.bind(app.db);
  const registry = app.documents;
  const tags = ['customer'];

  // 公海客户: every salesperson sees the pool with limited fields — no contacts, no phone numbers.
  addRoute(app, {
    method: 'POST',
    url: '/customer/queryPublicCustomerPageList',
    summary: '公海客户列表（不含联系方式）',
    tags,
    access: crmEdit,
    body: pagedRequest(z.object({ keyword: z.string().trim().max(50, '关键字不能超过50个字').optional() })),
    handler: async ({ body }) => {
      const page = pageWindow(body);
      const keyword = body.queryParameterVo?.keyword;
      const like = keyword
        ? sql` and (${nameContains(customer, 'name', keyword, 'c')} or c.code ilike ${containsPattern(keyword)})`
        : sql``;
      const rows = await queryRows<PoolRow>(
        app.db,
        sql`select c.id, c.code, c.name, c.short_name as "shortName", c.category, c.evaluate_level as "evaluateLevel",
              r.name as "regionLabel", s.name as "sourceLabel", c.last_follow_date as "lastFollowDate",
              c.pool_date as "poolDate", count(*) over () as total
            from md_customers c left join md_locations r on r.id = c.region_id left join md_channels s on s.id = c.source_id
            where c.owner_id is null and c.status = 'NORMAL'${like}
            order by c.pool_date desc nulls last, c.id desc limit ${page.limit} offset ${page.offset}`,
      );
      const totalRec = rows.length ? Number(rows[0].total) : 0;
      return {
        requestList: rows.map(({ total: _t, ...r }) => r),
        totalRec,
        pageIndex: page.pageIndex,
        pageSize: page.pageSize,
      };
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/customer/receiveCustomer',
    summary: '领取公海客户',
    tags,
    access: crmEdit,
    body: idBody,
    handler: ({ body, request }) =>
      tx((db) => claimCustomer(db, request, body.id)).then(() => ({ id: body.id })),
  });

  addRoute(app, {
    method: 'POST',
    url: '/customer/publicCustomer',
    summary: '客户放入公海',
    tags,
    access: crmEdit,
    body: idBody.extend({ reason }),
    handler: ({ body, request }) =>
      tx((db) => releaseCustomer(db, request, registry, body.id, body.reason)).then(() => ({ id: body.id })),
  });

  addRoute(app, {
    method: 'POST',
    url: '/customer/distributeCustomer',
    summary: '分配客户给业务员',
    tags,
    access: { permission: 'customer-distribute' },
    body: idBody.extend({ ownerId: recordId('业务员无效', '请选择业务员'), reason }),
    handler: ({ body, request }) =>
      tx((db) => distributeCustomer(db, request, registry, body)).then(() => ({ id: body.id })),
  });

  // 转移记录: who owned the customer when, for whoever may open the customer.
  addRoute(app, {
    method: 'GET',
    url: '/customer/queryCustomerTransferList',
    summary: '客户转移记录（业务员变更历史）',
    tags,
    access: 'session',
    query: idQuery,
    handler: async ({ query, user }) => {
      if (!(await findDocument(app.db, registry, customer, user!, query.id)))
        fail(ResultCode.NOT_FOUND, '客户不存在');
      return queryRows(
        app.db,
        sql`select t.id, t.kind, t.reason, t.actor, t.day, t.at, f.real_name as "fromOwnerLabel", o.real_name as "toOwnerLabel"
            from crm_customer_transfers t left join users f on f.id = t.from_owner_id left join users o on o.id = t.to_owner_id
            where t.customer_id = ${query.id} order by t.id desc limit 200`,
      );
    },
  });

  // 即将退回公海: the reader's customers within the reminder window (K days before the return).
  addRoute(app, {
    method: 'GET',
    url: '/customer/queryPoolReminderList',
    summary: '即将退回公海的客户',
    tags,
    access: crmEdit,
    handler: async ({ user }) => {
      const settings = await readPoolSettings(app.db);
      if (!settings.enabled) return [];
      const scope = scopeWhere(registry, customer, user!);
      return queryRows(
        app.db,
        sql`select t.id, t.code, t.name, d.days_left as "daysLeft", d.reason, o.real_name as "ownerLabel"
            from (${poolDueSql(settings, companyToday())}) d join md_customers t on t.id = d.id
            left join users o on o.id = t.owner_id
            where d.days_left > 0 and d.days_left <= ${settings.notifyDays}${scope ? sql` and ${scope}` : sql``}
            order by d.days_left, t.id limit 200`,
      );
    },
  });

  // 待跟进: the reader's customers whose latest activity asks for a follow-up by today (overdue:
  // before today, by the company's calendar, not the browser's).
  addRoute(app, {
    method: 'GET',
    url: '/customer/queryFollowUpReminderList',
    summary: '到期待跟进的客户',
    tags,
    access: crmEdit,
    handler: async ({ user }) => {
      const scope = scopeWhere(registry, customer, user!);
      const today = companyToday();
      return queryRows(
        app.db,
        sql`select t.id, t.code, t.name, a.next_follow_date as "nextFollowDate", a.content as "lastContent",
              a.next_follow_date < ${today} as overdue
            from md_customers t join lateral (select next_follow_date, content from crm_activities
              where customer_id = t.id order by activity_date desc, id desc limit 1) a on true
            where t.owner_id is not null and a.next_follow_date <= ${today}${scope ? sql` and ${scope}` : sql``}
            order by a.next_follow_date, t.id limit 200`,
      );
    },
  });

  // 查重: customers whose name contains the text or whose tax number is the same — shown to
  // everyone creating a customer with only name and salesperson, so a duplicate is not made.
  addRoute(app, {
    method: 'POST',
    url: '/customer/queryCustomerRepeatList',
    summary: '客户查重（名称、税号）',
    tags,
    access: { permission: 'customer-edit' },
    body: z.object({
      name: z.string().trim().max(100, '客户名称不能超过100个字').optional(),
      taxNo: z.string().trim().max(30, '税号不能超过30个字').optional(),
    }),
    handler: async ({ body }) => {
      const name = body.name?.replace(/\s/g, '') ?? '';
      const conditions = [];
      if (name.length >= 2)
        conditions.push(sql`regexp_replace(c.name, '\\s', '', 'g') ilike ${containsPattern(name)}`);
      if (body.taxNo) conditions.push(sql`lower(c.tax_no) = lower(${body.taxNo})`);
      if (conditions.length === 0) return [];
      return queryRows(
        app.db,
        sql`select c.id, c.code, c.name, o.real_name as "ownerLabel", c.owner_id is null as "inPool", c.status
            from md_customers c left join users o on o.id = c.owner_id
            where ${sql.join(conditions, sql` or `)} order by c.name limit 20`,
      );
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/customer/queryPoolSettings',
    summary: '公海设置',
    tags,
    access: 'session',
    handler: () => readPoolSettings(app.db),
  });
  addRoute(app, {
    method: 'POST',
    url: '/customer/savePoolSettings',
    summary: '保存公海设置',
    tags,
    access: { permission: 'pool-settings' },
    body: poolSettingsSchema.extend({ version: z.number().int().min(0) }),
    handler: ({ body, request }) => tx((db) => savePoolSettings(db, request, body)),
  });
}
