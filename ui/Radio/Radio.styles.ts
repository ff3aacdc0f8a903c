import styled from 'styled-components';
import { StyledChoiceInput, markBase } from '../Checkbox/choice.styles';
import { color, radius } from '../theme';

export const StyledRadioMark = styled.span<{ $invalid: boolean }>`
  ${markBase}
  position: relative;
  border-radius: ${radius.round};

  ${StyledChoiceInput}:checked + & {
    border-color: ${color.primary};
  }

  ${StyledChoiceInput}:checked + &::after {
    position: absolute;
    inset: 22%;
    background: ${color.primary};
    border-radius: ${radius.round};
    content: '';
  }

  ${StyledChoiceInput}:disabled:checked + &::after {
    background: ${color.textDisabled};
  }
`;
