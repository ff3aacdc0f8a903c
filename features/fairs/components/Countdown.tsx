import styled from 'styled-components';
import { color, fontWeight } from '../../../ui/theme';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { countdownText, countdownWords } from '../fairTiming';

const StyledDigits = styled.span`
  color: ${color.primaryText};
  font-weight: ${fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;

/**
 * "距开始预定 01:02:05": the digits for the eye; screen readers get the words once ("1小时2分5秒"), not
 * every second (no live region: the page announces the state change instead).
 */
export function Countdown({ label, msLeft }: { label: string; msLeft: number }) {
  return (
    <span data-testid="countdown">
      {label} <StyledDigits aria-hidden="true">{countdownText(msLeft)}</StyledDigits>
      <VisuallyHidden>{countdownWords(msLeft)}</VisuallyHidden>
    </span>
  );
}
