import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Link } from '../../../ui/Link';
import { color, fontSize, lineHeight, space } from '../../../ui/theme';
import { useAppDispatch, useAppSelector } from '../../../app/api/hooks';
import { logoutEmployer, selectEmployerSession, selectStudentSession } from '../../../app/api/session';
import { resolveSchoolCode, selectIsPhone } from '../../../app/api/site';
import { authPaths, employerHomePath } from '../authPaths';
import { AuthPage } from '../components/AuthPage';

/** The student site's login, outside this app (beside /sc/register and /mobile/register, app/api/studentResponse). */
export const STUDENT_LOGIN_URL = { desktop: '/sc/login', phone: '/mobile/login' } as const;

const StyledRoles = styled.div`
  display: grid;
  gap: ${space(4)};
`;

const StyledStatus = styled.p`
  margin: 0 0 ${space(3)};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.normal};
  color: ${color.textSecondary};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

/**
 * Route switchRole: one browser may hold an employer session and a student session (two account
 * families, spec section 6). This page shows both and leads into the one wanted: the employer
 * centre here, or the student site.
 */
export default function SwitchRoleScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const employer = useAppSelector(selectEmployerSession);
  const student = useAppSelector(selectStudentSession);
  const xxdm = useAppSelector(resolveSchoolCode);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const variant = isPhone ? 'phone' : 'desktop';
  const size = isPhone ? 'phone' : 'md';

  const switchEmployer = async () => {
    await logoutEmployer(dispatch);
    await navigate(authPaths.login(xxdm));
  };

  return (
    <AuthPage title="切换角色" intro="请选择以哪种身份继续使用。" width={560}>
      <StyledRoles>
        <Card title="用人单位" variant={variant} bordered>
          <StyledStatus>
            {employer.token
              ? `已登录：${employer.dwmc ?? '用人单位账号'}`
              : '发布职位、管理简历、预约宣讲会和招聘会。'}
          </StyledStatus>
          <StyledActions>
            {employer.token ? (
              <>
                <Button
                  variant="primary"
                  size={size}
                  onClick={() => void navigate(employerHomePath(isPhone))}
                >
                  进入单位中心
                </Button>
                <Button size={size} onClick={() => void switchEmployer()}>
                  切换单位账号
                </Button>
              </>
            ) : (
              <>
                <Button variant="primary" size={size} onClick={() => void navigate(authPaths.login(xxdm))}>
                  单位登录
                </Button>
                <Button size={size} onClick={() => void navigate(authPaths.registration(xxdm))}>
                  单位注册
                </Button>
              </>
            )}
          </StyledActions>
        </Card>
        <Card title="学生" variant={variant} bordered>
          <StyledStatus>
            {student.token
              ? `已登录学生账号${student.name ? `：${student.name}` : ''}`
              : '查看招聘信息、投递简历、办理就业手续，请前往学生端。'}
          </StyledStatus>
          <Link href={STUDENT_LOGIN_URL[variant]} external={false}>
            {student.token ? '进入学生端' : '前往学生端登录'}
          </Link>
        </Card>
      </StyledRoles>
    </AuthPage>
  );
}
