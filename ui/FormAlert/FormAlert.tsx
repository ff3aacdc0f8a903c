import type { ReactNode } from 'react';
import styled from 'styled-components';
import { StyledCallout } from '../Callout/Callout.styles';
import type { CalloutTone } from '../Callout';
import { Icon } from '../Icon';
import { space } from '../theme';

/** A Callout a little tighter, spaced from the fields below it. */
const StyledFormAlert = styled(StyledCallout)`
  margin: 0 0 ${space(4)};
  padding: ${space(2)} ${space(3)};
`;

const StyledFormAlertBody = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

export type FormAlertProps = {
  /** error unless given. */
  tone?: CalloutTone;
  children: ReactNode;
  className?: string;
};

/**
 * A message that arrives about a whole form or page: a refusal naming no field, a failed load, a
 * change of situation. Errors are announced at once (role alert), the others politely (role status).
 */
export function FormAlert({ tone = 'error', children, className }: FormAlertProps) {
  return (
    <StyledFormAlert
      data-ui="form-alert"
      $tone={tone}
      role={tone === 'error' ? 'alert' : 'status'}
      className={className}
    >
      <Icon name={tone} size="16px" />
      <StyledFormAlertBody>{children}</StyledFormAlertBody>
    </StyledFormAlert>
  );
}
