import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { RouteError } from '../../../ui/RouteError';
import { REJECTED_STATUS } from '../guard/guardMiddleware';

/** What a failed route shows: a rejected first navigation, or a screen that could not load or crashed. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === REJECTED_STATUS)
    return (
      <RouteError title="暂时无法打开该页面" description="您有问卷需要作答，回答完成后才能继续下一步操作。" />
    );
  return <RouteError />;
}
