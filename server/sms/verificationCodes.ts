import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SmsPurpose } from './tables';
import { ApiError } from '../core/http/envelope';
import { newId, sha256Hex } from '../core/tokens';

export const CODE_LIFETIME_MS = 5 * 60 * 1000;
export const CODE_INTERVAL_MS = 60 * 1000;
/** Codes a mobile may get in any 24 hours, whatever the purpose. */
export const CODE_DAILY_LIMIT = 10;
export const CODE_DAILY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Wrong guesses before a code is void: 5 tries out of a million. */
export const CODE_MAX_FAILED_ATTEMPTS = 5;

export const CODE_TOO_FREQUENT = '验证码发送过于频繁，请稍后再试';
export const CODE_EXPIRED = '验证码已失效，请重新获取';
export const CODE_WRONG = '验证码错误';
export const CODE_DAILY_LIMIT_REACHED = '今日获取验证码次数已达上限，请明天再试';
export const CODE_TOO_FREQUENT_CODE = 429;

type CodeDeps = Pick<FastifyInstance, 'db' | 'clock' | 'sms' | 'log'>;

function codeHash(mobile: string, purpose: SmsPurpose, code: string): string {
  return sha256Hex(`${purpose}:${mobile}:${code}`);
}

function smsText(code: string): string {
  return `【高校毕业生就业平台】您的验证码为 ${code}，5 分钟内有效。如非本人操作，请忽略本短信。`;
}

/**
 * Sends a fresh 6-digit code for one purpose. A mobile gets at most one code a minute and
 * CODE_DAILY_LIMIT codes in any 24 hours (any purpose); a new code voids the earlier unused ones of
 * the same purpose.
 */
export async function issueCode(deps: CodeDeps, mobile: string, purpose: SmsPurpose): Promise<void> {
  const now = deps.clock.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.db.transaction().execute(async (trx) => {
    // One conditional upsert decides the minute, so two concurrent requests cannot both pass.
    const claimed = await trx
      .insertInto('sms_throttle')
      .values({ mobile, last_sent_at: now })
      .onConflict((conflict) =>
        conflict
          .column('mobile')
          .doUpdateSet({ last_sent_at: now })
          .where('sms_throttle.last_sent_at', '<=', now - CODE_INTERVAL_MS),
      )
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) {
      throw new ApiError(CODE_TOO_FREQUENT_CODE, CODE_TOO_FREQUENT);
    }
    // The claimed throttle row stays locked until commit (PostgreSQL; SQLite runs one transaction at a
    // time), so sends to one mobile are counted one at a time; refusing here rolls the claim back.
    const sentToday = await trx
      .selectFrom('sms_codes')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where('mobile', '=', mobile)
      .where('created_at', '>', now - CODE_DAILY_WINDOW_MS)
      .executeTakeFirstOrThrow();
    if (Number(sentToday.count) >= CODE_DAILY_LIMIT) {
      throw new ApiError(CODE_TOO_FREQUENT_CODE, CODE_DAILY_LIMIT_REACHED);
    }
    await trx
      .updateTable('sms_codes')
      .set({ used_at: now })
      .where('mobile', '=', mobile)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('sms_codes')
      .values({
        id: newId(),
        mobile,
        purpose,
        code_hash: codeHash(mobile, purpose, code),
        created_at: now,
        expires_at: now + CODE_LIFETIME_MS,
        used_at: null,
        failed_attempts: 0,
      })
      .execute();
  });
  await deps.sms.send({ mobile, text: smsText(code) });
}

/** Accepts the latest live code once; a wrong guess counts against it. Throws the reason otherwise. */
export async function consumeCode(
  deps: Pick<CodeDeps, 'db' | 'clock'>,
  mobile: string,
  purpose: SmsPurpose,
  code: string,
): Promise<void> {
  const now = deps.clock.now();
  const latest = await deps.db
    .selectFrom('sms_codes')
    .select(['id', 'code_hash'])
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest === undefined) throw new ApiError(400, CODE_EXPIRED);
  // Count the guess before comparing, in one conditional update: concurrent guesses each take one of
  // the code's tries, so no more than CODE_MAX_FAILED_ATTEMPTS are ever compared.
  const attempt = await deps.db
    .updateTable('sms_codes')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', latest.id)
    .where('failed_attempts', '<', CODE_MAX_FAILED_ATTEMPTS)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(attempt.numUpdatedRows) !== 1) throw new ApiError(400, CODE_EXPIRED);
  const expected = Buffer.from(latest.code_hash, 'hex');
  const actual = Buffer.from(codeHash(mobile, purpose, code), 'hex');
  if (!timingSafeEqual(expected, actual)) throw new ApiError(400, CODE_WRONG);
  // Single use even under concurrent submissions: only one update finds it unused. The right guess
  // gives back the try it took, so failed_attempts stays the count of wrong guesses.
  const consumed = await deps.db
    .updateTable('sms_codes')
    .set((eb) => ({ used_at: now, failed_attempts: eb('failed_attempts', '-', 1) }))
    .where('id', '=', latest.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(consumed.numUpdatedRows) !== 1) throw new ApiError(400, CODE_EXPIRED);
}
