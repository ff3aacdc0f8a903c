import type { Kysely, Transaction } from 'kysely';
import {
  INVOICE_CHOICE_MISSING,
  INVOICE_NOT_FOUND,
  INVOICE_PROFILES_FULL_MESSAGE,
  INVOICE_PROFILES_MAX,
  invoiceProblems,
  normalizeInvoice,
  type InvoiceChoice,
  type InvoiceFields,
  type InvoiceKind,
  type InvoiceProfile,
  type InvoiceSnapshot,
} from '../../contract/invoices';
import type { Database } from '../schema';
import { ApiError } from '../core/http/envelope';
import { newId } from '../core/tokens';
import type { EmployerInvoicesTable } from './tables';

// An employer's invoice profiles with exactly one default while it has any: every change runs in a
// transaction that first locks the employer's default row, then settles the default (as contacts do).

type Trx = Transaction<Database>;

/** The default row of the employer, created if missing and locked until the transaction ends. */
async function lockInvoices(trx: Trx, employerId: string): Promise<string | null> {
  const row = await trx
    .insertInto('employer_invoice_defaults')
    .values({ employer_id: employerId, invoice_id: null })
    .onConflict((conflict) =>
      // A no-op update: it takes the row lock on PostgreSQL (SQLite runs one writer at a time).
      conflict.column('employer_id').doUpdateSet((eb) => ({ employer_id: eb.ref('excluded.employer_id') })),
    )
    .returning('invoice_id')
    .executeTakeFirstOrThrow();
  return row.invoice_id;
}

/** The default stays the chosen profile while it exists; else the earliest added, or none. */
async function settleDefault(trx: Trx, employerId: string, current: string | null): Promise<void> {
  const profiles = trx
    .selectFrom('employer_invoices')
    .select('id')
    .where('employer_id', '=', employerId)
    .orderBy('created_at')
    .orderBy('id');
  if (current !== null) {
    const kept = await profiles.where('id', '=', current).executeTakeFirst();
    if (kept !== undefined) return;
  }
  const first = await profiles.limit(1).executeTakeFirst();
  await trx
    .updateTable('employer_invoice_defaults')
    .set({ invoice_id: first?.id ?? null })
    .where('employer_id', '=', employerId)
    .execute();
}

/** The normalized details, or the first problem found. */
function validated(input: InvoiceFields): InvoiceFields | string {
  const fields = normalizeInvoice(input);
  const [problem] = Object.values(invoiceProblems(fields));
  return problem ?? fields;
}

function checked(input: InvoiceFields): InvoiceFields {
  const fields = validated(input);
  if (typeof fields === 'string') throw new ApiError(400, fields);
  return fields;
}

type InvoiceRow = Pick<
  EmployerInvoicesTable,
  'id' | 'kind' | 'title' | 'tax_number' | 'address' | 'phone' | 'bank' | 'account'
>;

const columns = ['id', 'kind', 'title', 'tax_number', 'address', 'phone', 'bank', 'account'] as const;

function fieldsOf(row: InvoiceRow): InvoiceFields {
  return {
    fplx: row.kind as InvoiceKind,
    fptt: row.title,
    nsrsbh: row.tax_number,
    dz: row.address,
    dh: row.phone,
    khyh: row.bank,
    yhzh: row.account,
  };
}

function valuesOf(fields: InvoiceFields, now: number) {
  return {
    kind: fields.fplx,
    title: fields.fptt,
    tax_number: fields.nsrsbh,
    address: fields.dz,
    phone: fields.dh,
    bank: fields.khyh,
    account: fields.yhzh,
    updated_at: now,
  };
}

export async function listInvoices(db: Kysely<Database>, employerId: string): Promise<InvoiceProfile[]> {
  const rows = await db
    .selectFrom('employer_invoices as i')
    .leftJoin('employer_invoice_defaults as d', 'd.employer_id', 'i.employer_id')
    .select(columns.map((column) => `i.${column}` as const))
    .select('d.invoice_id as defaultId')
    .where('i.employer_id', '=', employerId)
    .orderBy('i.created_at')
    .orderBy('i.id')
    .limit(INVOICE_PROFILES_MAX)
    .execute();
  const profiles = rows.map((row) => ({ id: row.id, ...fieldsOf(row), mr: row.id === row.defaultId }));
  return [...profiles.filter((profile) => profile.mr), ...profiles.filter((profile) => !profile.mr)];
}

export async function invoiceDetail(
  db: Kysely<Database>,
  employerId: string,
  id: string,
): Promise<InvoiceProfile> {
  const row = await db
    .selectFrom('employer_invoices as i')
    .leftJoin('employer_invoice_defaults as d', 'd.employer_id', 'i.employer_id')
    .select(columns.map((column) => `i.${column}` as const))
    .select('d.invoice_id as defaultId')
    .where('i.id', '=', id)
    .where('i.employer_id', '=', employerId)
    .executeTakeFirst();
  if (row === undefined) throw new ApiError(404, INVOICE_NOT_FOUND);
  return { id: row.id, ...fieldsOf(row), mr: row.id === row.defaultId };
}

/** Inserts a profile inside a transaction holding the employer's lock; refuses past the maximum. */
async function insertProfile(
  trx: Trx,
  now: number,
  employerId: string,
  fields: InvoiceFields,
  current: string | null,
): Promise<string> {
  const count = await trx
    .selectFrom('employer_invoices')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('employer_id', '=', employerId)
    .executeTakeFirstOrThrow();
  if (Number(count.count) >= INVOICE_PROFILES_MAX) throw new ApiError(400, INVOICE_PROFILES_FULL_MESSAGE);
  const id = newId();
  await trx
    .insertInto('employer_invoices')
    .values({ id, employer_id: employerId, created_at: now, ...valuesOf(fields, now) })
    .execute();
  await settleDefault(trx, employerId, current);
  return id;
}

