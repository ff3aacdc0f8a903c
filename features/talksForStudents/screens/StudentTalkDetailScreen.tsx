import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { StudentTalkDetail } from '../../../contract/activities';
import { Descriptions, type DescriptionsItem } from '../../../ui/Descriptions';
import { Link } from '../../../ui/Link';
import { PageLoading } from '../../../ui/PageLoading';
import { Section, SectionStack } from '../../../ui/Section';
import { color, fontSize, space } from '../../../ui/theme';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { SignUpPanel } from '../components/SignUpPanel';
import { studentTalksApi } from '../studentTalksApi';
import { hasStarted, placeOf, talksPath, whenText } from '../talkDisplay';

const StyledHead = styled.div`
  display: grid;
  gap: ${space(2)};
  margin-bottom: ${space(4)};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${fontSize.xl};
`;

const StyledEmployer = styled.p`
  margin: 0;
  color: ${color.textSecondary};
`;

function details(talk: StudentTalkDetail): DescriptionsItem[] {
  return [
    { key: 'time', label: '时间', children: whenText(talk) },
    { key: 'place', label: '地点', children: placeOf(talk) },
    ...(talk.zbdz
      ? [{ key: 'live', label: '直播地址', children: <Link href={talk.zbdz}>{talk.zbdz}</Link> }]
      : []),
    { key: 'yx', label: '面向院系', children: talk.yx || '不限' },
    { key: 'zy', label: '面向专业', children: talk.zy || '不限' },
    { key: 'zw', label: '招聘职位', children: talk.zw.length > 0 ? talk.zw.join('、') : '—', span: 2 },
  ];
}

/**
 * 宣讲会详情 (/xjh/{id}): a passed talk of the student's school, with signing up or cancelling while it
 * has not begun. Another school's or an unknown id answers as missing: the server's words with a retry.
 */
export default function StudentTalkDetailScreen() {
  const { id = '' } = useParams();
  const variant = useAppSelector(selectIsPhone) ? 'phone' : 'desktop';
  const [now] = useState(() => Date.now());
  const detail = studentTalksApi.useStudentTalkQuery(id);
  const talk = detail.data;

  if (detail.isError && talk === undefined)
    return (
      <SectionStack>
        <LoadFailure error={detail.error} title="宣讲会加载失败" onRetry={() => void detail.refetch()} />
        <Link to={talksPath} underline="hover">
          返回宣讲会列表
        </Link>
      </SectionStack>
    );
  if (talk === undefined) return <PageLoading label="宣讲会加载中" />;

  return (
    <SectionStack data-ui="student-talk-detail">
      <Section>
        <StyledHead>
          <StyledTitle>{talk.bt}</StyledTitle>
          <StyledEmployer>{talk.jbf}</StyledEmployer>
        </StyledHead>
        <SignUpPanel talk={talk} started={hasStarted(talk, now)} variant={variant} />
      </Section>
      <Section title="宣讲会信息">
        <Descriptions items={details(talk)} columns={{ desktop: 2, phone: 1 }} variant={variant} />
      </Section>
      <Link to={talksPath} underline="hover">
        返回宣讲会列表
      </Link>
    </SectionStack>
  );
}
