import type { Kysely } from 'kysely';
import type { PositionDetail } from '../../contract/positions';
import { postingWorkflow, type ReviewHistoryEntry } from '../../contract/workflow';
import type { Database } from '../schema';
import { historyOf } from '../workflow';
import { flagsOf, positionOf, type PositionRow } from './model';

/** A position's history, oldest first (the caller has checked the reader may see it). */
export function historyOfPosition(db: Kysely<Database>, row: PositionRow): Promise<ReviewHistoryEntry[]> {
  return historyOf(db, postingWorkflow, 'position', row.id, row.site_code);
}

/** The position with its content check's flags and its history. */
export async function detailOf(db: Kysely<Database>, row: PositionRow): Promise<PositionDetail> {
  return { ...positionOf(row), flags: flagsOf(row), history: await historyOfPosition(db, row) };
}
