import styled, { css } from 'styled-components';
import { color, fontSize, fontWeight, lineHeight, radius, space } from '../theme';

const tones = {
  error: css`
    border-color: ${color.danger};
    background: ${color.dangerSubtle};
  `,
  warning: css`
    border-color: ${color.warning};
    background: ${color.warningSubtle};
  `,
  info: css`
    border-color: ${color.info};
    background: ${color.infoSubtle};
  `,
};

export type CalloutTone = keyof typeof tones;

export const StyledCallout = styled.div<{ $tone: CalloutTone }>`
  display: flex;
  gap: ${space(2)};
  align-items: flex-start;
  padding: ${space(3)} ${space(4)};
  border: 1px solid;
  border-radius: ${radius.md};
  color: ${color.text};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.normal};
  overflow-wrap: anywhere;
  ${({ $tone }) => tones[$tone]}

  /* The 16px icon centred on the first line of text. */
  & > svg {
    flex: none;
    margin-top: 3px;
  }
`;

export const StyledCalloutBody = styled.div`
  display: grid;
  gap: ${space(1)};
  flex: 1 1 auto;
  min-width: 0;
`;

export const StyledCalloutTitle = styled.p`
  margin: 0;
  font-weight: ${fontWeight.bold};
`;
