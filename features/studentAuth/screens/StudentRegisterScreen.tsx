import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { STUDENT_PORTAL_NAME, studentPages } from '../../../contract/studentPortal';
import { Callout } from '../../../ui/Callout';
import { HeaderBrand, PanelPage } from '../../../ui/Layout';
import { Link } from '../../../ui/Link';
import { color, fontSize, fontWeight, lineHeight, space } from '../../../ui/theme';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone, selectSiteName } from '../../../app/api/site';
import { schoolCodeProblem } from '../loginRules';

const StyledSteps = styled.ol`
  margin: ${space(4)} 0;
  padding-left: ${space(5)};
  color: ${color.text};
  line-height: ${lineHeight.normal};
`;

const StyledHeading = styled.h2`
  margin: ${space(5)} 0 0;
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.bold};
  color: ${color.text};
`;

const StyledBack = styled.p`
  margin: ${space(5)} 0 0;
`;

/**
 * /sc/register and /mobile/register, where code 4007 (no student account) lands. This server has no
 * student self-registration: the school opens students' accounts, so the page says so and what to do,
 * and leads back to the login (for the school the address names).
 */
export default function StudentRegisterScreen() {
  const variant = useAppSelector(selectIsPhone) ? 'phone' : 'desktop';
  const siteName = useAppSelector(selectSiteName);
  const [query] = useSearchParams();
  const xxdm = query.get('xxdm');
  const loginPath =
    xxdm !== null && schoolCodeProblem(xxdm) === null
      ? `${studentPages.login}?xxdm=${encodeURIComponent(xxdm.trim())}`
      : studentPages.login;
  return (
    <PanelPage
      variant={variant}
      brand={<HeaderBrand name={siteName} suffix={STUDENT_PORTAL_NAME} />}
      title="学生账号注册"
      width={520}
    >
      <Callout tone="info" title="学生账号由学校统一开通">
        本平台不提供学生自助注册。在校学生和应届毕业生的账号由学校就业指导中心根据学籍信息统一开通，用户名为学号。
      </Callout>
      <StyledHeading>还不能登录时，请这样做</StyledHeading>
      <StyledSteps>
        <li>确认登录页填写的学校代码是您所在学校的代码，学号与学籍信息一致。</li>
        <li>联系所在学院的辅导员或学校就业指导中心，确认账号是否已开通，并获取初始密码。</li>
        <li>账号开通后，回到登录页用学号和密码登录，首次登录后请及时完善个人简历。</li>
      </StyledSteps>
      <StyledBack>
        <Link to={loginPath}>返回登录</Link>
      </StyledBack>
    </PanelPage>
  );
}
