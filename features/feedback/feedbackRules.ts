import { FEEDBACK_CONTACT_LIMIT } from '../../contract/feedback';
import {
  checkFeedbackDescription,
  illegalInputMessage,
  stripIllegalInput,
  textLength,
} from '../../ui/validators';

export const contactTooLongMessage = `联系方式不能超过${FEEDBACK_CONTACT_LIMIT}个字符（中文算两个）`;

/** The optional contact: anything or nothing, but free of illegal input and within the limit. */
export function checkFeedbackContact(value: string): string | null {
  const contact = value.trim();
  const { removed } = stripIllegalInput(contact);
  if (removed !== '') return illegalInputMessage(removed);
  return textLength(contact) > FEEDBACK_CONTACT_LIMIT ? contactTooLongMessage : null;
}

/** The description rule in the words of the device: 请输入问题描述 on desktop, 请填写问题描述 on phones. */
export function descriptionRule(variant: 'desktop' | 'phone') {
  return (value: string) => checkFeedbackDescription(value, variant);
}
