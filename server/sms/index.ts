// What other capabilities may use of SMS codes.
export { devOutboxRoutes } from './devOutboxRoutes';
export { createLoggingSmsSender, SmsOutbox, type SmsSender } from './sender';
export { consumeCode, issueCode } from './verificationCodes';
