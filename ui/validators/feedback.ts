import { checkRequired } from './basic';
import type { ValidationResult } from './result';
import { illegalInputMessage, stripIllegalInput, textLength } from './text';

/** Feedback form limit (spec §9), measured by textLength. */
export const FEEDBACK_DESCRIPTION_LIMIT = 200;

export const requiredMessage = {
  feedbackDescriptionDesktop: '请输入问题描述',
  feedbackDescriptionPhone: '请填写问题描述',
} as const;

export const feedbackDescriptionTooLongMessage = `问题描述不能超过${FEEDBACK_DESCRIPTION_LIMIT}个字符（中文算两个）`;

const requiredOnDesktop = checkRequired(requiredMessage.feedbackDescriptionDesktop);
const requiredOnPhone = checkRequired(requiredMessage.feedbackDescriptionPhone);

/**
 * The problem description as submitted (the form trims, strips illegal input and cuts at the limit while
 * typing, so on a well-behaved client only the required rule can fail; the server runs all three).
 */
export function checkFeedbackDescription(
  value: string,
  variant: 'desktop' | 'phone' = 'desktop',
): ValidationResult {
  const description = value.trim();
  const required = (variant === 'phone' ? requiredOnPhone : requiredOnDesktop)(description);
  if (required !== null) return required;
  const { removed } = stripIllegalInput(description);
  if (removed !== '') return illegalInputMessage(removed);
  return textLength(description) > FEEDBACK_DESCRIPTION_LIMIT ? feedbackDescriptionTooLongMessage : null;
}
