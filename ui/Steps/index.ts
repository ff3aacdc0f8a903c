export { Steps, type StepItem, type StepsProps } from './Steps';
export type { StepStatus } from './stepStatus';
