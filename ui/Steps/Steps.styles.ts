import styled, { css } from 'styled-components';
import { color, fontSize, fontWeight, lineHeight, space } from '../theme';
import type { StepStatus } from './stepStatus';

type Direction = 'horizontal' | 'vertical';

export const StyledSteps = styled.ol<{ $direction: Direction }>`
  display: flex;
  flex-direction: ${({ $direction }) => ($direction === 'vertical' ? 'column' : 'row')};
  margin: 0;
  padding: 0;
  list-style: none;
  gap: ${({ $direction }) => ($direction === 'vertical' ? 0 : space(4))};
`;

const iconColors: Record<StepStatus, { background: string; border: string; text: string }> = {
  wait: { background: color.background, border: color.borderStrong, text: color.textSecondary },
  process: { background: color.primary, border: color.primary, text: color.onPrimary },
  finish: { background: color.background, border: color.primaryText, text: color.primaryText },
  error: { background: color.background, border: color.danger, text: color.danger },
};

export const StyledStep = styled.li<{ $direction: Direction; $status: StepStatus; $last: boolean }>`
  position: relative;
  display: flex;
  flex: ${({ $last, $direction }) => ($last || $direction === 'vertical' ? '0 0 auto' : '1 1 0')};
  gap: ${space(3)};
  min-width: 0;
  ${({ $direction, $last }) =>
    $direction === 'vertical'
      ? css`
          padding-bottom: ${$last ? 0 : space(6)};
        `
      : css`
          align-items: flex-start;
        `}
`;

export const StyledStepIcon = styled.span<{ $status: StepStatus }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 1px solid ${({ $status }) => iconColors[$status].border};
  border-radius: 50%;
  background: ${({ $status }) => iconColors[$status].background};
  color: ${({ $status }) => iconColors[$status].text};
  font-size: ${fontSize.lg};
  font-variant-numeric: tabular-nums;
`;

/** Puts the title's first line level with the middle of the 32 px icon. */
export const StyledStepBody = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  flex-direction: column;
  padding-top: 4px;
`;

export const StyledStepTitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  min-height: 24px;
`;

export const StyledStepTitle = styled.span<{ $status: StepStatus }>`
  flex: none;
  max-width: 100%;
  font-size: ${fontSize.lg};
  line-height: ${lineHeight.tight};
  font-weight: ${({ $status }) => ($status === 'process' ? fontWeight.bold : fontWeight.normal)};
  color: ${({ $status }) =>
    $status === 'error' ? color.danger : $status === 'wait' ? color.textSecondary : color.text};
`;

/** The line to the next step: beside the title across, below the icon down. */
export const StyledStepConnector = styled.span<{ $direction: Direction; $done: boolean }>`
  background: ${({ $done }) => ($done ? color.primary : color.border)};
  ${({ $direction }) =>
    $direction === 'horizontal'
      ? css`
          flex: 1 1 auto;
          height: 1px;
          min-width: ${space(4)};
        `
      : css`
          position: absolute;
          left: 16px;
          top: 36px;
          bottom: 4px;
          width: 1px;
        `}
`;

export const StyledStepDescription = styled.span`
  margin-top: ${space(1)};
  font-size: ${fontSize.md};
  color: ${color.textSecondary};
`;
