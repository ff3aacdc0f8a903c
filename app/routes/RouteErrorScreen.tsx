import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { color, controlHeight, fontSize, fontWeight, radius, space } from '../../ui/theme';
import { REJECTED_STATUS } from '../guard/guardMiddleware';

// Plain elements only: this screen also shows when chunks cannot load, so it must not need one.
const StyledErrorPage = styled.main`
  max-width: 560px;
  margin: 0 auto;
  padding: ${space(16)} ${space(4)};
  text-align: center;
`;

const StyledTitle = styled.h1`
  margin: 0 0 ${space(3)};
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
  color: ${color.text};
`;

const StyledText = styled.p`
  margin: 0 0 ${space(6)};
  color: ${color.textSecondary};
`;

const StyledReload = styled.button`
  height: ${controlHeight.md};
  padding: 0 ${space(4)};
  border: none;
  border-radius: ${radius.md};
  background: ${color.primary};
  color: ${color.onPrimary};
  cursor: pointer;
  &:hover {
    background: ${color.primaryHover};
  }
`;

/** What a failed route shows: a rejected first navigation, or a screen that could not load or crashed. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const rejected = isRouteErrorResponse(error) && error.status === REJECTED_STATUS;
  return (
    <StyledErrorPage data-ui="route-error">
      <StyledTitle>{rejected ? '暂时无法打开该页面' : '页面加载失败'}</StyledTitle>
      <StyledText>
        {rejected
          ? '您有问卷需要作答，回答完成后才能继续下一步操作。'
          : '网络异常或系统已更新，请刷新页面后重试。'}
      </StyledText>
      <StyledReload type="button" onClick={() => window.location.reload()}>
        刷新页面
      </StyledReload>
    </StyledErrorPage>
  );
}
