import styled from 'styled-components';
import { StatusBadge } from '../../../../ui/Badge';
import { Callout } from '../../../../ui/Callout';
import { Descriptions } from '../../../../ui/Descriptions';
import { Icon } from '../../../../ui/Icon';
import { PreformattedText } from '../../../../ui/PagePanel';
import { RichTextView } from '../../../../ui/RichTextView';
import { Timeline } from '../../../../ui/Timeline';
import { color, fontSize, fontWeight, radius, space } from '../../../../ui/theme';
import { ANNOUNCEMENT_FIELD_LABELS, type AnnouncementField } from '../../../../contract/announcementRules';
import type { AnnouncementDetail } from '../../../../contract/announcements';
import { PostingDetailDrawer } from '../../../../app/postings/PostingDetailDrawer';
import { settledError } from '../../../../app/api/refusal';
import { flagText } from '../../../../app/review/reviewActions';
import { historyTimelineItems, postingStateDisplay } from '../../../../app/review/reviewDisplay';
import { ReviewerReason } from '../../../../app/postings/ReviewerReason';
import type { PostingActions } from '../../../../app/postings/usePostingActions';
import { announcementsApi } from '../../announcementsApi';
import { announcementKind, announcementRef, stateHint, validityText } from '../announcementDisplay';
import { downloadHrefOf } from '../announcementForm';

const StyledDetail = styled.div`
  display: grid;
  gap: ${space(5)};
  min-width: 0;
`;

const StyledSection = styled.section`
  display: grid;
  gap: ${space(2)};
  min-width: 0;
`;

const StyledSectionTitle = styled.h3`
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  color: ${color.text};
`;

/** The body as the public page shows it, set apart from the detail's own headings. */
const StyledBodyPanel = styled.div`
  padding: ${space(4)};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  min-width: 0;
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${space(1)};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    gap: ${space(1)};
    color: ${color.primaryText};
  }
`;

const fieldLabel = (field: string) => ANNOUNCEMENT_FIELD_LABELS[field as AnnouncementField] ?? field;

function DetailBody({ detail, variant }: { detail: AnnouncementDetail; variant: 'desktop' | 'phone' }) {
  const display = postingStateDisplay(detail.zt);
  return (
    <StyledDetail>
      <Callout tone="info" title={<StatusBadge tone={display.tone}>{display.label}</StatusBadge>}>
        {stateHint(detail.zt)}
      </Callout>
      <ReviewerReason zt={detail.zt} reason={detail.shyj} />
      {detail.flags.length > 0 && (
        <Callout tone="warning" title="内容检查提示">
          <StyledList aria-label="内容检查提示">
            {detail.flags.map((flag) => (
              <li key={`${flag.field}-${flag.category}`}>{flagText(flag, fieldLabel(flag.field))}</li>
            ))}
          </StyledList>
          {detail.nrsm !== '' && <PreformattedText>内容说明：{detail.nrsm}</PreformattedText>}
        </Callout>
      )}
      <Descriptions
        variant={variant}
        columns={{ desktop: 1, phone: 1 }}
        labelWidth="96px"
        items={[
          { key: 'validity', label: '有效期', children: validityText(detail.kssj, detail.jssj) },
          {
            key: 'positions',
            label: '关联职位',
            children:
              detail.glzw.length === 0 ? '无' : detail.glzw.map((position) => position.zwmc).join('、'),
          },
          {
            key: 'attachments',
            label: '附件',
            children:
              detail.fj.length === 0 ? (
                '无'
              ) : (
                <StyledList aria-label="附件">
                  {detail.fj.map((file) => (
                    <li key={file.path}>
                      <a href={downloadHrefOf(file.path)} download={file.name}>
                        <Icon name="download" />
                        {file.name}
                      </a>
                    </li>
                  ))}
                </StyledList>
              ),
          },
          { key: 'updated', label: '更新时间', children: detail.gxsj || '—' },
          { key: 'submitted', label: '提交时间', children: detail.tjsj || '尚未提交' },
          { key: 'published', label: '发布时间', children: detail.fbsj || '尚未发布' },
        ]}
      />
      <StyledSection aria-labelledby="announcement-body-title">
        <StyledSectionTitle id="announcement-body-title">公告内容</StyledSectionTitle>
        <StyledBodyPanel>
          {detail.ggnr === '' ? '（暂无内容）' : <RichTextView sanitizedHtml={detail.ggnr} />}
        </StyledBodyPanel>
      </StyledSection>
      <StyledSection aria-labelledby="announcement-history-title">
        <StyledSectionTitle id="announcement-history-title">审核记录</StyledSectionTitle>
        <Timeline aria-label="审核记录" items={historyTimelineItems(detail.history)} />
      </StyledSection>
    </StyledDetail>
  );
}

/**
 * An announcement's detail beside the list (a bottom sheet on phones), opened by `?id=`: the state
 * and what it means, the reviewer's reason, the content check, the sanitized body, attachments,
 * linked positions and the review history, with the actions the state allows.
 */
export function AnnouncementDetailDrawer({
  id,
  onClose,
  actions,
  variant,
}: {
  id: string;
  onClose: () => void;
  actions: Pick<PostingActions, 'run' | 'busy' | 'canManage'>;
  variant: 'desktop' | 'phone';
}) {
  const detail = announcementsApi.useAnnouncementDetailQuery(id, { refetchOnMountOrArgChange: true });
  const announcement = detail.currentData?.id === id ? detail.currentData : undefined;
  return (
    <PostingDetailDrawer
      kind={announcementKind}
      posting={announcement && announcementRef(announcement)}
      error={settledError(detail)}
      onRetry={() => void detail.refetch()}
      onClose={onClose}
      actions={actions}
      variant={variant}
      width="640px"
      namedActions={false}
    >
      {announcement && <DetailBody detail={announcement} variant={variant} />}
    </PostingDetailDrawer>
  );
}
