import styled from 'styled-components';
import { color, radius } from '../theme';
import { StyledChoiceInput, markBase } from './choice.styles';

export const StyledCheckboxMark = styled.span<{ $invalid: boolean }>`
  ${markBase}
  position: relative;
  border-radius: ${radius.sm};

  ${StyledChoiceInput}:checked + &,
  ${StyledChoiceInput}:indeterminate + & {
    background: ${color.primary};
    border-color: ${color.primary};
  }

  ${StyledChoiceInput}:checked:not(:indeterminate) + &::after {
    position: absolute;
    top: 12%;
    left: 32%;
    width: 30%;
    height: 55%;
    border: solid ${color.onPrimary};
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
    content: '';
  }

  ${StyledChoiceInput}:indeterminate + &::after {
    position: absolute;
    top: calc(50% - 1px);
    left: 20%;
    width: 60%;
    height: 2px;
    background: ${color.onPrimary};
    content: '';
  }

  ${StyledChoiceInput}:disabled:checked + &,
  ${StyledChoiceInput}:disabled:indeterminate + & {
    background: ${color.textDisabled};
    border-color: ${color.textDisabled};
  }
`;
