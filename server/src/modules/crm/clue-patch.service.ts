import { can, clue, maxActionRecords, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { lockRow, toRecord } from '../../platform/documents/document-record.ts';
import { scopeWhere } from '../../platform/documents/document-scope.ts';
import type { DocumentRegistry } from '../../platform/documents/registry.ts';
import { fail } from '../../platform/http/app-error.ts';
import { recordId } from '../../platform/http/id-schemas.ts';
import { assertSalesperson } from './pool.service.ts';

/**
 * /clue/patchClue (SPEC §2; Wukong's 批量修改 and yudao's 线索转移): the selected leads get a new
 * source, owner or status at once. Every lead must be within the caller's record rule (else it
 * answers as missing, like any call), a converted lead is left alone, a new owner is an active
 * salesperson of the caller's scope and only those who distribute (分配) may hand leads over.
 * All of it or nothing: one transaction, the leads locked in id order.
 */
export const patchClueSchema = z
  .object({
    ids: z
      .array(recordId('线索编号无效'), { error: '请选择线索' })
      .min(1, '请选择线索')
      .max(maxActionRecords, `一次最多修改${maxActionRecords}条线索`),
    sourceId: recordId('线索来源无效').optional(),
    ownerId: recordId('负责人无效').optional(),
    status: z.enum(['FOLLOWING', 'CLOSED'], { error: '状态只能改为跟进中或已关闭' }).optional(),
    reason: z.string().trim().max(200, '关闭原因不能超过200个字').optional(),
  })
  .refine((b) => b.sourceId ?? b.ownerId ?? b.status, '请至少选择一项要修改的内容')
  .refine((b) => b.status !== 'CLOSED' || !!b.reason, { message: '请输入关闭原因', path: ['reason'] });
export type ClueChanges = z.infer<typeof patchClueSchema>;
const patchedFields = ['sourceId', 'ownerId', 'status', 'closeReason'] as const;

export async function patchClues(
  db: DbOrTx,
  request: FastifyRequest,
  registry: DocumentRegistry,
  input: ClueChanges,
): Promise<{ count: number }> {
  const user = request.authUser!;
  if (input.ownerId !== undefined) {
    if (!can(user.roles, 'customer-distribute')) fail(ResultCode.FORBIDDEN, '您没有分配线索的权限');
    await assertSalesperson(db, user, input.ownerId);
  }
  if (input.sourceId !== undefined) {
    const [source] = await queryRows<{ status: string }>(
      db,
      sql`select status from md_channels where id = ${input.sourceId}`,
    );
    if (!source || source.status === 'DISCARDED')
      fail(ResultCode.BUSINESS_RULE, '所选线索来源不存在或已停用');
  }
  const scope = scopeWhere(registry, clue, user);
  const ids = [...new Set(input.ids)].sort((a, b) => a - b);
  for (const id of ids) {
    const lead = toRecord(clue, await lockRow(db, clue, id, scope));
    if (lead.status === 'CONVERTED')
      fail(ResultCode.BUSINESS_RULE, `线索「${lead.number} ${lead.companyName}」已转客户，不能修改`);
    const next = {
      sourceId: input.sourceId ?? lead.sourceId,
      ownerId: input.ownerId ?? lead.ownerId,
      status: input.status ?? lead.status,
      closeReason:
        input.status === undefined ? lead.closeReason : input.status === 'CLOSED' ? input.reason : null,
    };
    const before = {
      sourceId: lead.sourceId,
      ownerId: lead.ownerId,
      status: lead.status,
      closeReason: lead.closeReason,
    };
    const changed = patchedFields.filter((k) => next[k] !== before[k]);
    if (changed.length === 0) continue;
    await db.execute(
      sql`update crm_clues set source_id = ${next.sourceId}, owner_id = ${next.ownerId}, status = ${next.status},
            close_reason = ${next.closeReason ?? null}, version = version + 1,
            modify_by = ${user.userName}, modify_at = now()
          where id = ${id}`,
    );
    await recordAudit(db, request, {
      action: 'PATCH_CLUE',
      entity: clue.key,
      entityId: id,
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      after: Object.fromEntries(changed.map((k) => [k, next[k]])),
    });
  }
  return { count: ids.length };
}
