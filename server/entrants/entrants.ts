import type { Kysely, Transaction } from 'kysely';
import {
  checkEntrants,
  firstEntrantProblem,
  maskIdCard,
  normalizeEntrant,
  type Entrant,
  type EntrantsCheckOptions,
} from '../../contract/entrants';
import type { Database } from '../schema';
import { ApiError } from '../core/http/envelope';
import { newId } from '../core/tokens';

/** Whose list: a campus talk or a job-fair booking. */
export type EntrantOwnerKind = 'talk' | 'fair';

/**
 * Replaces the owner's list with `list`, inside the caller's transaction: checked as the EntrantsStep
 * checks it (at most `max`, no one twice, valid ID cards, mobiles and plates; empty only with
 * options.allowEmpty), else an ApiError (code 400) naming the row and the problem, which rolls the
 * caller's transaction back. Pass options.today from the server clock.
 */
export async function replaceEntrants(
  trx: Transaction<Database>,
  ownerKind: EntrantOwnerKind,
  ownerId: string,
  list: Entrant[],
  max: number,
  options: EntrantsCheckOptions = {},
): Promise<void> {
  const problem = firstEntrantProblem(checkEntrants(list, max, options));
  if (problem !== null) throw new ApiError(400, problem);
  await trx
    .deleteFrom('entrants')
    .where('owner_kind', '=', ownerKind)
    .where('owner_id', '=', ownerId)
    .execute();
  if (list.length === 0) return;
  await trx
    .insertInto('entrants')
    .values(
      list.map((entrant, position) => {
        const { name, idCard, mobile, plate } = normalizeEntrant(entrant);
        return {
          id: newId(),
          owner_kind: ownerKind,
          owner_id: ownerId,
          position,
          name,
          id_card: idCard,
          mobile,
          plate,
        };
      }),
    )
    .execute();
}

/**
 * The owner's list in the order given. The ID card is masked (110101********1234) unless
 * options.unmasked: the owning employer editing its own draft, or school staff checking people in.
 */
export async function listEntrants(
  db: Kysely<Database>,
  ownerKind: EntrantOwnerKind,
  ownerId: string,
  options: { unmasked?: boolean } = {},
): Promise<Required<Entrant>[]> {
  const rows = await db
    .selectFrom('entrants')
    .select(['name', 'id_card', 'mobile', 'plate'])
    .where('owner_kind', '=', ownerKind)
    .where('owner_id', '=', ownerId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    name: row.name,
    idCard: options.unmasked === true ? row.id_card : maskIdCard(row.id_card),
    mobile: row.mobile,
    plate: row.plate,
  }));
}
