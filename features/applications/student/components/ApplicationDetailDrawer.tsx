import styled from 'styled-components';
import type { InterviewDetails, StudentApplicationDetail } from '../../../../contract/applications';
import { StatusBadge } from '../../../../ui/Badge';
import { Descriptions, type DescriptionsItem } from '../../../../ui/Descriptions';
import { Drawer } from '../../../../ui/Drawer';
import { Link } from '../../../../ui/Link';
import { PreformattedText } from '../../../../ui/PagePanel';
import { Spinner } from '../../../../ui/Spinner';
import { Timeline } from '../../../../ui/Timeline';
import { color, fontSize, fontWeight, space } from '../../../../ui/theme';
import { LoadFailure } from '../../../../app/postings/LoadFailure';
import { applicationStateDisplay, interviewLines } from '../applicationDisplay';
import { studentApplicationsApi } from '../../studentApi';
import { positionPath } from '../studentLinks';

const StyledBody = styled.div`
  display: grid;
  gap: ${space(5)};
`;

const StyledHeading = styled.h3`
  margin: 0 0 ${space(2)};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.medium};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${color.textSecondary};
`;

const StyledCentre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${space(8)};
`;

function interviewItems(interview: InterviewDetails): DescriptionsItem[] {
  const lines = interviewLines(interview);
  return [
    { key: 'when', label: '面试时间', children: lines.when },
    { key: 'mode', label: '面试方式', children: lines.mode },
    ...(lines.place !== '' ? [{ key: 'place', label: '面试地点', children: lines.place }] : []),
    ...(lines.link !== ''
      ? [
          {
            key: 'link',
            label: '面试链接',
            children: (
              <Link href={lines.link} external>
                {lines.link}
              </Link>
            ),
          },
        ]
      : []),
    ...(lines.note !== ''
      ? [{ key: 'note', label: '备注', children: <PreformattedText>{lines.note}</PreformattedText> }]
      : []),
  ];
}

function DetailBody({ detail, variant }: { detail: StudentApplicationDetail; variant: 'desktop' | 'phone' }) {
  const state = applicationStateDisplay(detail.zt);
  const attachment = detail.jl.fjjl;
  return (
    <StyledBody>
      <Descriptions
        variant={variant}
        columns={1}
        items={[
          { key: 'dwmc', label: '用人单位', children: detail.dwmc },
          {
            key: 'zt',
            label: '申请状态',
            children: <StatusBadge tone={state.tone}>{detail.ztmc || state.label}</StatusBadge>,
          },
          { key: 'tdsj', label: '投递时间', children: detail.tdsj },
          { key: 'gxsj', label: '最近更新', children: detail.gxsj },
        ]}
      />
      {detail.ms !== null && (
        <section aria-labelledby="student-interview-heading">
          <StyledHeading id="student-interview-heading">面试安排</StyledHeading>
          <Descriptions variant={variant} columns={1} items={interviewItems(detail.ms)} />
        </section>
      )}
      <section aria-labelledby="student-history-heading">
        <StyledHeading id="student-history-heading">申请进度</StyledHeading>
        <Timeline
          aria-label="申请进度"
          items={detail.history.map((entry, index) => ({
            key: `${index}-${entry.czsj}`,
            title: entry.ztmc,
            meta: entry.czsj,
            tone: applicationStateDisplay(entry.zt).tone,
            children: entry.sm === '' ? undefined : <PreformattedText>{entry.sm}</PreformattedText>,
          }))}
        />
      </section>
      <section aria-labelledby="student-resume-heading">
        <StyledHeading id="student-resume-heading">投递的简历</StyledHeading>
        <StyledMuted>
          {`投递时在线简历完整度 ${detail.jl.wzd}%`}
          {attachment !== null ? `，附件简历：${attachment.name}` : '，未附附件简历'}
        </StyledMuted>
        <StyledMuted>用人单位看到的是投递时的简历，之后修改简历不会改变这份申请。</StyledMuted>
      </section>
      <Link to={positionPath(detail.zwid)} underline="hover">
        查看职位详情
      </Link>
    </StyledBody>
  );
}

export type ApplicationDetailDrawerProps = {
  id: string;
  onClose: () => void;
  variant: 'desktop' | 'phone';
};

/** One of my applications beside the list: its state, the interview when invited, and the history. */
export function ApplicationDetailDrawer({ id, onClose, variant }: ApplicationDetailDrawerProps) {
  const detail = studentApplicationsApi.useMyApplicationQuery(id);
  const data = detail.data;
  let body;
  if (detail.isError && data === undefined)
    body = (
      <LoadFailure
        error={detail.error}
        title="申请详情加载失败"
        headingLevel={3}
        onRetry={() => void detail.refetch()}
      />
    );
  else if (data === undefined)
    body = (
      <StyledCentre>
        <Spinner label="申请详情加载中" />
      </StyledCentre>
    );
  else body = <DetailBody detail={data} variant={variant} />;
  return (
    <Drawer
      open
      onClose={onClose}
      title={data?.zwmc ?? '申请详情'}
      placement={variant === 'phone' ? 'bottom' : 'right'}
      size={variant === 'phone' ? '90vh' : '520px'}
    >
      {body}
    </Drawer>
  );
}
