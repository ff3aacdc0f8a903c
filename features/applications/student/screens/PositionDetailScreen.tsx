import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { EDUCATION_REQUIREMENTS, codeLabel } from '../../../../contract/codeLists';
import { chinaDate } from '../../../../contract/chinaTime';
import type { StudentPositionDetail } from '../../../../contract/applications';
import { Descriptions, type DescriptionsItem } from '../../../../ui/Descriptions';
import { Link } from '../../../../ui/Link';
import { PageLoading } from '../../../../ui/PageLoading';
import { PreformattedText } from '../../../../ui/PagePanel';
import { Section, SectionStack } from '../../../../ui/Section';
import { Tag } from '../../../../ui/Tag';
import { color, fontSize, space } from '../../../../ui/theme';
import { useAppSelector } from '../../../../app/api/hooks';
import { selectIsPhone } from '../../../../app/api/site';
import { LoadFailure } from '../../../../app/postings/LoadFailure';
import { ApplyPanel } from '../components/ApplyPanel';
import { positionSummary, salaryText } from '../positionSearch';
import { studentApplicationsApi } from '../../studentApi';
import { positionSearchPath } from '../studentLinks';

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

const StyledSalary = styled.p`
  margin: 0;
  font-size: ${fontSize.lg};
  color: ${color.danger};
`;

const StyledTags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

function details(position: StudentPositionDetail): DescriptionsItem[] {
  const place = [position.gzdqmc, position.gzdz].filter(Boolean).join(' ');
  return [
    { key: 'summary', label: '职位类型', children: positionSummary(position) || '—' },
    {
      key: 'xlyq',
      label: '学历要求',
      children: position.xlyq === '0' ? '不限' : codeLabel(EDUCATION_REQUIREMENTS, position.xlyq),
    },
    { key: 'zyyq', label: '专业要求', children: position.zyyq || '不限' },
    { key: 'zprs', label: '招聘人数', children: `${position.zprs}人` },
    { key: 'place', label: '工作地点', children: place || '—' },
    { key: 'dates', label: '招聘时间', children: `${position.kssj || '—'} 至 ${position.jzrq || '—'}` },
    {
      key: 'contact',
      label: '联系方式',
      children: [position.lxr, position.lxdh].filter(Boolean).join(' ') || '—',
    },
  ];
}

/**
 * 职位详情 (/zpgw/{id}): a published position of the student's school with 申请职位 (or my application's
 * state). Another school's or an unknown id answers as missing: the server's words with a retry.
 */
export default function PositionDetailScreen() {
  const { id = '' } = useParams();
  const variant = useAppSelector(selectIsPhone) ? 'phone' : 'desktop';
  const [today] = useState(() => chinaDate(Date.now()));
  const detail = studentApplicationsApi.useStudentPositionQuery(id);
  const position = detail.data;

  if (detail.isError && position === undefined)
    return (
      <SectionStack>
        <LoadFailure error={detail.error} title="职位加载失败" onRetry={() => void detail.refetch()} />
        <Link to={positionSearchPath} underline="hover">
          返回职位搜索
        </Link>
      </SectionStack>
    );
  if (position === undefined) return <PageLoading label="职位加载中" />;

  return (
    <SectionStack data-ui="student-position-detail">
      <Section>
        <StyledHead>
          <StyledTitle>{position.zwmc}</StyledTitle>
          <StyledEmployer>{position.dwmc}</StyledEmployer>
          <StyledSalary>{salaryText(position)}</StyledSalary>
          {position.fl.length > 0 && (
            <StyledTags>
              {position.fl.map((item) => (
                <Tag key={item} tone="primary">
                  {item}
                </Tag>
              ))}
            </StyledTags>
          )}
        </StyledHead>
        <ApplyPanel position={position} today={today} variant={variant} />
      </Section>
      <Section title="职位信息">
        <Descriptions items={details(position)} columns={{ desktop: 2, phone: 1 }} variant={variant} />
      </Section>
      <Section title="职位描述">
        <PreformattedText>{position.zwms}</PreformattedText>
      </Section>
    </SectionStack>
  );
}
