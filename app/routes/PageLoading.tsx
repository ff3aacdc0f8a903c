import styled from 'styled-components';
import { Spinner } from '../../ui/Spinner';
import { space } from '../../ui/theme';

const StyledPageLoading = styled.div`
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
