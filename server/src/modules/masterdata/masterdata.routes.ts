import { can, masterDataDocuments, ResultCode, unlistedMasterData } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { queryRows } from '../../platform/db/client.ts';
import { documentRoutes } from '../../platform/documents/document.routes.ts';
import { nameContains } from '../../platform/documents/document-search.ts';
import { fail } from '../../platform/http/app-error.ts';
import { addRoute } from '../../platform/http/route.ts';
import { masterDataHooks } from './masterdata.hooks.ts';
import { masterDataTables } from './masterdata.tables.ts';

const like = (v: unknown) => `%${String(v).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Master data on the document engine (SPEC §2 master data, §7 /base/ and /basics/). */
export function masterDataRoutes(app: FastifyInstance): void {
  const documents = [...masterDataDocuments, ...unlistedMasterData];
  for (const def of documents) {
    const table = masterDataTables[def.key as keyof typeof masterDataTables];
    app.documents.register(def, table, masterDataHooks[def.key]);
  }
  for (const def of documents) {
    const doc = app.documents.get(def.key);
    if (def.key === 'product') {
      // SPEC §3/§7: the product lookup sends {state, productCode, productName} and reads
      // productId, code, name, level, state. Typed text without a slash arrives as productCode
      // and matches code, name or mnemonic.
      documentRoutes(app, doc, {
        filterAliases: { state: 'status' },
        rowAliases: { productId: 'id', state: 'status' },
        extraWhere: (f) => {
          const code = f.productCode ? String(f.productCode) : '';
          const name = f.productName ? String(f.productName) : '';
          if (code && name) return sql`t.code ilike ${like(code)} and t.name ilike ${like(name)}`;
          // Without a slash the text may also be the name's pinyin or mnemonic (助记码, e.g. thsj
          // for 铁红色浆).
          if (code) return sql`(t.code ilike ${like(code)} or ${nameContains(def, 'name', code)})`;
          if (name) return sql`t.name ilike ${like(name)}`;
          return undefined;
        },
      });
    } else {
      documentRoutes(app, doc);
    }
  }

  addRoute(app, {
    method: 'POST',
    url: '/approve/basePriceDetail',
    summary: '产品基础价格（按产品编码）',
    tags: ['product'],
    access: 'session',
    body: z.object({ productCode: z.string({ error: '请指定产品编码' }).trim().min(1, '请指定产品编码') }),
    redact: { 'sale-bill-price-amount': ['price'] },
    handler: async ({ body, user }) => {
      const [row] = await queryRows<{ price: number | null; status: string }>(
        app.db,
        sql`select base_price as price, status from md_products where lower(code) = lower(${body.productCode})`,
      );
      if (!row) fail(ResultCode.NOT_FOUND, `产品「${body.productCode}」不存在`);
      return {
        productCode: body.productCode,
        price: row.price,
        visible: can(user!.roles, 'sale-bill-price-amount'),
      };
    },
  });
}
