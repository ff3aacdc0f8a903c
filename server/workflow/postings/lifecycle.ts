import type { Kysely } from 'kysely';
import type { WordingFlag } from '../../../contract/recruitmentWording';
import {
  EDITABLE_POSTING_STATES,
  findTransition,
  postingWorkflow,
  REMOVABLE_POSTING_STATES,
  refusalMessage,
  STATE_CHANGED_MESSAGE,
  type PostingAction,
  type PostingState,
  type ReviewObjectType,
} from '../../../contract/workflow';
import { inTransaction } from '../../core/db/transactions';
import { ApiError, VALIDATION_FAILED_CODE } from '../../core/http/envelope';
import { newId } from '../../core/tokens';
import type { Database } from '../../schema';
import { siteRulesOf, type SiteRules } from '../../site';
import {
  performTransition,
  recordCreation,
  STATE_CHANGED_CODE,
  SYSTEM_ACTOR,
  type ActorRef,
  type ReviewedObject,
} from '../transitions';
import { assertNoProblem, assertWordingExplained } from './rules';

// What happens to a posting (a position, an announcement): created and edited by its employer, moved
// through postingWorkflow by the employer, the school and the system. The engine is the same for every
// kind; each kind hands in its rules, its content and the operations on its own table (PostingKind).
// Callers have already found the row within the actor's reach; every change here is conditional on the
// state that row was read in.

/** Whose postings an employer session acts on: its employer's, at its site. */
export type EmployerScope = { employerId: string; siteCode: string };

/** The columns every posting table has. Times are epoch milliseconds. */
export type PostingColumns = {
  id: string;
  employer_id: string;
  /** The school site it is posted at (xxdm). */
  site_code: string;
  /** The postingWorkflow state name (the wire code is derived when read). */
  state: PostingState;
  /** The employer's name as it was when last saved (lists search and show it). */
  employer_name: string;
  /** JSON array of the content check's WordingFlag of the saved content; flagged = 1 when any. */
  flags: string;
  flagged: number;
  /** The reason of the latest rejection, change request or take-down by the school ('' when none). */
  review_reason: string;
  created_at: number;
  updated_at: number;
  /** The latest submission (the school's queue is in its order); null until submitted. */
  submitted_at: number | null;
  published_at: number | null;
};

/** The lifecycle's own changes of a row (its state and times, the review's reason, the wording flags). */
export type PostingChanges = Partial<Omit<PostingColumns, 'id' | 'employer_id' | 'site_code' | 'created_at'>>;

/**
 * What one update of a row sets: the lifecycle's changes, with the row's whole content (a save, an edit)
 * or the kind's own submission columns (PostingKind.submissionColumns).
 */
export type PostingUpdate<Content, Own> = PostingChanges & (Content | Own | PostingChanges);

/**
 * What postings need of employer accounts. server/accounts itself uses the workflow (an employer's
 * registration is reviewed too), so it hands these in (its employerAccounts) through each kind.
 */
export type EmployerAccounts = {
  /** Refuses an employer its school has not passed (code EMPLOYER_NOT_PASSED_CODE). */
  assertPassed(db: Kysely<Database>, employerId: string, siteCode: string): Promise<void>;
  nameOf(db: Kysely<Database>, employerId: string): Promise<string>;
  /** The users to tell of the school's and the system's transitions. */
  usersOf(db: Kysely<Database>, employerId: string): Promise<readonly string[]>;
};

/** A kind of posting, as the lifecycle uses it. */
type PostingKind<
  Row extends PostingColumns & Content,
  Draft extends { nrsm: string },
  Content extends { flags: string; flagged: number },
  Own = PostingChanges,
