import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import { StyledCallout, StyledCalloutBody, StyledCalloutTitle, type CalloutTone } from './Callout.styles';

export type CalloutProps = {
  tone: CalloutTone;
  title?: ReactNode;
  /** A message that arrives in answer to an action (a refusal): announced at once as an alert. */
  announce?: boolean;
  children?: ReactNode;
};

/**
 * A message about a whole page or form, with its tone's icon: what a state means, a reviewer's reason,
 * a refusal that names no field. Quiet unless `announce` makes it an alert.
 */
export function Callout({ tone, title, announce = false, children }: CalloutProps) {
  return (
    <StyledCallout data-ui="callout" $tone={tone} role={announce ? 'alert' : undefined}>
      <Icon name={tone} size="16px" />
      <StyledCalloutBody>
        {title !== undefined && <StyledCalloutTitle>{title}</StyledCalloutTitle>}
        {children}
      </StyledCalloutBody>
    </StyledCallout>
  );
}
