import { defaultPoolSettings, type PoolSettings, poolLevels, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/app-error.ts';

/** 公海设置: one row; until someone saves, the defaults of the domain (pool-rules.ts). */
const days = (label: string, max = 3650) =>
  z
    .number({ error: `${label}必须是整数` })
    .int(`${label}必须是整数`)
    .min(1, `${label}至少为1天`)
    .max(max, `${label}不能超过${max}`)
    .nullable();

const levelDays = z.object({
  contactExpireDays: days('未跟进天数'),
  dealExpireDays: days('未成交天数'),
});

export const poolSettingsSchema = z.object({
  enabled: z.boolean({ error: '请选择是否自动退回公海' }),
  contactExpireDays: days('未跟进天数'),
  dealExpireDays: days('未成交天数'),
  notifyDays: z
    .number({ error: '提前提醒天数必须是整数' })
    .int('提前提醒天数必须是整数')
    .min(0, '提前提醒天数不能为负')
    .max(365, '提前提醒天数不能超过365'),
  levelDays: z.partialRecord(z.enum(poolLevels, { error: '客户等级不正确' }), levelDays),
  includeDealt: z.boolean({ error: '请选择已成交客户是否退回' }),
  maxOwned: z.number().int('客户数上限必须是整数').min(1, '客户数上限至少为1').max(100_000).nullable(),
  maxClaimsPerDay: z
    .number()
    .int('每日领取上限必须是整数')
    .min(1, '每日领取上限至少为1')
    .max(10_000)
    .nullable(),
  reclaimBlockDays: z
    .number({ error: '原业务员重新领取间隔必须是整数' })
    .int('原业务员重新领取间隔必须是整数')
    .min(0, '原业务员重新领取间隔不能为负')
    .max(3650, '原业务员重新领取间隔不能超过3650'),
});

export async function readPoolSettings(db: DbOrTx): Promise<PoolSettings & { version: number }> {
  const [row] = await queryRows<{ settings: PoolSettings; version: number }>(
    db,
    sql`select settings, version from crm_pool_settings where id = 1`,
  );
  if (!row) return { ...defaultPoolSettings, version: 0 };
  return { ...defaultPoolSettings, ...row.settings, version: row.version };
}

export async function savePoolSettings(
  db: DbOrTx,
  request: FastifyRequest,
  input: PoolSettings & { version: number },
): Promise<{ version: number }> {
  const { version, ...settings } = input;
  const before = await readPoolSettings(db);
  if (before.version !== version) fail(ResultCode.CONFLICT);
  const json = JSON.stringify(settings);
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`insert into crm_pool_settings (id, settings, version, modify_by, modify_at)
        values (1, ${json}::jsonb, 1, ${request.authUser!.userName}, now())
        on conflict (id) do update set settings = excluded.settings, version = crm_pool_settings.version + 1,
          modify_by = excluded.modify_by, modify_at = now()
        where crm_pool_settings.version = ${version}
        returning version`,
  );
  if (!row) fail(ResultCode.CONFLICT);
  await recordAudit(db, request, {
    action: 'UPDATE',
    entity: 'pool-settings',
    entityId: 1,
    before,
    after: settings,
  });
  return { version: row.version };
}
