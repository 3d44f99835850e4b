import { type DocumentDef, formatYmd, ResultCode } from '@tiangong/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { DocumentGuard } from '../../platform/documents/registry.ts';
import { fail } from '../../platform/http/app-error.ts';
import {
  bookDocumentsOf,
  closedPeriods,
  lockPeriodsShared,
  periodLabel,
  periodOf,
} from '../inventory/index.ts';

/**
 * The freeze of a closed month of 往来 (issue 18 item 7: "AR/AP in a closed month frozen like
 * stock"). It lies on every declaration dated in the book (`closedBy: 'ACCOUNTS'`), read from the
 * declaration alone — sales invoices, red-letter invoices, receipts and write-offs now, purchase
 * invoices and payments when they are declared so: a document dated in a closed month can be
 * neither saved (new or changed, nor moved into or out of it) nor moved by any transition (复核,
 * 反审核, 作废, 撤销 — a write-off reversed by a red-letter invoice too), nor deleted. The months are
 * held by the shared side of the close's lock, so a close waits for the saves already under way.
 */
const dateFieldOf = (def: DocumentDef) => bookDocumentsOf('ACCOUNTS', [def])[0]?.field;

async function refuseIfClosed(
  db: DbOrTx,
  def: DocumentDef,
  dates: (string | null | undefined)[],
  what: string,
) {
  const field = dateFieldOf(def);
  const given = dates.filter((d): d is string => typeof d === 'string' && /^\d{8}$/.test(d));
  if (!field || given.length === 0) return;
  const periods = given.map(periodOf);
  await lockPeriodsShared(db, 'ACCOUNTS', periods);
  const [closed] = await closedPeriods(db, 'ACCOUNTS', periods);
  if (!closed) return;
  const date = given.find((d) => periodOf(d) === closed)!;
  fail(
    ResultCode.BUSINESS_RULE,
    `${periodLabel(closed)}已结账，不能${what}（${def.fields[field].label} ${formatYmd(date)}）`,
  );
}

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

export const accountsPeriodGuard: DocumentGuard = {
  applies: (def) => dateFieldOf(def) !== undefined,

  async beforeSave(def, { db, before }, values) {
    const field = dateFieldOf(def)!;
    const was = text(before?.[field]);
    const now = field in values ? text(values[field]) : was;
    const number = text(before?.number);
    await refuseIfClosed(
      db,
      def,
      [was, now],
      before ? `修改${def.title}${number ? ` ${number}` : ''}` : `新增${def.title}`,
    );
  },

  async beforeTransition(def, { db, before }, transition) {
    const number = text(before.number);
    await refuseIfClosed(
      db,
      def,
      [text(before[dateFieldOf(def)!])],
      `${transition.label ?? transition.action}${def.title}${number ? ` ${number}` : ''}`,
    );
  },

  async beforeDelete(def, { db, before }) {
    await refuseIfClosed(db, def, [text(before[dateFieldOf(def)!])], `删除${def.title}`);
  },
};
