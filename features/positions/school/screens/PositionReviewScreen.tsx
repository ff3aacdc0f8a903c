import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { consolePages } from '../../../../contract/console';
import type { PositionDetail } from '../../../../contract/positions';
import { Descriptions } from '../../../../ui/Descriptions';
import { Section } from '../../../../ui/Section';
import { Tag } from '../../../../ui/Tag';
import { space } from '../../../../ui/theme';
import { ContentFlagsNotice, MarkedText } from '../../../../app/review/ContentFlags';
import { PostingReviewScreen } from '../../../../app/review/PostingReviewScreen';
import { flaggedWordsOf } from '../../../../app/review/reviewActions';
import { periodText } from '../../../../app/review/reviewDisplay';
import { schoolPositionsApi } from '../schoolPositionsApi';
import {
  applyMethodLabel,
  categoryLabel,
  educationLabel,
  natureLabel,
  positionFieldLabel,
  salaryText,
  visibilityLabel,
} from '../schoolPositionRules';

const StyledTags = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(1)} ${space(2)};
`;

/** Tags (majors, benefits), those holding a flagged word in the warning tone. */
function tagsOf(values: readonly string[], words: readonly string[]): ReactNode {
  if (values.length === 0) return null;
  return (
    <StyledTags>
      {values.map((value) => (
        <Tag key={value} tone={words.some((word) => value.includes(word)) ? 'warning' : 'default'}>
          {value}
        </Tag>
      ))}
    </StyledTags>
  );
}

function PositionFields({ position, variant }: { position: PositionDetail; variant: 'desktop' | 'phone' }) {
  const words = (field: string) => flaggedWordsOf(position.flags, field);
  const majors = tagsOf(position.zybq, words('zybq'));
  const email = position.jlyx ? `（${position.jlyx}）` : '';
  return (
    <Descriptions
      variant={variant}
      columns={{ desktop: 2, phone: 1 }}
      items={[
        { key: 'dwmc', label: '单位名称', children: position.dwmc },
        {
          key: 'zwmc',
          label: '职位名称',
          children: <MarkedText text={position.zwmc} words={words('zwmc')} />,
        },
        { key: 'gzxz', label: '工作性质', children: natureLabel(position.gzxz) },
        { key: 'zwlb', label: '职位类别', children: categoryLabel(position.zwlb) },
        { key: 'xlyq', label: '学历要求', children: educationLabel(position.xlyq) },
        { key: 'zprs', label: '招聘人数', children: `${position.zprs} 人` },
        { key: 'salary', label: '薪资', children: salaryText(position) },
        {
          key: 'gzdq',
          label: '工作地点',
          children: [position.gzdqmc, position.gzdz].filter(Boolean).join(' ') || '—',
        },
        {
          key: 'zyyq',
          label: '专业要求',
          span: 2,
          children: (
            <StyledTags>
              <MarkedText text={position.zyyq || (majors ? '' : '不限')} words={words('zyyq')} />
              {majors}
            </StyledTags>
          ),
        },
        { key: 'fl', label: '福利', span: 2, children: tagsOf(position.fl, words('fl')) ?? '—' },
        { key: 'jlfs', label: '简历接收方式', children: `${applyMethodLabel(position.jlfs)}${email}` },
        { key: 'gkfw', label: '公开范围', children: visibilityLabel(position.gkfw) },
        { key: 'lxr', label: '联系人', children: position.lxr || '—' },
        { key: 'lxdh', label: '联系电话', children: position.lxdh || '—' },
        { key: 'period', label: '有效期', children: periodText(position.kssj, position.jzrq) },
        { key: 'sqrs', label: '投递人数', children: `${position.sqrs} 人` },
        { key: 'tjsj', label: '提交时间', children: position.tjsj || '—' },
        { key: 'fbsj', label: '发布时间', children: position.fbsj || '—' },
      ]}
    />
  );
}

/**
 * /mgrpage/zpgw/{id}: a position exactly as submitted (every field by its label, the content check's
 * flags marked, the employer's explanation), its history, and the school's actions its state allows
 * (通过 / 驳回 / 要求修改 while pending, 下线 once published), each through a reason dialog.
 */
export default function PositionReviewScreen() {
  const { id = '' } = useParams();
  const detail = schoolPositionsApi.useSchoolPositionDetailQuery(id);
  const [review] = schoolPositionsApi.useReviewPositionMutation();
  const [takeOffline] = schoolPositionsApi.useTakePositionOfflineMutation();
  return (
    <PostingReviewScreen
      data-ui="position-review"
      texts={{ noun: '职位', loading: '职位信息加载中', missing: '职位不存在', failed: '职位信息加载失败' }}
      queuePath={consolePages.positions}
      detail={detail}
      review={review}
      takeOffline={takeOffline}
      heading={(position) => ({ title: position.zwmc, name: position.zwmc })}
    >
      {(position, variant) => (
        <>
          <ContentFlagsNotice
            flags={position.flags}
            explanation={position.nrsm}
            fieldLabel={positionFieldLabel}
          />
          <Section title="职位信息" headingLevel={3}>
            <PositionFields position={position} variant={variant} />
          </Section>
          <Section title="职位描述" headingLevel={3}>
            <MarkedText text={position.zwms} words={flaggedWordsOf(position.flags, 'zwms')} />
          </Section>
        </>
      )}
    </PostingReviewScreen>
  );
}