/** Adds a profile (the first one becomes the default) or edits one of the employer's; answers its id. */
export async function saveInvoice(
  db: Kysely<Database>,
  now: number,
  employerId: string,
  input: InvoiceFields & { id?: string },
): Promise<string> {
  const fields = checked(input);
  return db.transaction().execute(async (trx) => {
    const current = await lockInvoices(trx, employerId);
    if (input.id !== undefined && input.id !== '') {
      const edited = await trx
        .updateTable('employer_invoices')
        .set(valuesOf(fields, now))
        .where('id', '=', input.id)
        .where('employer_id', '=', employerId)
        .executeTakeFirst();
      if (Number(edited.numUpdatedRows) !== 1) throw new ApiError(404, INVOICE_NOT_FOUND);
      return input.id;
    }
    return insertProfile(trx, now, employerId, fields, current);
  });
}

/** Removes one of the employer's profiles; removing the default makes the earliest left the default. */
export async function removeInvoice(db: Kysely<Database>, employerId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await lockInvoices(trx, employerId);
    const removed = await trx
      .deleteFrom('employer_invoices')
      .where('id', '=', id)
      .where('employer_id', '=', employerId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) !== 1) throw new ApiError(404, INVOICE_NOT_FOUND);
    await settleDefault(trx, employerId, current);
  });
}

/** Makes one of the employer's profiles its default. */
export async function setDefaultInvoice(db: Kysely<Database>, employerId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockInvoices(trx, employerId);
    const profile = await trx
      .selectFrom('employer_invoices')
      .select('id')
      .where('id', '=', id)
      .where('employer_id', '=', employerId)
      .executeTakeFirst();
    if (profile === undefined) throw new ApiError(404, INVOICE_NOT_FOUND);
    await trx
      .updateTable('employer_invoice_defaults')
      .set({ invoice_id: id })
      .where('employer_id', '=', employerId)
      .execute();
  });
}

export type ResolvedInvoice = { ok: true; snapshot: InvoiceSnapshot } | { ok: false; message: string };

const isText = (value: unknown): value is string => typeof value === 'string';

/** The typed-in details of a choice, when every field is text (the choice comes from a request body). */
function typedFields(value: unknown): InvoiceFields | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const keys = ['fplx', 'fptt', 'nsrsbh', 'dz', 'dh', 'khyh', 'yhzh'] as const;
  if (!keys.every((key) => record[key] === undefined || isText(record[key]))) return null;
  const text = (key: (typeof keys)[number]) => (isText(record[key]) ? record[key] : '');
  return {
    fplx: text('fplx') as InvoiceKind,
    fptt: text('fptt'),
    nsrsbh: text('nsrsbh'),
    dz: text('dz'),
    dh: text('dh'),
    khyh: text('khyh'),
    yhzh: text('yhzh'),
  };
}

/**
 * A paid booking's invoice, for talks and fairs to call inside their submit transaction (or with the
 * database, which then opens one): the choice is a saved profile of this employer ({ fpid }) or details
 * typed in ({ fpxx, bcwcy }: saved as a new profile too when bcwcy, unless an identical one exists).
 * Answers the snapshot to store with the booking, or the message to refuse it with; a refusal writes
 * nothing. A free booking does not call this: it stores INVOICE_NOT_NEEDED.
 */
export async function resolveInvoice(
  db: Kysely<Database>,
  employerId: string,
  choice: InvoiceChoice | null | undefined,
  now: number,
): Promise<ResolvedInvoice> {
  if (typeof choice !== 'object' || choice === null) return { ok: false, message: INVOICE_CHOICE_MISSING };
  if ('fpid' in choice) {
    if (!isText(choice.fpid) || choice.fpid === '') return { ok: false, message: INVOICE_CHOICE_MISSING };
    const row = await db
      .selectFrom('employer_invoices')
      .select(columns)
      .where('id', '=', choice.fpid)
      .where('employer_id', '=', employerId)
      .executeTakeFirst();
    if (row === undefined) return { ok: false, message: INVOICE_NOT_FOUND };
    // Checked again: a profile saved under older rules must still be invoiceable.
    const fields = validated(fieldsOf(row));
    return typeof fields === 'string' ? { ok: false, message: fields } : { ok: true, snapshot: fields };
  }
  const typed = typedFields((choice as { fpxx?: unknown }).fpxx);
  if (typed === null) return { ok: false, message: INVOICE_CHOICE_MISSING };
  const fields = validated(typed);
  if (typeof fields === 'string') return { ok: false, message: fields };
  if (choice.bcwcy !== true) return { ok: true, snapshot: fields };

  const save = async (trx: Trx): Promise<ResolvedInvoice> => {
    const current = await lockInvoices(trx, employerId);
    const same = await trx
      .selectFrom('employer_invoices')
      .select('id')
      .where('employer_id', '=', employerId)
      .where('kind', '=', fields.fplx)
      .where('title', '=', fields.fptt)
      .where('tax_number', '=', fields.nsrsbh)
      .where('address', '=', fields.dz)
      .where('phone', '=', fields.dh)
      .where('bank', '=', fields.khyh)
      .where('account', '=', fields.yhzh)
      .executeTakeFirst();
    if (same === undefined) await insertProfile(trx, now, employerId, fields, current);
    return { ok: true, snapshot: fields };
  };
  try {
    return db.isTransaction ? await save(db as Trx) : await db.transaction().execute(save);
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, message: error.message };
    throw error;
  }
}
