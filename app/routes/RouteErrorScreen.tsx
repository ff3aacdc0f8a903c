import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Result } from '../../ui/Result';
import { space } from '../../ui/theme';
import { REJECTED_STATUS } from '../guard/guardMiddleware';

const StyledErrorPage = styled.main`
  padding: ${space(10)} ${space(4)};
`;

/** What a failed route shows: a rejected first navigation, or a screen that could not load or crashed. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const rejected = isRouteErrorResponse(error) && error.status === REJECTED_STATUS;
  return (
    <StyledErrorPage>
      <Result
        status={rejected ? 'warning' : 'error'}
        headingLevel={1}
        title={rejected ? '暂时无法打开该页面' : '页面加载失败'}
        subtitle={
          rejected
            ? '您有问卷需要作答，回答完成后才能继续下一步操作。'
            : '网络异常或系统已更新，请刷新页面后重试。'
        }
        extra={
          <Button variant="primary" onClick={() => window.location.reload()}>
            刷新页面
          </Button>
        }
      />
    </StyledErrorPage>
  );
}
