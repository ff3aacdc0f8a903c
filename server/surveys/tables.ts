import type { QuestionKind } from './model';

/** Questionnaires and their questions; flags are 0/1 integers, times epoch milliseconds. */
export interface SurveyQuestionnairesTable {
  id: string;
  title: string;
  intro: string;
  created_at: number;
}

export interface SurveyQuestionsTable {
  id: string;
  questionnaire_id: string;
  position: number;
  kind: QuestionKind;
  title: string;
  required: number;
}

export interface SurveyOptionsTable {
  id: string;
  question_id: string;
  position: number;
  label: string;
}

/**
 * Where a questionnaire applies at a school site:
 * - before / after: the employer's before- and after-survey (flags wjqbf / wjhbf);
 * - redirect: the guard opens it before the route (getWjidByPath map);
 * - prompt: the survey interception asks for it at the route, `required` or optional.
 * Student assignments use `redirect` with route_path only (/stu/wjdc/getWjidByPath).
 */
export type SurveyPlacement = 'before' | 'after' | 'redirect' | 'prompt';
export type SurveyAudience = 'employer' | 'student';

export interface SurveyAssignmentsTable {
  id: string;
  site_code: string;
  questionnaire_id: string;
  audience: SurveyAudience;
  placement: SurveyPlacement;
  route_name: string | null;
  /** A router path without the /dwpage base, e.g. '/zpxx/fbzpzw'. */
  route_path: string | null;
  required: number;
  position: number;
}

/** One employer's answers to one questionnaire at one site: answered once, by one of its users. */
export interface SurveyResponsesTable {
  id: string;
  questionnaire_id: string;
  employer_id: string;
  site_code: string;
  user_id: string;
  submitted_at: number;
}

/** One row per chosen option, or one row holding a text answer. */
export interface SurveyAnswersTable {
  id: string;
  response_id: string;
  question_id: string;
  option_id: string | null;
  text: string | null;
}

/** The single-use, short-lived ticket in a questionnaire page address; only its hash is stored. */
export interface SurveyTicketsTable {
  id: string;
  ticket_hash: string;
  user_id: string;
  employer_id: string;
  site_code: string;
  questionnaire_id: string;
  return_path: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** The questionnaire switch (hqwjkg) of a school site. */
export interface SurveySwitchesTable {
  site_code: string;
  enabled: number;
}

export interface SurveyTables {
  survey_questionnaires: SurveyQuestionnairesTable;
  survey_questions: SurveyQuestionsTable;
  survey_options: SurveyOptionsTable;
  survey_assignments: SurveyAssignmentsTable;
  survey_responses: SurveyResponsesTable;
  survey_answers: SurveyAnswersTable;
  survey_tickets: SurveyTicketsTable;
  survey_switches: SurveySwitchesTable;
}
