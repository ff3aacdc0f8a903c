import type { ReactElement } from 'react';
import styled from 'styled-components';
import { chinaDate } from '../../../contract/chinaTime';
import { space } from '../../../ui/theme';
import { BannerCarousel } from '../components/BannerCarousel';
import { StyledBlockGrid } from '../components/Blocks.styles';
import { CalendarBlock } from '../components/CalendarBlock';
import { HydrateWhenSeen } from '../components/HydrateWhenSeen';
import {
  AnnouncementsBlock,
  FairsBlock,
  NoticesBlock,
  PositionsBlock,
  TalksBlock,
} from '../components/ContentBlocks';
import { StyledPage } from '../components/ListPage';
import { QuickLinks } from '../components/QuickLinks';
import { useHomepageQuery } from '../homepageApi';
import { useSitePageMeta } from '../pageMeta';
import { usePublicSite } from '../publicSite';

/** The page's heading for assistive technology: the header shows the name already. */
const StyledHiddenHeading = styled.h1`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const StyledStack = styled.div`
  display: grid;
  gap: ${space(4)};
`;

/** Each block hydrated on its own once it comes into view, not the whole page in one long task. */
const hydratedWhenSeen = (block: ReactElement) => <HydrateWhenSeen key={block.key}>{block}</HydrateWhenSeen>;

/**
 * The site's homepage: banners, quick links, then the blocks in the order of its template (1: notices
 * first; 2: positions and announcements first).
 */
export default function HomeScreen() {
  const site = usePublicSite();
  const { data, isLoading, isError } = useHomepageQuery(site.xxdm);
  const siteName = data?.wzmb.wzmc ?? '';
  useSitePageMeta(siteName, `${siteName}：通知公告、招聘会、宣讲会、招聘公告与招聘职位`, site.base);
  const notices = <NoticesBlock key="notices" notices={data?.tzgg} loading={isLoading} failed={isError} />;
  const calendar = <CalendarBlock key="calendar" today={chinaDate(Date.now())} />;
  const postings = [<AnnouncementsBlock key="announcements" />, <PositionsBlock key="positions" />];
  const activities = [<FairsBlock key="fairs" />, <TalksBlock key="talks" />];
  const blocks =
    data?.wzmb.mbid === '2'
      ? [...postings, ...activities, notices, calendar]
      : [notices, calendar, ...activities, ...postings];
  return (
    <StyledPage>
      <StyledHiddenHeading>{siteName || '学校就业网'}</StyledHiddenHeading>
      <StyledStack>
        <BannerCarousel banners={data?.lbt ?? []} />
        <QuickLinks links={data?.kjdh ?? []} />
        <StyledBlockGrid>{blocks.map(hydratedWhenSeen)}</StyledBlockGrid>
      </StyledStack>
    </StyledPage>
  );
}
