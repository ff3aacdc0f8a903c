import styled from 'styled-components';
import { Callout } from '../../../../ui/Callout';
import { Descriptions, type DescriptionsItem } from '../../../../ui/Descriptions';
import { PreformattedText } from '../../../../ui/PagePanel';
import { StatusBadge } from '../../../../ui/Badge';
import { Tag } from '../../../../ui/Tag';
import { Timeline } from '../../../../ui/Timeline';
import { color, fontSize, fontWeight, space } from '../../../../ui/theme';
import {
  APPLY_METHODS,
  EDUCATION_REQUIREMENTS,
  JOB_CATEGORIES,
  JOB_NATURES,
  VISIBILITIES,
  codeLabel,
} from '../../../../contract/codeLists';
import { POSITION_FIELD_LABELS, type PositionField } from '../../../../contract/positionRules';
import type { PositionDetail } from '../../../../contract/positions';
import { WORDING_CATEGORY_LABELS } from '../../../../contract/recruitmentWording';
import { daysUntilPostingEnds } from '../../../../app/postings/employerPostings';
import { PostingDetailDrawer } from '../../../../app/postings/PostingDetailDrawer';
import { settledError } from '../../../../app/api/refusal';
import { historyTimelineItems, postingStateDisplay } from '../../../../app/review/reviewDisplay';
import { ReviewerReason } from '../../../../app/postings/ReviewerReason';
import type { PostingActions } from '../../../../app/postings/usePostingActions';
import { positionsApi } from '../../positionsApi';
import { expiryText, positionKind, positionRef, salaryText } from '../positionDisplay';
import { StyledTagRow } from './positionPage.styles';

const StyledBody = styled.div`
  display: grid;
  gap: ${space(4)};
`;

const StyledStatusRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(4)};
`;

const StyledApplied = styled.span`
  color: ${color.textSecondary};

  strong {
    color: ${color.text};
    font-size: ${fontSize.lg};
  }
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.bold};
  color: ${color.text};
`;

const StyledFlags = styled.ul`
  margin: 0;
  padding-left: ${space(5)};
`;

const orDash = (text: string) => (text === '' ? '—' : text);

function tags(values: readonly string[]) {
  if (values.length === 0) return '—';
  return (
    <StyledTagRow>
      {values.map((value) => (
        <Tag key={value}>{value}</Tag>
      ))}
    </StyledTagRow>
  );
}

/** Every field of the position, as the employer wrote it. */
function fieldItems(position: PositionDetail): DescriptionsItem[] {
  return [
    {
      key: 'gzxz',
      label: '工作性质',
      children: orDash(position.gzxz && codeLabel(JOB_NATURES, position.gzxz)),
    },
    {
      key: 'zwlb',
      label: '职位类别',
      children: orDash(position.zwlb && codeLabel(JOB_CATEGORIES, position.zwlb)),
    },
    {
      key: 'xlyq',
      label: '学历要求',
      children: orDash(position.xlyq && codeLabel(EDUCATION_REQUIREMENTS, position.xlyq)),
    },
    { key: 'zprs', label: '招聘人数', children: `${position.zprs}人` },
    { key: 'zyyq', label: '专业要求', children: orDash(position.zyyq) },
    { key: 'zybq', label: '专业标签', children: tags(position.zybq) },
    { key: 'salary', label: '薪资', children: salaryText(position) },
    {
      key: 'gzdq',
      label: '工作地点',
      children: orDash([position.gzdqmc, position.gzdz].filter(Boolean).join(' ')),
    },
    {
      key: 'jlfs',
      label: '简历接收方式',
      children: orDash(
        [position.jlfs && codeLabel(APPLY_METHODS, position.jlfs), position.jlyx].filter(Boolean).join('：'),
      ),
    },
    { key: 'lxr', label: '联系人', children: orDash(position.lxr) },
    { key: 'lxdh', label: '联系电话', children: orDash(position.lxdh) },
    {
      key: 'gkfw',
      label: '公开范围',
      children: orDash(position.gkfw && codeLabel(VISIBILITIES, position.gkfw)),
    },
    { key: 'kssj', label: '开始日期', children: orDash(position.kssj) },
    { key: 'jzrq', label: '截止日期', children: orDash(position.jzrq) },
    { key: 'fl', label: '福利待遇', children: tags(position.fl), span: 2 },
    {
      key: 'zwms',
      label: '职位描述',
      children: position.zwms === '' ? '—' : <PreformattedText>{position.zwms}</PreformattedText>,
      span: 2,
    },
    { key: 'cjsj', label: '创建时间', children: orDash(position.cjsj) },
    { key: 'gxsj', label: '更新时间', children: orDash(position.gxsj) },
    { key: 'tjsj', label: '提交时间', children: orDash(position.tjsj) },
    { key: 'fbsj', label: '发布时间', children: orDash(position.fbsj) },
  ];
}

function DetailBody({
  position,
  today,
  variant,
}: {
  position: PositionDetail;
  today: string;
  variant: 'desktop' | 'phone';
}) {
  const display = postingStateDisplay(position.zt);
  const days = daysUntilPostingEnds(position.zt, position.jzrq, today);
  return (
    <StyledBody>
      <StyledStatusRow>
        <StatusBadge tone={display.tone}>{display.label}</StatusBadge>
        {days !== null && <Tag tone="warning">{`即将过期 · ${expiryText(days)}`}</Tag>}
        <StyledApplied>
          已收到 <strong>{position.sqrs}</strong> 份简历投递
        </StyledApplied>
      </StyledStatusRow>
      <ReviewerReason zt={position.zt} reason={position.shyj} />
      {position.flags.length > 0 && (
        <Callout tone="warning" title="内容检查提示（三严禁）">
          <StyledFlags>
            {position.flags.map((flag) => (
              <li key={`${flag.field}-${flag.category}`}>
                {`${POSITION_FIELD_LABELS[flag.field as PositionField] ?? flag.field}：限制“${
                  WORDING_CATEGORY_LABELS[flag.category]
                }”的用语 ${flag.words.join('、')}`}
              </li>
            ))}
          </StyledFlags>
          {position.nrsm !== '' && <PreformattedText>{`内容说明：${position.nrsm}`}</PreformattedText>}
        </Callout>
      )}
      <Descriptions
        bordered
        columns={{ desktop: 2, phone: 1 }}
        variant={variant}
        labelWidth="112px"
        items={fieldItems(position)}
      />
      <StyledHeading>审核记录</StyledHeading>
      <Timeline aria-label="审核记录" items={historyTimelineItems(position.history)} />
    </StyledBody>
  );
}

export type PositionDetailDrawerProps = {
  id: string;
  onClose: () => void;
  actions: Pick<PostingActions, 'run' | 'busy' | 'canManage'>;
  variant: 'desktop' | 'phone';
  today: string;
};

/** A position's detail beside the list: every field, the reviewer's reason, the content flags, the history. */
export function PositionDetailDrawer({ id, onClose, actions, variant, today }: PositionDetailDrawerProps) {
  const detail = positionsApi.usePositionDetailQuery(id);
  const position = detail.data?.id === id ? detail.data : undefined;
  return (
    <PostingDetailDrawer
      kind={positionKind}
      posting={position && positionRef(position)}
      error={settledError(detail)}
      onRetry={() => void detail.refetch()}
      onClose={onClose}
      actions={actions}
      variant={variant}
      width="760px"
    >
      {position && <DetailBody position={position} today={today} variant={variant} />}
    </PostingDetailDrawer>
  );
}
