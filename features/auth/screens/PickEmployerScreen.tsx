import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { EmployerMembership } from '../../../contract/account';
import { Button } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';
import { Skeleton } from '../../../ui/Skeleton';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { baseApi } from '../../../app/api/baseApi';
import { useAppDispatch, useAppSelector } from '../../../app/api/hooks';
import { selectEmployerToken } from '../../../app/api/session';
import { selectIsPhone } from '../../../app/api/site';
import { accountApi } from '../accountApi';
import { employerHomePath } from '../authPaths';
import { AuthPage } from '../components/AuthPage';
import { EmployerChoiceList, type EmployerChoice } from '../components/EmployerChoiceList';
import { FormAlert } from '../../../ui/FormAlert';
import { LoadFailed, LoginRequired } from '../components/LoginRequired';
import { loginDestination } from '../loginDestination';
import { useCompleteLogin } from '../useCompleteLogin';

export const PICK_REQUIRED_MESSAGE = '请选择要进入的单位';

/** What tells one employer from another on its card: the masked credit code, the site, whether it is current. */
function choiceOf(employer: EmployerMembership): EmployerChoice {
  return {
    dwid: employer.dwid,
    dwmc: employer.dwmc,
    details: [
      `统一社会信用代码 ${employer.tyshxydm}`,
      `注册站点 ${employer.zcxxdm}`,
      ...(employer.isCurrent ? ['当前登录的单位'] : []),
    ],
  };
}

/**
 * Route pickdwxs: the employers the logged-in account acts for (GET /com/dwyh/dwlb), to choose the
 * one to work as. Entering the current one keeps the session; another opens a new session for it
 * (POST /com/dwyh/qhdw), and whatever was cached for the previous employer is dropped.
 */
export default function PickEmployerScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const token = useAppSelector(selectEmployerToken);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin({ offerEmployerChoice: false });
  const [query] = useSearchParams();
  const list = accountApi.useEmployerListQuery(token ? undefined : skipToken);
  const [switchEmployer, switching] = accountApi.useSwitchEmployerMutation();
  const [picked, setPicked] = useState<string | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const variant = isPhone ? 'phone' : 'desktop';
  const size = isPhone ? 'phone' : 'md';
  const employers = list.data ?? [];
  const current = employers.find((employer) => employer.isCurrent)?.dwid ?? null;
  const chosen = picked ?? current;

  const enter = async () => {
    setPickError(null);
    if (!chosen) {
      setPickError(PICK_REQUIRED_MESSAGE);
      return;
    }
    if (chosen === current) {
      const destination = loginDestination({
        redirect: query.get('redirect'),
        origin: window.location.origin,
        home: employerHomePath(isPhone),
        employerCount: employers.length,
        offerEmployerChoice: false,
        passwordPending: false,
      });
      void navigate(destination, { replace: true });
      return;
    }
    try {
      const switched = await switchEmployer({ dwid: chosen }).unwrap();
      completeLogin(switched.result, switched.message || '切换成功');
      // After the new token is in the store: a refetch of what is still mounted must not send the old one.
      dispatch(baseApi.util.resetApiState());
    } catch (error) {
      setPickError(apiErrorMessage(error));
    }
  };

  let content;
  if (!token) content = <LoginRequired size={size} />;
  else if (list.isLoading) content = <Skeleton rows={3} title label="正在加载单位列表" />;
  else if (list.isError)
    content = (
      <LoadFailed message={apiErrorMessage(list.error)} onRetry={() => void list.refetch()} size={size} />
    );
  else if (employers.length === 0) content = <Empty description="该账号尚未关联任何单位" />;
  else
    content = (
      <>
        <EmployerChoiceList
          label="可进入的单位"
          employers={employers.map(choiceOf)}
          value={chosen}
          onChange={(dwid) => {
            setPicked(dwid);
            setPickError(null);
          }}
          variant={variant}
        />
        {pickError && <FormAlert>{pickError}</FormAlert>}
        <Button
          variant="primary"
          size={size}
          block
          loading={switching.isLoading}
          onClick={() => void enter()}
        >
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
