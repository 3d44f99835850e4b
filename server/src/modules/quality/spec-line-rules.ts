import { limitText, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/app-error.ts';

/** A spec line as a standard's save hands it over (scaled limits ×1,000,000). */
export interface SpecLineInput {
  testItemId?: number | null;
  methodId?: number | null;
  unit?: string | null;
  ruleType?: string | null;
  decimals?: number | null;
  minValue?: number | string | bigint | null;
  maxValue?: number | string | bigint | null;
  target?: number | string | bigint | null;
  expectedText?: string | null;
  concessionMin?: number | string | bigint | null;
  concessionMax?: number | string | bigint | null;
}

interface TestItemRow {
  id: number;
  name: string;
  unit: string | null;
  method_id: number | null;
  decimals: number | null;
}

const big = (v: number | string | bigint | null | undefined) => (v == null ? null : BigInt(v));

/** Whether a limit sits on the grid of `decimals` (45.05 does not, with 1 decimal). */
const onGrid = (v: bigint, decimals: number) => v % 10n ** BigInt(6 - decimals) === 0n;

/**
 * A standard's spec lines, checked and completed on every save of a draft: one line per test
 * item; empty method, unit and decimals taken from the test item; a numeric rule needs
 * 下限 ≤ 目标值 ≤ 上限 on the grid of its decimals, concession limits (material lines) no narrower
 * than the qualified ones; a text rule needs its text; a pass/fail rule has no limits. Each refusal
 * names the line and its test item.
 */
export async function checkSpecLines(db: DbOrTx, lines: SpecLineInput[]): Promise<void> {
  const ids = [...new Set(lines.flatMap((l) => (l.testItemId != null ? [l.testItemId] : [])))];
  const items = ids.length
    ? await queryRows<TestItemRow>(
        db,
        sql`select id, name, unit, method_id, decimals from md_test_items where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
    : [];
  const byId = new Map(items.map((i) => [i.id, i]));
  const seen = new Map<number, number>();
  for (const [index, line] of lines.entries()) {
    const item = line.testItemId == null ? undefined : byId.get(line.testItemId);
    if (!item) fail(ResultCode.VALIDATION, `第${index + 1}行：请选择检测项目`);
    const row = `第${index + 1}行（${item.name}）`;
    const first = seen.get(item.id);
    if (first !== undefined)
      fail(ResultCode.VALIDATION, `${row}与第${first + 1}行的检测项目相同，请合并为一行`);
    seen.set(item.id, index);
    line.methodId ??= item.method_id;
    line.unit = line.unit?.trim() ? line.unit : item.unit;
    line.decimals ??= item.decimals;
    const limits = { min: big(line.minValue), max: big(line.maxValue), target: big(line.target) };
    const concession = { min: big(line.concessionMin), max: big(line.concessionMax) };
    if (line.ruleType === 'NUMERIC') {
      if (limits.min != null && limits.max != null && limits.min > limits.max)
        fail(
          ResultCode.VALIDATION,
          `${row}：下限 ${limitText(limits.min)} 不能大于上限 ${limitText(limits.max)}`,
        );
      if (limits.target != null) {
        if (
          (limits.min != null && limits.target < limits.min) ||
          (limits.max != null && limits.target > limits.max)
        )
          fail(ResultCode.VALIDATION, `${row}：目标值 ${limitText(limits.target)} 应在下限与上限之间`);
      }
      const decimals = line.decimals ?? 6;
      for (const [label, v] of [
        ['下限', limits.min],
        ['上限', limits.max],
        ['目标值', limits.target],
        ['让步下限', concession.min],
        ['让步上限', concession.max],
      ] as const)
        if (v != null && !onGrid(v, decimals))
          fail(ResultCode.VALIDATION, `${row}：${label} ${limitText(v)} 超出小数位数（${decimals}位）`);
      if (concession.min != null && limits.min != null && concession.min > limits.min)
        fail(
          ResultCode.VALIDATION,
          `${row}：让步下限 ${limitText(concession.min)} 不能高于合格下限 ${limitText(limits.min)}`,
        );
      if (concession.max != null && limits.max != null && concession.max < limits.max)
        fail(
          ResultCode.VALIDATION,
          `${row}：让步上限 ${limitText(concession.max)} 不能低于合格上限 ${limitText(limits.max)}`,
        );
      line.expectedText = null;
    } else {
      if ([limits.min, limits.max, limits.target, concession.min, concession.max].some((v) => v != null))
        fail(ResultCode.VALIDATION, `${row}：判定方式为文本或合格判定时不设上下限`);
      if (line.ruleType === 'TEXT' && !line.expectedText?.trim())
        fail(ResultCode.VALIDATION, `${row}：判定方式为文本时请填写文本要求`);
      if (line.ruleType === 'PASS_FAIL') line.expectedText = null;
      line.decimals = null;
    }
  }
}
