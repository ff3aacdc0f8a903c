import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '../../../ui/Icon';
import { color, fontSize, lineHeight, radius, space } from '../../../ui/theme';

const tones = {
  error: css`
    border-color: ${color.danger};
    background: ${color.dangerSubtle};
  `,
  info: css`
    border-color: ${color.info};
    background: ${color.infoSubtle};
  `,
  success: css`
    border-color: ${color.success};
    background: ${color.successSubtle};
  `,
};

export type AlertTone = keyof typeof tones;

const StyledFormAlert = styled.div<{ $tone: AlertTone }>`
  display: flex;
  gap: ${space(2)};
  align-items: flex-start;
  margin: 0 0 ${space(4)};
  padding: ${space(2)} ${space(3)};
  border: 1px solid;
  border-radius: ${radius.md};
  color: ${color.text};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.normal};
  ${({ $tone }) => tones[$tone]}

  & > svg {
    flex: none;
    margin-top: 3px;
  }
`;

const StyledAlertBody = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

const iconOf: Record<AlertTone, 'error' | 'info' | 'success'> = {
  error: 'error',
  info: 'info',
  success: 'success',
};

/**
 * A message about the whole form (a refusal that names no field, a network failure) or the page's
 * situation. Errors are announced at once (role alert); notices politely (role status).
 */
export function FormAlert({ tone = 'error', children }: { tone?: AlertTone; children: ReactNode }) {
  return (
    <StyledFormAlert data-ui="form-alert" $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon name={iconOf[tone]} size="16px" />
      <StyledAlertBody>{children}</StyledAlertBody>
    </StyledFormAlert>
  );
}
