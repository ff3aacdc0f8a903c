export { CountBadge, StatusBadge, formatCount, type CountBadgeProps, type StatusBadgeProps } from './Badge';
export type { BadgeTone } from './Badge.styles';
