import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { PhoneLayout } from '../../../ui/Layout';
import { color, fontSize, fontWeight, radius, shadow, space } from '../../../ui/theme';
import { useAppSelector } from '../../../app/api/hooks';
import { selectEmployerToken } from '../../../app/api/session';
import { resolveSchoolCode, selectIsPhone } from '../../../app/api/site';
import { IssueFeedbackForm } from '../components/IssueFeedbackForm';

const StyledPage = styled.div`
  min-height: 100vh;
  padding: ${space(10)} ${space(4)};
  background: ${color.backgroundMuted};
`;

const StyledPanel = styled.main`
  max-width: 720px;
  margin: 0 auto;
  padding: ${space(6)} ${space(8)} ${space(8)};
  border-radius: ${radius.lg};
  background: ${color.background};
  box-shadow: ${shadow.md};
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  margin-bottom: ${space(6)};
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${fontSize.xxl};
  font-weight: ${fontWeight.bold};
  color: ${color.text};
`;

const StyledIntro = styled.p`
  margin: 0 0 ${space(6)};
  color: ${color.textSecondary};
`;

const INTRO = '使用中遇到问题或有建议，请告诉我们。提交后学校和平台工作人员会尽快处理。';

/**
 * Route Issue (/wtfk): the issue-feedback form as a page. "Closing" goes back to where the person
 * came from; opened directly (no history inside the app), it goes to the home or the login.
 */
export default function IssueFeedbackScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const token = useAppSelector(selectEmployerToken);
  const xxdm = useAppSelector(resolveSchoolCode);
  const navigate = useNavigate();
  const location = useLocation();
  const close = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(token ? '/' : `/login/${xxdm}/0`, { replace: true });
  };

  if (isPhone)
    return (
      <PhoneLayout title="问题反馈" onBack={close}>
        <StyledIntro>{INTRO}</StyledIntro>
        <IssueFeedbackForm variant="phone" onDone={close} />
      </PhoneLayout>
    );
  return (
    <StyledPage>
      <StyledPanel>
        <StyledHeader>
          <Button variant="text" icon={<Icon name="chevron-left" />} onClick={close}>
            返回
          </Button>
          <StyledTitle>问题反馈</StyledTitle>
        </StyledHeader>
        <StyledIntro>{INTRO}</StyledIntro>
        <IssueFeedbackForm variant="desktop" onDone={close} onCancel={close} />
      </StyledPanel>
    </StyledPage>
  );
}
