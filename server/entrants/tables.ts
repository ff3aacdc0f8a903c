// The people an employer reports as entering the campus for a talk or a fair booking.

export interface EntrantsTable {
  id: string;
  /** 'talk' or 'fair': whose list this row belongs to. */
  owner_kind: string;
  /** The talk's or the fair booking's id. */
  owner_id: string;
  /** The row's place in the list, from 0. */
  position: number;
  name: string;
  /** As given (trimmed, in capitals); answered masked. */
  id_card: string;
  mobile: string;
  /** '' when the person does not drive in. */
  plate: string;
}

export interface EntrantTables {
  entrants: EntrantsTable;
}
