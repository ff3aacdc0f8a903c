import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { Result } from '../../../ui/Result';
import { useAppSelector } from '../../../app/api/hooks';
import { resolveSchoolCode } from '../../../app/api/site';
import { authPaths } from '../authPaths';

/** For pages that need a logged-in employer: say so, and log in coming back to this page. */
export function LoginRequired({ size = 'md' }: { size?: 'md' | 'phone' }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const xxdm = useAppSelector(resolveSchoolCode);
  return (
    <Result
      status="info"
      title="请先登录"
      subtitle="此页面需要登录用人单位账号后使用。"
      extra={
        <Button
          variant="primary"
          size={size}
          onClick={() => void navigate(authPaths.login(xxdm, `${pathname}${search}`))}
        >
          去登录
        </Button>
      }
    />
  );
}

/** A call failed: what went wrong, and a way to try again. */
export function LoadFailed({
  message,
  onRetry,
  size = 'md',
}: {
  message: string;
  onRetry: () => void;
  size?: 'md' | 'phone';
}) {
  return (
    <Result
      status="error"
      title="加载失败"
      subtitle={message}
      extra={
        <Button size={size} onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
