import {
  StyledRouteError,
  StyledRouteErrorReload,
  StyledRouteErrorText,
  StyledRouteErrorTitle,
} from './RouteError.styles';

export type RouteErrorProps = {
  title?: string;
  /** What happened and what to do. */
  description?: string;
  reloadText?: string;
  /** Reloads the page unless given. */
  onReload?: () => void;
};

const reloadPage = () => window.location.reload();

/**
 * What a page shows when its screen could not load or crashed: a title, a sentence and a button that
 * reloads the page. Plain elements only: it also shows when code chunks cannot load, so it needs none.
 */
export function RouteError({
  title = '页面加载失败',
  description = '网络异常或系统已更新，请刷新页面后重试。',
  reloadText = '刷新页面',
  onReload = reloadPage,
}: RouteErrorProps) {
  return (
    <StyledRouteError data-ui="route-error">
      <StyledRouteErrorTitle>{title}</StyledRouteErrorTitle>
      <StyledRouteErrorText>{description}</StyledRouteErrorText>
      <StyledRouteErrorReload type="button" onClick={onReload}>
        {reloadText}
      </StyledRouteErrorReload>
    </StyledRouteError>
  );
}
