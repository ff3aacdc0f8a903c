import { useReducer, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Link } from '../../../ui/Link';
import { Steps } from '../../../ui/Steps';
import { color, fontSize, space } from '../../../ui/theme';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { authPaths } from '../authPaths';
import { AuthPage } from '../components/AuthPage';
import { StyledLinkRow } from '../components/AuthPage.styles';
import {
  FORGOT_PASSWORD_STEPS,
  forgotPasswordReducer,
  initialForgotPasswordState,
  isForgotPasswordStep,
  reachableStep,
  stepIndex,
} from '../forgotPasswordFlow';
import type { ForgotPasswordFlow } from '../useForgotPasswordFlow';
import { useSchoolCode } from '../useSchoolCode';

const StyledProgress = styled.p`
  margin: 0 0 ${space(4)};
  color: ${color.textSecondary};
  font-size: ${fontSize.md};
`;

const StyledStepsArea = styled.div`
  margin: ${space(6)} 0 ${space(8)};
`;

/** Marks a step route reached by a redirect because the flow's progress was lost (a reload, say). */
export type ForgotPasswordLocationState = { progressLost?: boolean } | null;

/**
 * Route dwwjmm: the forgot-password flow. The steps are child routes; their progress lives here (not
 * in the URL, since the ticket must not leak into history), so a step opened out of order goes back
 * to the furthest step that can be shown.
 */
export default function ForgotPasswordScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const schoolCode = useSchoolCode();
  // Read once: a step reached without ?xxdm must not switch the reset to the fallback school.
  const [xxdm] = useState(schoolCode);
  const [state, dispatch] = useReducer(forgotPasswordReducer, initialForgotPasswordState);
  const { pathname } = useLocation();
  const segment = pathname.split('/').filter(Boolean).at(-1);
  const step = isForgotPasswordStep(segment) ? segment : 'pick';
  const shown = reachableStep(state, step);
  if (shown !== step) {
    const lost: ForgotPasswordLocationState = { progressLost: true };
    return <Navigate to={authPaths.forgotPassword.step(shown, xxdm)} replace state={lost} />;
  }

  const current = stepIndex(step);
  const variant = isPhone ? 'phone' : 'desktop';
  const flow: ForgotPasswordFlow = { state, dispatch, xxdm, variant };
  const currentTitle = FORGOT_PASSWORD_STEPS[current]?.title;

  return (
    <AuthPage title={step === 'mmss' ? '密码申诉' : '忘记密码'} width={640}>
      {current >= 0 &&
        (isPhone ? (
          // Four stacked steps would push the form off a phone screen: one line says where we are.
          <StyledProgress>{`第 ${current + 1} 步，共 ${FORGOT_PASSWORD_STEPS.length} 步：${currentTitle ?? ''}`}</StyledProgress>
        ) : (
          <StyledStepsArea>
            <Steps
              aria-label="找回密码进度"
              items={FORGOT_PASSWORD_STEPS.map(({ title }) => ({ title }))}
              current={current}
              status={state.done ? 'finish' : 'process'}
            />
          </StyledStepsArea>
        ))}
      <Outlet context={flow} />
      <StyledLinkRow aria-label="其他操作">
        <Link to={authPaths.login(xxdm)} underline="hover">
          返回登录
        </Link>
        {step !== 'mmss' && (
          <Link to={authPaths.forgotPassword.appeal(xxdm)} underline="hover">
            手机号已停用？密码申诉
          </Link>
        )}
        <Link to={authPaths.feedback} underline="hover">
          问题反馈
        </Link>
      </StyledLinkRow>
    </AuthPage>
  );
}
