import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  StyledSkeleton,
  StyledSkeletonAvatar,
  StyledSkeletonBody,
  StyledSkeletonRow,
  StyledSkeletonTitle,
} from './Skeleton.styles';

export type SkeletonProps = {
  /** While true the placeholder shows; once false, the children do. */
  loading?: boolean;
  /** Paragraph rows under the title; the last one is shorter, like the end of a paragraph. */
  rows?: number;
  /** A round placeholder for a portrait or logo. */
  avatar?: boolean;
  /** A heading bar above the rows. */
  title?: boolean;
  /** What is loading, read by screen readers; '加载中' unless given. */
  label?: string;
  children?: ReactNode;
  className?: string;
};

/** A grey outline of content that is on its way; a busy status region for assistive technology. */
export function Skeleton({
  loading = true,
  rows = 3,
  avatar = false,
  title = true,
  label = '加载中',
  children,
  className,
}: SkeletonProps) {
  if (!loading) return <>{children}</>;
  return (
    <StyledSkeleton data-ui="skeleton" role="status" aria-busy="true" className={className}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {avatar ? <StyledSkeletonAvatar aria-hidden="true" /> : null}
      <StyledSkeletonBody aria-hidden="true">
        {title ? <StyledSkeletonTitle /> : null}
        {Array.from({ length: rows }, (_, index) => (
          <StyledSkeletonRow key={index} $width={index === rows - 1 && rows > 1 ? '61%' : '100%'} />
        ))}
      </StyledSkeletonBody>
    </StyledSkeleton>
  );
}