> = {
  type: Exclude<ReviewObjectType, 'employer' | 'profileChange'>;
  /** Its name in messages: the position's name, the announcement's title. */
  nameOf(content: Content): string;
  accounts: EmployerAccounts;
  /** Whether the site passes a submission of this kind at once (its review mode). */
  reviewsAutomatically(rules: SiteRules): boolean;
  /** Its fields' labels, which refusals name. */
  fieldLabels: Readonly<Record<string, string>>;
  /** The form's rules (the contract's), applied to a draft: its problems by field. */
  problemsOf(
    db: Kysely<Database>,
    now: number,
    siteCode: string,
    draft: Draft,
    mode: { submitting: boolean },
  ): Promise<Readonly<Record<string, string>>>;
  /** The content check (三严禁) of the draft's texts. */
  wordingFlagsOf(draft: Draft): WordingFlag[];
  /** A checked draft's columns, with the content check's flags. */
  contentColumns(draft: Draft, flags: readonly WordingFlag[]): Content;
  /** The content as the employer wrote it (rules run on it again at submission). */
  draftOf(db: Kysely<Database>, row: Row): Promise<Draft>;
  /** Inserts a new row. */
  insert(db: Kysely<Database>, row: PostingColumns & Content): Promise<void>;
  /** Sets the columns where the row's id and state are still those it was read with; answers the rows changed. */
  update(db: Kysely<Database>, row: Row, set: PostingUpdate<Content, Own>): Promise<number>;
  /** Deletes the row, and what hangs on it, where its state is still the one read; answers the rows deleted. */
  delete(db: Kysely<Database>, row: Row): Promise<number>;
  /** Columns of the kind's own a submission sets besides the lifecycle's. */
  submissionColumns?(row: Row, content: Content, now: number): Own;
  /** Runs in a submission's (or an edit's) transaction once the row moved to pending. */
  submitted?(trx: Kysely<Database>, row: Row, content: Content, now: number, rules: SiteRules): Promise<void>;
};

/** What a save writes besides the row (an announcement's links and files), by the caller's hooks. */
type SaveParts = {
  /** Runs once the draft passed the rules, before anything is written. */
  check?: () => Promise<void>;
  /** Runs in the save's transaction once the row is written. */
  write?: (trx: Kysely<Database>, id: string) => Promise<void>;
};

type Move<Content, Own> = {
  action: PostingAction;
  actor: ActorRef;
  now: number;
  reason?: string;
  /** Columns the transition changes besides the state and the update time. */
  set?: PostingUpdate<Content, Own>;
  /** Runs in the transaction after the row changed. */
  then?: (trx: Kysely<Database>) => Promise<void>;
};

function stateChanged(): ApiError {
  return new ApiError(STATE_CHANGED_CODE, STATE_CHANGED_MESSAGE);
}

function refused(state: PostingState, action: PostingAction): ApiError {
  return new ApiError(VALIDATION_FAILED_CODE, refusalMessage(postingWorkflow, state, action));
}

/** The lifecycle of one kind of posting. */
export function postingLifecycle<
  Row extends PostingColumns & Content,
  Draft extends { nrsm: string },
  Content extends { flags: string; flagged: number },
  Own = PostingChanges,
