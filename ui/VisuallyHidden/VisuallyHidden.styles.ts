import styled from 'styled-components';

/** Clipped to one pixel: out of sight, still read by screen readers and part of accessible names. */
export const StyledVisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
