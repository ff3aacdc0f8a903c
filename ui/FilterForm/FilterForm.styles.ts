import styled from 'styled-components';
import { color, media, radius, space } from '../theme';

export const StyledFilterForm = styled.form<{ $fieldWidth: number }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space(3)} ${space(4)};
  padding: ${space(4)};
  border-radius: ${radius.lg};
  background: ${color.background};

  [data-ui='form-field'] {
    width: ${({ $fieldWidth }) => `${$fieldWidth}px`};
    margin: 0;
  }
  ${media.phone} {
    padding: ${space(3)};
    [data-ui='form-field'] {
      width: 100%;
    }
  }
`;

/** Controls without a label above (a checkbox, the buttons), lined up with the fields' inputs. */
export const FilterInline = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 32px;
`;
