import { useId, type ReactNode } from 'react';
import { Skeleton } from '../Skeleton';
import {
  StyledCard,
  StyledCardActions,
  StyledCardBody,
  StyledCardExtra,
  StyledCardHeader,
  StyledCardTitle,
} from './Card.styles';

export type CardProps = {
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline; 2 unless given. */
  headingLevel?: 2 | 3 | 4;
  /** Top-right controls: a 更多 link, a filter, a Dropdown. */
  extra?: ReactNode;
  /** Buttons along the foot of the card, one cell each. */
  actions?: readonly ReactNode[];
  /** Placeholder rows instead of the content, with an announced busy state. */
  loading?: boolean;
  bordered?: boolean;
  variant?: 'desktop' | 'phone';
  children?: ReactNode;
  className?: string;
};

/** A titled panel grouping related content; a region named by its title. */
export function Card({
  title,
  headingLevel = 2,
  extra,
  actions,
  loading = false,
  bordered = false,
  variant = 'desktop',
  children,
  className,
}: CardProps) {
  const titleId = useId();
  const hasHeader = title !== undefined || extra !== undefined;
  return (
    <StyledCard
      data-ui="card"
      aria-labelledby={title !== undefined ? titleId : undefined}
      aria-busy={loading || undefined}
      $bordered={bordered}
      className={className}
    >
      {hasHeader && (
        <StyledCardHeader $variant={variant}>
          {title !== undefined && (
            <StyledCardTitle as={`h${headingLevel}`} id={titleId}>
              {title}
            </StyledCardTitle>
          )}
          {extra !== undefined && <StyledCardExtra>{extra}</StyledCardExtra>}
        </StyledCardHeader>
      )}
      <StyledCardBody $variant={variant}>
        <Skeleton loading={loading} rows={3}>
          {children}
        </Skeleton>
      </StyledCardBody>
      {actions && actions.length > 0 && (
        <StyledCardActions>
          {actions.map((action, index) => (
            <li key={index}>{action}</li>
          ))}
        </StyledCardActions>
      )}
    </StyledCard>
  );
}
