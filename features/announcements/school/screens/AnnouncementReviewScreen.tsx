import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { AnnouncementDetail } from '../../../../contract/announcements';
import { consolePages } from '../../../../contract/console';
import { Descriptions } from '../../../../ui/Descriptions';
import { Icon } from '../../../../ui/Icon';
import { Link } from '../../../../ui/Link';
import { RichTextView } from '../../../../ui/RichTextView';
import { Section } from '../../../../ui/Section';
import { color, space } from '../../../../ui/theme';
import { ContentFlagsNotice, MarkedText } from '../../../../app/review/ContentFlags';
import { PostingReviewScreen } from '../../../../app/review/PostingReviewScreen';
import { flaggedWordsOf } from '../../../../app/review/reviewActions';
import { periodText } from '../../../../app/review/reviewDisplay';
import { schoolAnnouncementsApi } from '../schoolAnnouncementsApi';
import { announcementFieldLabel, attachmentUrl } from '../schoolAnnouncementRules';

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${space(2)};
    overflow-wrap: anywhere;
  }
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${color.textSecondary};
`;

function Attachments({ announcement }: { announcement: AnnouncementDetail }) {
  if (announcement.fj.length === 0) return <StyledMuted>无附件</StyledMuted>;
  return (
    <StyledList aria-label="附件">
      {announcement.fj.map((file) => (
        <li key={file.path}>
          <Icon name="file" size="16px" />
          <Link href={attachmentUrl(file.path)} download={file.name} underline="hover">
            {file.name}
          </Link>
        </li>
      ))}
    </StyledList>
  );
}

function LinkedPositions({ announcement }: { announcement: AnnouncementDetail }) {
  if (announcement.glzw.length === 0) return <StyledMuted>未关联职位</StyledMuted>;
  return (
    <StyledList aria-label="关联职位">
      {announcement.glzw.map((position) => (
        <li key={position.id}>
          <Link to={`${consolePages.positions}/${encodeURIComponent(position.id)}`} underline="hover">
            {position.zwmc}
          </Link>
        </li>
      ))}
    </StyledList>
  );
}

/**
 * /mgrpage/zpgg/{id}: an announcement exactly as submitted (the body as the server sanitized it, its
 * attachments to download, its linked positions), the content check's flags with the employer's
 * explanation, its history, and the school's actions its state allows, each through a reason dialog.
 */
export default function AnnouncementReviewScreen() {
  const { id = '' } = useParams();
  const detail = schoolAnnouncementsApi.useSchoolAnnouncementDetailQuery(id);
  const [review] = schoolAnnouncementsApi.useReviewAnnouncementMutation();
  const [takeOffline] = schoolAnnouncementsApi.useTakeAnnouncementOfflineMutation();
  return (
    <PostingReviewScreen
      data-ui="announcement-review"
      texts={{ noun: '公告', loading: '公告加载中', missing: '公告不存在', failed: '公告加载失败' }}
      queuePath={consolePages.announcements}
      detail={detail}
      review={review}
      takeOffline={takeOffline}
      heading={(announcement) => ({
        title: <MarkedText text={announcement.ggbt} words={flaggedWordsOf(announcement.flags, 'ggbt')} />,
        name: announcement.ggbt,
      })}
    >
      {(announcement, variant) => (
        <>
          <ContentFlagsNotice
            flags={announcement.flags}
            explanation={announcement.nrsm}
            fieldLabel={announcementFieldLabel}
          />
          <Section title="公告信息" headingLevel={3}>
            <Descriptions
              variant={variant}
              columns={{ desktop: 2, phone: 1 }}
              items={[
                { key: 'dwmc', label: '单位名称', children: announcement.dwmc },
                {
                  key: 'validity',
                  label: '有效期',
                  children: periodText(announcement.kssj, announcement.jssj),
                },
                { key: 'tjsj', label: '提交时间', children: announcement.tjsj || '—' },
                { key: 'fbsj', label: '发布时间', children: announcement.fbsj || '—' },
              ]}
            />
          </Section>
          <Section title="公告内容" headingLevel={3}>
            {announcement.ggnr.trim() === '' ? (
              <StyledMuted>（无内容）</StyledMuted>
            ) : (
              <RichTextView sanitizedHtml={announcement.ggnr} />
            )}
          </Section>
          <Section title="附件" headingLevel={3}>
            <Attachments announcement={announcement} />
          </Section>
          <Section title="关联职位" headingLevel={3}>
            <LinkedPositions announcement={announcement} />
          </Section>
        </>
      )}
    </PostingReviewScreen>
  );
}
