export type { ValidationResult, Validator } from './result';
export {
  ILLEGAL_INPUT_PATTERN,
  illegalInputMessage,
  stripIllegalInput,
  textLength,
  truncateText,
} from './text';
export type { StrippedInput } from './text';
export { checkIdCard, idCardMessage } from './idCard';
export { checkEmail, emailMessage } from './email';
export { checkLandline, checkMobile, checkMobileStrict, checkPhone, phoneMessage } from './phone';
export { basicMessage, checkDigits, checkNotBlank, checkPostalCode, checkRequired } from './basic';
export { checkPlate, plateMessage } from './plate';
export { checkCreditCode, creditCodeMessage } from './creditCode';
export {
  DEFAULT_PASSWORD_LEVEL,
  checkPassword,
  checkPasswordExtras,
  passwordExtrasMessage,
  passwordLevelFromConfig,
  passwordMessage,
} from './password';
export type { PasswordLevel } from './password';
export { checkIllegalChars, checkIllegalCharsNamed, illegalCharsMessage } from './illegalChars';
export {
  FEEDBACK_DESCRIPTION_LIMIT,
  checkFeedbackDescription,
  feedbackDescriptionTooLongMessage,
  requiredMessage,
} from './feedback';
