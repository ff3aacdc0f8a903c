import { modal, type DialogOptions } from '../Modal';

/** Spec section 9: the survey dialogs are 450 px wide. */
export const SURVEY_DIALOG_WIDTH = 450;

/** The blocking notice shown before navigation when a required survey is unanswered (spec section 4). */
export const REQUIRED_SURVEY_DIALOG = {
  title: '提示',
  content: '您有问卷需要作答，回答完成后才能继续下一步操作。',
  okText: '知道了',
  dismissible: false,
  width: SURVEY_DIALOG_WIDTH,
} as const satisfies DialogOptions;

export const ANSWER_SURVEYS_TEXT = '去答卷';
export const SKIP_SURVEYS_TEXT = '暂不答卷';

export function optionalSurveysContent(count: number): string {
  return `您有${count}份问卷需要作答`;
}

/** Resolves when the person presses 知道了; nothing else closes the dialog. */
export async function askRequiredSurvey(): Promise<void> {
  await modal.warning(REQUIRED_SURVEY_DIALOG);
}

/** 'answer' for 去答卷; 'skip' for 暂不答卷 or for closing the dialog, which also lets navigation go on. */
export async function askOptionalSurveys(count: number): Promise<'answer' | 'skip'> {
  const answer = await modal.confirm({
    title: '提示',
    content: optionalSurveysContent(count),
    okText: ANSWER_SURVEYS_TEXT,
    cancelText: SKIP_SURVEYS_TEXT,
    width: SURVEY_DIALOG_WIDTH,
  });
  return answer ? 'answer' : 'skip';
}
