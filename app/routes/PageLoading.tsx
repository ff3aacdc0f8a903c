import styled, { keyframes } from 'styled-components';
import { Spinner } from '../../ui/Spinner';
import { space } from '../../ui/theme';

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const StyledPageLoading = styled.div`
  /* A page that is ready within half a second shows no spinner at all: a flash of one reads as jank. */
  opacity: 0;
  animation: ${appear} 150ms ease-out 500ms forwards;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 50vh;
  padding: ${space(8)};
`;

/** Shown while the first page's guard and chunk load. */
export function PageLoading() {
  return (
    <StyledPageLoading data-ui="page-loading">
      <Spinner label="页面加载中" />
    </StyledPageLoading>
  );
}
