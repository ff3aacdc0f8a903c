import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** An employer's name, as positions and the like copy it for their lists ('' for an unknown id). */
export async function employerNameOf(db: Kysely<Database>, employerId: string): Promise<string> {
  const employer = await db
    .selectFrom('employers')
    .select('name')
    .where('id', '=', employerId)
    .executeTakeFirst();
  return employer?.name ?? '';
}

/** An employer's 单位行业 code, as fairs for listed industries check it ('' when never given). */
export async function employerIndustryOf(db: Kysely<Database>, employerId: string): Promise<string> {
  const employer = await db
    .selectFrom('employers')
    .select('industry')
    .where('id', '=', employerId)
    .executeTakeFirst();
  return employer?.industry ?? '';
}
