import type { Insertable, Kysely } from 'kysely';
import type { SurveyFlags, SurveyInterception, SurveyRouteMap } from '../../contract/surveys';
import type { Database } from '../schema';
import type { SurveyAnswersTable, SurveyAudience, SurveyPlacement } from './tables';
import { newId, newToken, sha256Hex } from '../core/tokens';
import type { Questionnaire, SurveyAnswer } from './model';

/** Questionnaire data access: assignments, answered state, tickets and responses (SQLite and PostgreSQL). */

type Db = Kysely<Database>;

/** A questionnaire page address stays valid this long, and only until its first valid submission. */
export const SURVEY_TICKET_TTL_MS = 30 * 60 * 1000;

export interface Respondent {
  userId: string;
  /** The employer (dwid): answers count for the whole organisation at a site. */
  employerId: string;
  siteCode: string;
}

export async function loadQuestionnaire(db: Db, id: string): Promise<Questionnaire | null> {
  const head = await db
    .selectFrom('survey_questionnaires')
    .select(['id', 'title', 'intro'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (head === undefined) return null;
  const questions = await db
    .selectFrom('survey_questions')
    .select(['id', 'kind', 'title', 'required'])
    .where('questionnaire_id', '=', id)
    .orderBy('position')
    .execute();
  const options =
    questions.length === 0
      ? []
      : await db
          .selectFrom('survey_options')
          .select(['id', 'question_id', 'label'])
          .where(
            'question_id',
            'in',
            questions.map((question) => question.id),
          )
          .orderBy('position')
          .execute();
  return {
    ...head,
    questions: questions.map((question) => ({
      id: question.id,
      kind: question.kind,
      title: question.title,
      required: question.required === 1,
      options: options
        .filter((option) => option.question_id === question.id)
        .map((option) => ({ id: option.id, label: option.label })),
    })),
  };
}

async function answeredIds(db: Db, employerId: string, siteCode: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('survey_responses')
    .select('questionnaire_id')
    .where('employer_id', '=', employerId)
    .where('site_code', '=', siteCode)
    .execute();
  return new Set(rows.map((row) => row.questionnaire_id));
}

function assignments(db: Db, siteCode: string, audience: SurveyAudience, placements: SurveyPlacement[]) {
  return db
    .selectFrom('survey_assignments')
    .select(['questionnaire_id', 'placement', 'route_name', 'route_path', 'required'])
    .where('site_code', '=', siteCode)
    .where('audience', '=', audience)
    .where('placement', 'in', placements)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** wjqbf / wjhbf: '1' when every before- (after-) survey of the site is answered, or there is none. */
export async function surveyFlags(db: Db, employerId: string, siteCode: string): Promise<SurveyFlags> {
  const [stages, answered] = await Promise.all([
    assignments(db, siteCode, 'employer', ['before', 'after']),
    answeredIds(db, employerId, siteCode),
  ]);
  const done = (placement: SurveyPlacement) =>
    stages.every((stage) => stage.placement !== placement || answered.has(stage.questionnaire_id))
      ? '1'
      : '0';
  return { wjqbf: done('before'), wjhbf: done('after') };
}

/** The first before-survey left to answer, else the first after-survey; null when all are done. */
export async function pendingStageQuestionnaire(db: Db, employerId: string, siteCode: string) {
  const [stages, answered] = await Promise.all([
    assignments(db, siteCode, 'employer', ['before', 'after']),
    answeredIds(db, employerId, siteCode),
  ]);
  const pending = (placement: SurveyPlacement) =>
    stages.find((stage) => stage.placement === placement && !answered.has(stage.questionnaire_id));
  return (pending('before') ?? pending('after'))?.questionnaire_id ?? null;
}

/** Route name -> questionnaire the guard must open first, without those the employer has answered. */
export async function routeMap(db: Db, employerId: string, siteCode: string): Promise<SurveyRouteMap> {
  const [routes, answered] = await Promise.all([
    assignments(db, siteCode, 'employer', ['redirect']),
    answeredIds(db, employerId, siteCode),
  ]);
  const map: SurveyRouteMap = {};
  for (const route of routes) {
    if (route.route_name !== null && !answered.has(route.questionnaire_id) && !(route.route_name in map))
      map[route.route_name] = route.questionnaire_id;
  }
  return map;
}

/** The unanswered questionnaires the interception asks for at a router path. */
export async function interception(
  db: Db,
  employerId: string,
  siteCode: string,
  path: string,
): Promise<SurveyInterception> {
  const [prompts, answered] = await Promise.all([
    assignments(db, siteCode, 'employer', ['prompt']),
    answeredIds(db, employerId, siteCode),
  ]);
  const result: SurveyInterception = { required: [], unrequired: [] };
  for (const prompt of prompts) {
    if (prompt.route_path !== path || answered.has(prompt.questionnaire_id)) continue;
    const list = prompt.required === 1 ? result.required : result.unrequired;
    if (!list.includes(prompt.questionnaire_id)) list.push(prompt.questionnaire_id);
  }
  return result;
}

/** The questionnaire a student must answer at a router path, or ''. */
export async function studentQuestionnaireAt(db: Db, siteCode: string, path: string): Promise<string> {
  const routes = await assignments(db, siteCode, 'student', ['redirect']);
  return routes.find((route) => route.route_path === path)?.questionnaire_id ?? '';
}

/** Whether the questionnaire is in use for employers at the site (any placement). */
export async function isAssignedToEmployers(
  db: Db,
  questionnaireId: string,
  siteCode: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('survey_assignments')
    .select('id')
    .where('questionnaire_id', '=', questionnaireId)
    .where('site_code', '=', siteCode)
    .where('audience', '=', 'employer')
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasAnswered(db: Db, respondent: Respondent, questionnaireId: string): Promise<boolean> {
  const answered = await answeredIds(db, respondent.employerId, respondent.siteCode);
  return answered.has(questionnaireId);
}

export async function isSurveySwitchOn(db: Db, siteCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('survey_switches')
    .select('enabled')
    .where('site_code', '=', siteCode)
    .executeTakeFirst();
  return row?.enabled === 1;
}

export async function mintTicket(
  db: Db,
  now: number,
  respondent: Respondent,
  questionnaireId: string,
  returnPath: string,
): Promise<string> {
  const ticket = newToken();
  await db
    .insertInto('survey_tickets')
    .values({
      id: newId(),
      ticket_hash: sha256Hex(ticket),
      user_id: respondent.userId,
      employer_id: respondent.employerId,
      site_code: respondent.siteCode,
      questionnaire_id: questionnaireId,
      return_path: returnPath,
      created_at: now,
      expires_at: now + SURVEY_TICKET_TTL_MS,
      used_at: null,
    })
    .execute();
  return ticket;
}

export interface LiveTicket {
  respondent: Respondent;
  questionnaireId: string;
  returnPath: string;
}

const TICKET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface UnusedTicket extends LiveTicket {
  expired: boolean;
}

/** The binding of a ticket not spent yet, expired or not; null for an unknown or spent one. */
export async function findUnusedTicket(db: Db, now: number, ticket: unknown): Promise<UnusedTicket | null> {
  if (typeof ticket !== 'string' || !TICKET_PATTERN.test(ticket)) return null;
  const row = await db
    .selectFrom('survey_tickets')
    .select(['user_id', 'employer_id', 'site_code', 'questionnaire_id', 'return_path', 'expires_at'])
    .where('ticket_hash', '=', sha256Hex(ticket))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (row === undefined) return null;
  return {
    respondent: { userId: row.user_id, employerId: row.employer_id, siteCode: row.site_code },
    questionnaireId: row.questionnaire_id,
    returnPath: row.return_path,
    expired: Number(row.expires_at) <= now,
  };
}

/** The ticket's binding while it is unused and unexpired; null otherwise. */
export async function findLiveTicket(db: Db, now: number, ticket: unknown): Promise<LiveTicket | null> {
  const unused = await findUnusedTicket(db, now, ticket);
  return unused === null || unused.expired ? null : unused;
}

export function isSameRespondent(a: Respondent, b: Respondent): boolean {
  return a.userId === b.userId && a.employerId === b.employerId && a.siteCode === b.siteCode;
}

/**
 * Spends the ticket and stores the answers, all or nothing. False when the ticket was spent or expired
 * in the meantime (a second tab, a double click); `acceptExpired` when the respondent was proven
 * otherwise. An employer that has answered already keeps its first response; the ticket is spent all
 * the same.
 */
export async function submitResponse(
  db: Db,
  now: number,
  ticket: string,
  live: LiveTicket,
  answers: SurveyAnswer[],
  { acceptExpired = false }: { acceptExpired?: boolean } = {},
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('survey_tickets')
      .set({ used_at: now })
      .where('ticket_hash', '=', sha256Hex(ticket))
      .where('used_at', 'is', null)
      .$if(!acceptExpired, (query) => query.where('expires_at', '>', now))
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return false;

    const responseId = newId();
    const inserted = await trx
      .insertInto('survey_responses')
      .values({
        id: responseId,
        questionnaire_id: live.questionnaireId,
        employer_id: live.respondent.employerId,
        site_code: live.respondent.siteCode,
        user_id: live.respondent.userId,
        submitted_at: now,
      })
      .onConflict((conflict) =>
        conflict.columns(['employer_id', 'site_code', 'questionnaire_id']).doNothing(),
      )
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return true;

    const rows: Insertable<SurveyAnswersTable>[] = answers.flatMap((answer) =>
      (answer.text !== null ? [null] : answer.optionIds).map((optionId) => ({
        id: newId(),
        response_id: responseId,
        question_id: answer.questionId,
        option_id: optionId,
        text: answer.text,
      })),
    );
    if (rows.length > 0) await trx.insertInto('survey_answers').values(rows).execute();
    return true;
  });
}
