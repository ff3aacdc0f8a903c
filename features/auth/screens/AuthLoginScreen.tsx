import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { Result } from '../../../ui/Result';
import { Spinner } from '../../../ui/Spinner';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { baseApi } from '../../../app/api/baseApi';
import { useAppDispatch, useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { accountApi } from '../accountApi';
import { authPaths } from '../authPaths';
import { AuthPage } from '../components/AuthPage';
import { useCompleteLogin } from '../useCompleteLogin';
import { useSchoolCode } from '../useSchoolCode';

export const MISSING_CODE_MESSAGE = '授权登录链接缺少授权码，请从原系统重新进入，或使用手机号登录。';
export const UNAVAILABLE_MESSAGE = '本站点暂未开通授权登录，请使用手机号登录。';

/** A school backend without the auth-code call answers HTTP 404: say what that means for the person. */
function refusalMessage(error: unknown): string {
  return (error as { status?: unknown } | null)?.status === 404
    ? UNAVAILABLE_MESSAGE
    : apiErrorMessage(error);
}

/** The auth code of the link: `code`, or `authcode` as some systems name it. */
function authCodeOf(query: URLSearchParams): string | null {
  return (query.get('code') ?? query.get('authcode'))?.trim() || null;
}

type Attempt = { status: 'pending' } | { status: 'failed'; message: string };

/**
 * Route AuthLogin (/authlogin?code=…&xxdm=…): another site hands the employer over with a one-time
 * code it got from GET /com/openAuth/getAuthcode for this site (xxdm), exchanged here for a session
 * (POST /com/openAuth/loginByAuthcode). A code is used once, so it is sent once per attempt; a
 * refusal is shown with the server's reason.
 */
export default function AuthLoginScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const xxdm = useSchoolCode();
  const [query] = useSearchParams();
  const code = authCodeOf(query);
  const navigate = useNavigate();
  // The code was issued for one employer: the choice of employer was made where it was asked for.
  const completeLogin = useCompleteLogin({ offerEmployerChoice: false });
  const dispatch = useAppDispatch();
  const [exchange] = accountApi.useAuthCodeLoginMutation();
  const [attempt, setAttempt] = useState<Attempt>({ status: 'pending' });
  const [round, setRound] = useState(0);
  const sentRound = useRef(-1);
  const size = isPhone ? 'phone' : 'md';

  useEffect(() => {
    // StrictMode runs effects twice in development: the code still goes out once per round.
    if (!code || sentRound.current === round) return;
    sentRound.current = round;
    exchange({ code, xxdm })
      .unwrap()
      .then((login) => {
        completeLogin(login, '授权登录成功');
        // After the new token is in the store: nothing cached for an earlier session or site may show.
        dispatch(baseApi.util.resetApiState());
      })
      .catch((error: unknown) => setAttempt({ status: 'failed', message: refusalMessage(error) }));
  }, [code, xxdm, round, exchange, completeLogin, dispatch]);

  const toLogin = (
    <Button size={size} onClick={() => void navigate(authPaths.login(xxdm), { replace: true })}>
      使用手机号登录
    </Button>
  );

  return (
    <AuthPage title="授权登录" onBack={null}>
      {!code ? (
        <Result status="warning" title="缺少授权码" subtitle={MISSING_CODE_MESSAGE} extra={toLogin} />
      ) : attempt.status === 'pending' ? (
        <Spinner label="正在授权登录，请稍候" showLabel size="lg" />
      ) : (
        <Result
          status="error"
          title="授权登录失败"
          subtitle={attempt.message}
          extra={
            <>
              <Button
                variant="primary"
                size={size}
                onClick={() => {
                  setAttempt({ status: 'pending' });
                  setRound((value) => value + 1);
                }}
              >
                重试
              </Button>
              {toLogin}
            </>
          }
        />
      )}
    </AuthPage>
  );
}
