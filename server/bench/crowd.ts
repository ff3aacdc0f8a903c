import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { EMPLOYER_SESSION_MS } from '../accounts/sessions';
import { newId, newToken, sha256Hex } from '../core/tokens';

const EMPLOYERS = 2_000;
const MESSAGES_EACH = 20;

/**
 * Other employers, so indexes matter: each with a user, two sessions and 20 messages (a quarter
 * unread). Password hashes are placeholders; nobody logs in as them.
 */
export async function seedCrowd(db: Kysely<Database>, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let batch = 0; batch < EMPLOYERS; batch += 100) {
      const ids = Array.from({ length: 100 }, (_, i) => ({ dwid: newId(), userId: newId(), n: batch + i }));
      await trx
        .insertInto('employers')
        .values(
          ids.map(({ dwid, n }) => ({
            id: dwid,
            profile_id: newId(),
            name: `压测单位${n}`,
            credit_code: `BENCH${String(n).padStart(13, '0')}`,
            contact_name: '压测',
            site_code: '00000',
            created_at: now,
          })),
        )
        .execute();
      await trx
        .insertInto('employer_users')
        .values(
          ids.map(({ dwid, userId, n }) => ({
            id: userId,
            employer_id: dwid,
            mobile: `170${String(n).padStart(8, '0')}`,
            password_hash: 'placeholder',
            created_at: now,
            password_changed_at: now,
          })),
        )
        .execute();
      await trx
        .insertInto('employer_sessions')
        .values(
          ids.flatMap(({ dwid, userId }) =>
            [0, 1].map(() => ({
              id: newId(),
              user_id: userId,
              employer_id: dwid,
              token_hash: sha256Hex(newToken()),
              site_code: '00000',
              created_at: now,
              expires_at: now + EMPLOYER_SESSION_MS,
              revoked_at: null,
            })),
          ),
        )
        .execute();
      await trx
        .insertInto('messages')
        .values(
          ids.flatMap(({ userId }) =>
            Array.from({ length: MESSAGES_EACH }, (_, m) => ({
              id: newId(),
              recipient_user_id: userId,
              sender: '系统',
              title: `通知${m}`,
              body: '',
              created_at: now - m,
              read_at: m % 4 === 0 ? null : now,
            })),
          ),
        )
        .execute();
    }
  });
}
