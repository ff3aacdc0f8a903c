import type { Kysely, Transaction } from 'kysely';
import {
  CONTACTS_FULL_MESSAGE,
  CONTACTS_MAX,
  CONTACT_NOT_FOUND,
  contactProblems,
  normalizeContact,
  type Contact,
  type ContactFields,
} from '../../contract/contacts';
import type { Database } from '../schema';
import { ApiError } from '../core/http/envelope';
import { newId } from '../core/tokens';

// An employer's frequent contacts with exactly one default while it has any: every change runs in a
// transaction that first locks the employer's default row, then settles the default.

type Trx = Transaction<Database>;

/** The default row of the employer, created if missing and locked until the transaction ends. */
async function lockContacts(trx: Trx, employerId: string): Promise<string | null> {
  const row = await trx
    .insertInto('employer_contact_defaults')
    .values({ employer_id: employerId, contact_id: null })
    .onConflict((conflict) =>
      // A no-op update: it takes the row lock on PostgreSQL (SQLite runs one writer at a time).
      conflict.column('employer_id').doUpdateSet((eb) => ({ employer_id: eb.ref('excluded.employer_id') })),
    )
    .returning('contact_id')
    .executeTakeFirstOrThrow();
  return row.contact_id;
}

/** The default stays the chosen contact while it exists; else the earliest added, or none. */
async function settleDefault(trx: Trx, employerId: string, current: string | null): Promise<void> {
  const contacts = trx
    .selectFrom('employer_contacts')
    .select('id')
    .where('employer_id', '=', employerId)
    .orderBy('created_at')
    .orderBy('id');
  if (current !== null) {
    const kept = await contacts.where('id', '=', current).executeTakeFirst();
    if (kept !== undefined) return;
  }
  const first = await contacts.limit(1).executeTakeFirst();
  await trx
    .updateTable('employer_contact_defaults')
    .set({ contact_id: first?.id ?? null })
    .where('employer_id', '=', employerId)
    .execute();
}

function checked(fields: ContactFields): ContactFields {
  const normalized = normalizeContact(fields);
  const [problem] = Object.values(contactProblems(normalized));
  if (problem !== undefined) throw new ApiError(400, problem);
  return normalized;
}

export async function listContacts(db: Kysely<Database>, employerId: string): Promise<Contact[]> {
  const rows = await db
    .selectFrom('employer_contacts as c')
    .leftJoin('employer_contact_defaults as d', 'd.employer_id', 'c.employer_id')
    .select(['c.id', 'c.name', 'c.post', 'c.mobile', 'c.landline', 'c.email', 'd.contact_id as defaultId'])
    .where('c.employer_id', '=', employerId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .limit(CONTACTS_MAX)
    .execute();
  const contacts = rows.map((row) => ({
    id: row.id,
    xm: row.name,
    zw: row.post,
    sjhm: row.mobile,
    gddh: row.landline,
    yx: row.email,
    mr: row.id === row.defaultId,
  }));
  return [...contacts.filter((contact) => contact.mr), ...contacts.filter((contact) => !contact.mr)];
}

/** Adds a contact (the first one becomes the default) or edits one of the employer's; answers its id. */
export async function saveContact(
  db: Kysely<Database>,
  now: number,
  employerId: string,
  input: ContactFields & { id?: string },
): Promise<string> {
  const fields = checked(input);
  const values = {
    name: fields.xm,
    post: fields.zw,
    mobile: fields.sjhm,
    landline: fields.gddh,
    email: fields.yx,
    updated_at: now,
  };
  return db.transaction().execute(async (trx) => {
    const current = await lockContacts(trx, employerId);
    if (input.id !== undefined && input.id !== '') {
      const edited = await trx
        .updateTable('employer_contacts')
        .set(values)
        .where('id', '=', input.id)
        .where('employer_id', '=', employerId)
        .executeTakeFirst();
      if (Number(edited.numUpdatedRows) !== 1) throw new ApiError(404, CONTACT_NOT_FOUND);
      return input.id;
    }
    const count = await trx
      .selectFrom('employer_contacts')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where('employer_id', '=', employerId)
      .executeTakeFirstOrThrow();
    if (Number(count.count) >= CONTACTS_MAX) throw new ApiError(400, CONTACTS_FULL_MESSAGE);
    const id = newId();
    await trx
      .insertInto('employer_contacts')
      .values({ id, employer_id: employerId, created_at: now, ...values })
      .execute();
    await settleDefault(trx, employerId, current);
    return id;
  });
}

/** Removes one of the employer's contacts; removing the default makes the earliest left the default. */
export async function removeContact(db: Kysely<Database>, employerId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await lockContacts(trx, employerId);
    const removed = await trx
      .deleteFrom('employer_contacts')
      .where('id', '=', id)
      .where('employer_id', '=', employerId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) !== 1) throw new ApiError(404, CONTACT_NOT_FOUND);
    await settleDefault(trx, employerId, current);
  });
}

/** Makes one of the employer's contacts its default: the one write moves it from the previous one. */
export async function setDefaultContact(db: Kysely<Database>, employerId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockContacts(trx, employerId);
    const contact = await trx
      .selectFrom('employer_contacts')
      .select('id')
      .where('id', '=', id)
      .where('employer_id', '=', employerId)
      .executeTakeFirst();
    if (contact === undefined) throw new ApiError(404, CONTACT_NOT_FOUND);
    await trx
      .updateTable('employer_contact_defaults')
      .set({ contact_id: id })
      .where('employer_id', '=', employerId)
      .execute();
  });
}
