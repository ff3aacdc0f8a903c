import styled from 'styled-components';

export const StyledIcon = styled.svg<{ $size: string }>`
  flex: none;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  /* Sits on the text baseline like a glyph of the surrounding font. */
  vertical-align: -0.125em;
`;
