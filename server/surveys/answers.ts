import { illegalInputMessage, stripIllegalInput, textLength } from '../../ui/validators';
import { TEXT_ANSWER_LIMIT, answerFieldName, type Questionnaire, type SurveyAnswer } from './model';

/** A submitted form as @fastify/formbody parses it: repeated names become arrays. */
export type SubmittedForm = Record<string, unknown>;

/** What the person entered, kept to refill the form after an error. */
export type FormValues = Record<string, string[]>;

export type AnswerCheck =
  { ok: true; answers: SurveyAnswer[] } | { ok: false; errors: Record<string, string>; values: FormValues };

export const REQUIRED_CHOICE_MESSAGE = '请选择此题的答案';
export const REQUIRED_TEXT_MESSAGE = '请填写此题的答案';
export const INVALID_OPTION_MESSAGE = '所选答案无效，请重新选择';
export const SINGLE_CHOICE_MESSAGE = '此题只能选择一个答案';

function fieldValues(form: SubmittedForm, name: string): string[] {
  const raw = form[name];
  const list = Array.isArray(raw) ? (raw as unknown[]) : raw === undefined ? [] : [raw];
  return list.filter((value): value is string => typeof value === 'string');
}

/**
 * Checks a submitted questionnaire form: required questions answered, choices among the question's own
 * options (one for single choice), text within the limit and free of illegal characters. There is no
 * script on the page, so the server is the only place these rules run.
 */
export function checkAnswers(questionnaire: Questionnaire, form: SubmittedForm): AnswerCheck {
  const errors: Record<string, string> = {};
  const values: FormValues = {};
  const answers: SurveyAnswer[] = [];

  for (const question of questionnaire.questions) {
    const submitted = fieldValues(form, answerFieldName(question.id));
    values[question.id] = submitted;

    if (question.kind === 'text') {
      const text = (submitted[0] ?? '').trim();
      const { removed } = stripIllegalInput(text);
      if (submitted.length > 1) errors[question.id] = INVALID_OPTION_MESSAGE;
      else if (text === '' && question.required) errors[question.id] = REQUIRED_TEXT_MESSAGE;
      else if (removed !== '') errors[question.id] = illegalInputMessage(removed);
      else if (textLength(text) > TEXT_ANSWER_LIMIT)
        errors[question.id] = `不能超过${TEXT_ANSWER_LIMIT}个字符（中文算两个字符）`;
      else if (text !== '') answers.push({ questionId: question.id, optionIds: [], text });
      continue;
    }

    const chosen = [...new Set(submitted.filter((value) => value !== ''))];
    const known = new Set(question.options.map((option) => option.id));
    if (chosen.some((id) => !known.has(id))) errors[question.id] = INVALID_OPTION_MESSAGE;
    else if (question.kind === 'single' && chosen.length > 1) errors[question.id] = SINGLE_CHOICE_MESSAGE;
    else if (chosen.length === 0 && question.required) errors[question.id] = REQUIRED_CHOICE_MESSAGE;
    else if (chosen.length > 0) answers.push({ questionId: question.id, optionIds: chosen, text: null });
  }

  return Object.keys(errors).length > 0 ? { ok: false, errors, values } : { ok: true, answers };
}
