import { companyToday } from '@tiangong/domain';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../platform/db/client.ts';
import { reviseVersion } from '../../platform/documents/document-versions.ts';
import type { DocumentRegistry } from '../../platform/documents/registry.ts';
import { materialStandardVersions, productStandardVersions } from './quality-standard.hooks.ts';

type Row = Record<string, unknown>;
const num = (v: unknown) => (v == null ? null : Number(v));

/** A spec line as stored → as a save takes it. */
const specLine = (l: Row) => ({
  testItemId: l.test_item_id,
  methodId: l.method_id,
  unit: l.unit,
  ruleType: l.rule_type,
  decimals: l.decimals,
  minValue: num(l.min_value),
  maxValue: num(l.max_value),
  target: num(l.target),
  expectedText: l.expected_text,
  remark: l.remark,
});

/** 修改 of a product standard: the next version copying its header and lines, effective today until edited. */
export function reviseProductStandard(
  db: DbOrTx,
  request: FastifyRequest,
  registry: DocumentRegistry,
  id: number,
) {
  return reviseVersion(db, request, registry, productStandardVersions, id, (h, lines) => ({
    code: h.code,
    name: h.name,
    productId: h.product_id,
    normType: h.norm_type,
    customerId: h.customer_id,
    effectiveDate: companyToday(),
    remark: h.remark,
    items: lines.map(specLine),
  }));
}

/** 修改 of a material standard, its concession limits copied with each line. */
export function reviseMaterialStandard(
  db: DbOrTx,
  request: FastifyRequest,
  registry: DocumentRegistry,
  id: number,
) {
  return reviseVersion(db, request, registry, materialStandardVersions, id, (h, lines) => ({
    code: h.code,
    name: h.name,
    materielId: h.materiel_id,
    effectiveDate: companyToday(),
    remark: h.remark,
    items: lines.map((l) => ({
      ...specLine(l),
      concessionMin: num(l.concession_min),
      concessionMax: num(l.concession_max),
    })),
  }));
}
