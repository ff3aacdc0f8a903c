import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';
import { Skeleton } from '../../../ui/Skeleton';
import { useAppSelector } from '../../../app/api/hooks';
import { selectEmployerToken } from '../../../app/api/session';
import { selectIsPhone } from '../../../app/api/site';
import { accountApi } from '../accountApi';
import { apiErrorMessage } from '../apiErrorMessage';
import { employerHomePath } from '../authPaths';
import { AuthPage } from '../components/AuthPage';
import { EmployerChoiceList } from '../components/EmployerChoiceList';
import { FormAlert } from '../components/FormAlert';
import { LoadFailed, LoginRequired } from '../components/LoginRequired';

/**
 * Route pickdwxs: the employers the logged-in account acts for, to choose the one to work as. The
 * server answers the account's own employer (GET /com/dwyh/info); it has no list of several yet.
 */
export default function PickEmployerScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const token = useAppSelector(selectEmployerToken);
  const navigate = useNavigate();
  const info = accountApi.useUserInfoQuery(token ? undefined : skipToken);
  const [picked, setPicked] = useState<string | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const variant = isPhone ? 'phone' : 'desktop';
  const size = isPhone ? 'phone' : 'md';
  const employers = info.data
    ? [
        {
          dwid: info.data.dwid,
          dwmc: info.data.dwmc,
          details: [`登录手机 ${info.data.sjhm}`, `学校站点 ${info.data.xxdm}`],
        },
      ]
    : [];
  const chosen = picked ?? (employers.length === 1 ? (employers[0]?.dwid ?? null) : null);

  const enter = () => {
    if (!chosen) {
      setPickError('请选择要进入的单位');
      return;
    }
    void navigate(employerHomePath(isPhone), { replace: true });
  };

  let content;
  if (!token) content = <LoginRequired size={size} />;
  else if (info.isLoading) content = <Skeleton rows={3} title label="正在加载单位列表" />;
  else if (info.isError)
    content = (
      <LoadFailed message={apiErrorMessage(info.error)} onRetry={() => void info.refetch()} size={size} />
    );
  else if (employers.length === 0) content = <Empty description="该账号尚未关联任何单位" />;
  else
    content = (
      <>
        <EmployerChoiceList
          label="可进入的单位"
          employers={employers}
          value={chosen}
          onChange={(dwid) => {
            setPicked(dwid);
            setPickError(null);
          }}
          variant={variant}
        />
        {pickError && <FormAlert>{pickError}</FormAlert>}
        <Button variant="primary" size={size} block onClick={enter}>
          进入单位中心
        </Button>
      </>
    );

  return (
    <AuthPage title="选择单位" intro="您的账号关联以下单位，请选择本次要进入的单位。" width={520}>
      {content}
    </AuthPage>
  );
}
