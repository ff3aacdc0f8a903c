import type { Kysely } from 'kysely';

/**
 * 进校人员: the people entering the campus for a talk or a fair booking, one list per owner. Talks and
 * fairs replace the whole list in their save transaction; the unique (owner, id card) pair keeps one
 * person from being listed twice even if two saves race.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('entrants')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_kind', 'text', (column) => column.notNull())
    .addColumn('owner_id', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('id_card', 'text', (column) => column.notNull())
    .addColumn('mobile', 'text', (column) => column.notNull())
    .addColumn('plate', 'text', (column) => column.notNull())
    .addUniqueConstraint('entrants_owner_position', ['owner_kind', 'owner_id', 'position'])
    .addUniqueConstraint('entrants_owner_id_card', ['owner_kind', 'owner_id', 'id_card'])
    .execute();
}
