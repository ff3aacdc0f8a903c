/** A questionnaire as the page shows it and the answer rules check it (English inside, pinyin at the edge). */

export type QuestionKind = 'single' | 'multiple' | 'text';

export interface SurveyOption {
  id: string;
  label: string;
}

export interface SurveyQuestion {
  id: string;
  kind: QuestionKind;
  title: string;
  required: boolean;
  /** Empty for text questions. */
  options: SurveyOption[];
}

export interface Questionnaire {
  id: string;
  title: string;
  intro: string;
  questions: SurveyQuestion[];
}

/** One question's answer: the chosen option ids (choice questions) or the text (text questions). */
export interface SurveyAnswer {
  questionId: string;
  optionIds: string[];
  text: string | null;
}

/** Limit of a text answer, by the ASCII-1 / other-2 measure. */
export const TEXT_ANSWER_LIMIT = 500;

/** The form field of a question; question ids are generated, so they are safe in a name attribute. */
export function answerFieldName(questionId: string): string {
  return `q_${questionId}`;
}
