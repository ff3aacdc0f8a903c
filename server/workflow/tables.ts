import type { Actor, ReviewObjectType } from '../../contract/workflow';

/**
 * The audit trail: one row per transition of any reviewed object (and one for its creation), never
 * changed or deleted. States are the transition table's state names; the wire codes are derived when
 * read. Times are epoch milliseconds.
 */
export interface ReviewHistoryTable {
  id: string;
  object_type: ReviewObjectType;
  object_id: string;
  /** The school site whose review it is (the school reads its site's history). */
  site_code: string;
  /** The employer the object belongs to (an employer reads its own objects' history). */
  employer_id: string;
  action: string;
  /** null for the creation. */
  from_state: string | null;
  to_state: string;
  actor_kind: Actor;
  /** The employer user's or staff member's id; null for the system. */
  actor_id: string | null;
  /** Who acted, as shown: a person's name or account, 系统. */
  actor_name: string;
  /** '' when none. */
  reason: string;
  created_at: number;
}

export interface WorkflowTables {
  review_history: ReviewHistoryTable;
}
