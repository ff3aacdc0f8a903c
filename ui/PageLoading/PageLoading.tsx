import styled, { keyframes } from 'styled-components';
import { Spinner } from '../Spinner';
import { space } from '../theme';

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const StyledPageLoading = styled.div`
  /* A page ready within half a second shows no spinner at all: a flash of one reads as jank. */
  opacity: 0;
  animation: ${appear} 150ms ease-out 500ms forwards;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 50vh;
  padding: ${space(8)};
`;

export type PageLoadingProps = {
  /** What the spinner announces. */
  label?: string;
};

/** A whole page's placeholder while its code or first data load (a route's fallback). */
export function PageLoading({ label = '页面加载中' }: PageLoadingProps) {
  return (
    <StyledPageLoading data-ui="page-loading">
      <Spinner label={label} />
    </StyledPageLoading>
  );
}
