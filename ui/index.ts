export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { Link, type LinkProps } from './Link';
export { Icon, iconNames, type IconProps, type IconName } from './Icon';
export { Spinner, type SpinnerProps } from './Spinner';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { Empty, type EmptyProps } from './Empty';
export { Result, type ResultProps, type ResultStatus } from './Result';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