>(kind: PostingKind<Row, Draft, Content, Own>) {
  const reviewedObject = (row: PostingColumns & Content): ReviewedObject => ({
    type: kind.type,
    id: row.id,
    name: kind.nameOf(row),
    siteCode: row.site_code,
    employerId: row.employer_id,
  });

  /** A draft's first problem, as code 400 naming its field. */
  async function assertValid(
    db: Kysely<Database>,
    now: number,
    siteCode: string,
    draft: Draft,
    mode: { submitting: boolean },
  ): Promise<void> {
    assertNoProblem(await kind.problemsOf(db, now, siteCode, draft, mode), kind.fieldLabels);
  }

  /** The refusal of an action the table does not allow the actor from the row's state. */
  function assertAllowed(row: Row, action: PostingAction, actor: ActorRef): void {
    if (findTransition(postingWorkflow, row.state, action, actor.kind) === undefined)
      throw refused(row.state, action);
  }

  /**
   * One transition of the row, from the state it was read in: performTransition checks the table and
   * the reason, records it, and tells the employer of the school's and the system's.
   */
  async function move(db: Kysely<Database>, row: Row, request: Move<Content, Own>): Promise<PostingState> {
    const { action, actor, now } = request;
    return performTransition(db, {
      table: postingWorkflow,
      object: reviewedObject(row),
      from: row.state,
      action,
      actor,
      now,
      ...(request.reason === undefined ? {} : { reason: request.reason }),
      apply: async (trx, to) => {
        const changed = await kind.update(trx, row, { ...request.set, state: to, updated_at: now });
        if (changed === 1 && request.then !== undefined) await request.then(trx);
        return changed;
      },
      recipients: (trx) => kind.accounts.usersOf(trx, row.employer_id),
    });
  }

  /** After a submission (or the edit of a published posting): a site that reviews automatically passes it. */
  async function passIfAutomatic(
    trx: Kysely<Database>,
    row: Row,
    now: number,
    automatic: boolean,
  ): Promise<PostingState> {
    if (!automatic) return 'pending';
    return move(
      trx,
      { ...row, state: 'pending' },
      { action: 'pass', actor: SYSTEM_ACTOR, now, set: { published_at: now, review_reason: '' } },
    );
  }

  /** Everything a submission needs checked first: the employer's standing, the fields, the wording. */
  async function checkedForReview(db: Kysely<Database>, now: number, scope: EmployerScope, draft: Draft) {
    await kind.accounts.assertPassed(db, scope.employerId, scope.siteCode);
    await assertValid(db, now, scope.siteCode, draft, { submitting: true });
    const flags = kind.wordingFlagsOf(draft);
    assertWordingExplained(draft.nrsm, flags, kind.fieldLabels);
    const [rules, employerName] = await Promise.all([
      siteRulesOf(db, scope.siteCode),
      kind.accounts.nameOf(db, scope.employerId),
    ]);
    return { content: kind.contentColumns(draft, flags), rules, employerName };
  }

  const contentOf = (draft: Draft) => kind.contentColumns(draft, kind.wordingFlagsOf(draft));

  /** A new draft of the employer at its site; its history starts with 创建 (and the note, when given). */
  async function insertDraft(
    db: Kysely<Database>,
    now: number,
    scope: EmployerScope,
    actor: ActorRef,
    draft: Draft,
    { note, write }: { note?: string; write?: SaveParts['write'] } = {},
  ): Promise<string> {
    const id = newId();
    const employerName = await kind.accounts.nameOf(db, scope.employerId);
    const row = {
      id,
      employer_id: scope.employerId,
      site_code: scope.siteCode,
      state: postingWorkflow.initial,
      employer_name: employerName,
      ...contentOf(draft),
      review_reason: '',
      created_at: now,
      updated_at: now,
      submitted_at: null,
      published_at: null,
    };
    await inTransaction(db, async (trx) => {
      await kind.insert(trx, row);
      await write?.(trx, id);
      await recordCreation(trx, {
        object: reviewedObject(row),
        initial: postingWorkflow.initial,
        actor,
        now,
        ...(note === undefined ? {} : { note }),
      });
    });
    return id;
  }

  return {
    /**
     * A save. Without an existing row: a new draft. A draft, rejected or changes-requested posting keeps
     * its state (a draft may be unfinished; every filled field must be valid). A published one is action
     * edit: complete, checked like a submission, and back to review (passed at once where the site
     * reviews automatically). Other states refuse. Answers the id and the state after saving.
     */
    async save(
      db: Kysely<Database>,
      now: number,
      scope: EmployerScope,
      actor: ActorRef,
      draft: Draft,
      existing: Row | null,
      parts: SaveParts = {},
    ): Promise<{ id: string; state: PostingState }> {
      if (existing === null) {
        await assertValid(db, now, scope.siteCode, draft, { submitting: false });
        await parts.check?.();
        const id = await insertDraft(db, now, scope, actor, draft, parts);
        return { id, state: postingWorkflow.initial };
      }
      if (!EDITABLE_POSTING_STATES.includes(existing.state)) throw refused(existing.state, 'edit');

      if (existing.state === 'published') {
        assertAllowed(existing, 'edit', actor);
        const { content, rules, employerName } = await checkedForReview(db, now, scope, draft);
        await parts.check?.();
        const state = await inTransaction(db, async (trx) => {
          await move(trx, existing, {
            action: 'edit',
            actor,
            now,
            set: { ...content, employer_name: employerName, submitted_at: now, review_reason: '' },
            then: async (inner) => {
              await kind.submitted?.(inner, existing, content, now, rules);
              await parts.write?.(inner, existing.id);
            },
          });
          return passIfAutomatic(trx, { ...existing, ...content }, now, kind.reviewsAutomatically(rules));
        });
        return { id: existing.id, state };
      }

      await assertValid(db, now, scope.siteCode, draft, { submitting: false });
      await parts.check?.();
      await inTransaction(db, async (trx) => {
        const changed = await kind.update(trx, existing, { ...contentOf(draft), updated_at: now });
        if (changed !== 1) throw stateChanged();
        await parts.write?.(trx, existing.id);
      });
      return { id: existing.id, state: existing.state };
    },

    /**
     * A submission: complete, with its wording explained, from a passed employer; passed at once where
     * the site reviews automatically. Answers the new state.
     */
    async submit(db: Kysely<Database>, now: number, actor: ActorRef, row: Row): Promise<PostingState> {
      assertAllowed(row, 'submit', actor);
      const scope = { employerId: row.employer_id, siteCode: row.site_code };
      const draft = await kind.draftOf(db, row);
      const { content, rules, employerName } = await checkedForReview(db, now, scope, draft);
      return inTransaction(db, async (trx) => {
        await move(trx, row, {
          action: 'submit',
          actor,
          now,
          set: {
            flags: content.flags,
            flagged: content.flagged,
            employer_name: employerName,
            submitted_at: now,
            review_reason: '',
            ...kind.submissionColumns?.(row, content, now),
          },
          then: async (inner) => kind.submitted?.(inner, row, content, now, rules),
        });
        return passIfAutomatic(trx, row, now, kind.reviewsAutomatically(rules));
      });
    },

    /** A pending posting back to draft, by its employer. */
    withdraw(db: Kysely<Database>, now: number, actor: ActorRef, row: Row): Promise<PostingState> {
      return move(db, row, { action: 'withdraw', actor, now });
    },

    /** The school's decision on a pending posting: pass, reject or request changes (reasons required). */
    review(
      db: Kysely<Database>,
      now: number,
      actor: ActorRef,
      row: Row,
      action: 'pass' | 'reject' | 'changes',
      reason: string | undefined,
    ): Promise<PostingState> {
      const kept = action === 'pass' ? '' : (reason ?? '').trim();
      return move(db, row, {
        action,
        actor,
        now,
        ...(reason === undefined ? {} : { reason }),
        set: action === 'pass' ? { published_at: now, review_reason: '' } : { review_reason: kept },
      });
    },

    /** A published posting taken offline: by its employer (reason optional) or the school (required). */
    takeOffline(
      db: Kysely<Database>,
      now: number,
      actor: ActorRef,
      row: Row,
      reason: string | undefined,
    ): Promise<PostingState> {
      return move(db, row, {
        action: 'offline',
        actor,
        now,
        ...(reason === undefined ? {} : { reason }),
        set: { review_reason: actor.kind === 'school' ? (reason ?? '').trim() : '' },
      });
    },

    /** The system expires a published or pending posting whose time has passed. */
    expire(db: Kysely<Database>, now: number, row: Row): Promise<PostingState> {
      return move(db, row, { action: 'expire', actor: SYSTEM_ACTOR, now });
    },

    /** Only a draft is deleted; its history stays. */
    async remove(db: Kysely<Database>, row: Row): Promise<void> {
      if (!REMOVABLE_POSTING_STATES.includes(row.state))
        throw new ApiError(
          VALIDATION_FAILED_CODE,
          `当前状态为“${postingWorkflow.states[row.state].label}”，不能删除`,
        );
      await inTransaction(db, async (trx) => {
        if ((await kind.delete(trx, row)) !== 1) throw stateChanged();
      });
    },

    /** A new draft of the row's employer with this content; its history notes where it came from. */
    copy(
      db: Kysely<Database>,
      now: number,
      actor: ActorRef,
      row: Row,
      draft: Draft,
      write?: SaveParts['write'],
    ): Promise<string> {
      const scope = { employerId: row.employer_id, siteCode: row.site_code };
      const note = `复制自“${kind.nameOf(row)}”`;
      return insertDraft(db, now, scope, actor, draft, { note, ...(write === undefined ? {} : { write }) });
    },
  };
}
