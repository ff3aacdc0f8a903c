import styled from 'styled-components';
import { studentPages } from '../../../contract/studentPortal';
import { RecommendedPositions } from '../../../features/applications/student/components/RecommendedPositions';
import { studentAuthApi } from '../../../features/studentAuth/studentAuthApi';
import { Card } from '../../../ui/Card';
import { Link } from '../../../ui/Link';
import { SectionStack } from '../../../ui/Section';
import { color, fontSize, space } from '../../../ui/theme';
import { useAppSelector } from '../../api/hooks';
import { selectIsPhone } from '../../device/deviceSlice';
import { selectStudentSession } from '../../session/studentSessionSlice';
import { selectSiteName } from '../../site/siteSlice';

/** The sections the home leads to, each with what the student does there. */
const SECTIONS = [
  { title: '职位搜索', path: studentPages.positions, text: '查找本校发布的招聘职位，查看详情并申请。' },
  {
    title: '我的申请',
    path: studentPages.applications,
    text: '查看已投递的申请、处理状态和用人单位的邀请。',
  },
  {
    title: '我的简历',
    path: studentPages.myResume,
    text: '完善在线简历或上传附件简历，申请职位前需先完善。',
  },
  { title: '消息', path: studentPages.messages, text: '申请状态变化和面试邀请都会通知到这里。' },
  { title: '账号', path: studentPages.account, text: '修改登录密码和手机号。' },
] as const;

const StyledCards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${space(4)};
`;

const StyledGreeting = styled.p`
  margin: 0;
  font-size: ${fontSize.lg};
  color: ${color.text};
`;

const StyledSchool = styled.p`
  margin: 0;
  color: ${color.textSecondary};
`;

const StyledText = styled.p`
  margin: 0 0 ${space(3)};
  color: ${color.textSecondary};
`;

/** The portal's home: who is logged in at which school, and a way into each section. */
export default function StudentHomeScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const siteName = useAppSelector(selectSiteName);
  const session = useAppSelector(selectStudentSession);
  const { data: profile } = studentAuthApi.useStudentProfileQuery();
  const name = profile?.name ?? session.name;
  const schoolCode = profile?.schoolCode ?? session.schoolCode;
  return (
    <SectionStack data-ui="student-home">
      <div>
        <StyledGreeting>{name ? `你好，${name}` : '你好'}</StyledGreeting>
        <StyledSchool>
          {schoolCode ? `学校：${siteName}（学校代码 ${schoolCode}）` : `学校：${siteName}`}
        </StyledSchool>
      </div>
      <RecommendedPositions />
      <StyledCards>
        {SECTIONS.map((section) => (
          <Card key={section.path} title={section.title} variant={isPhone ? 'phone' : 'desktop'}>
            <StyledText>{section.text}</StyledText>
            <Link to={section.path} underline="hover">
              {`进入${section.title}`}
            </Link>
          </Card>
        ))}
      </StyledCards>
    </SectionStack>
  );
}
