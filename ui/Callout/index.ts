export { Callout, type CalloutProps } from './Callout';
export type { CalloutTone } from './Callout.styles';
