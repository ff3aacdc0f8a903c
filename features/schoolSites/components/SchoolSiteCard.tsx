import { useId } from 'react';
import styled from 'styled-components';
import type { SchoolSiteItem } from '../../../contract/schoolSites';
import { Button } from '../../../ui/Button';
import { Callout } from '../../../ui/Callout';
import { Tag } from '../../../ui/Tag';
import { color, derivePalette, fontSize, fontWeight, radius, space } from '../../../ui/theme';
import { SITE_ACTION_LABELS, schoolReason, siteOffer, standingTag, type SiteOffer } from '../siteRules';

type Variant = 'desktop' | 'phone';

const StyledCard = styled.li<{ $stripe: string }>`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  padding: ${space(4)};
  border: 1px solid ${color.border};
  border-left: 4px solid ${({ $stripe }) => $stripe};
  border-radius: ${radius.lg};
  background: ${color.background};
  list-style: none;
`;

const StyledHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
`;

/** The school's colour as a badge with its first character, text in the colour's readable pair. */
const StyledSwatch = styled.span<{ $background: string; $text: string }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${radius.round};
  background: ${({ $background }) => $background};
  color: ${({ $text }) => $text};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
`;

const StyledTitleBlock = styled.div`
  display: flex;
  min-width: 0;
  flex: 1;
  flex-direction: column;
  gap: ${space(1)};
`;

const StyledName = styled.h2`
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  overflow-wrap: anywhere;
`;

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(1)} ${space(2)};
  margin: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

const StyledFoot = styled.div<{ $phone: boolean }>`
  display: flex;
  flex-direction: ${({ $phone }) => ($phone ? 'column' : 'row')};
  align-items: ${({ $phone }) => ($phone ? 'stretch' : 'center')};
  justify-content: space-between;
  gap: ${space(2)};
  margin-top: auto;
`;

const StyledNote = styled.span`
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;

const NOTES: Partial<Record<SiteOffer['kind'], string>> = {
  here: '当前所在站点',
  waiting: '学校审核中，审核通过后即可进入',
  needsManage: '提交注册需“账号管理·管理”权限，请联系单位主账号',
};

export type SchoolSiteCardProps = {
  site: SchoolSiteItem;
  canManage: boolean;
  variant: Variant;
  /** The action under way on this site (its button shows loading). */
  busy: boolean;
  onAction: (offer: 'register' | 'resubmit' | 'enter', site: SchoolSiteItem) => void;
};

/** One school site: its colour and name, the employer's standing there, the school's reason, what to do. */
export function SchoolSiteCard({ site, canManage, variant, busy, onAction }: SchoolSiteCardProps) {
  const headingId = useId();
  const palette = derivePalette(site.wzzsd);
  const tag = standingTag(site);
  const reason = schoolReason(site);
  const offer = siteOffer(site, canManage);
  const phone = variant === 'phone';
  const tagSize = phone ? 'phone' : 'md';

  return (
    <StyledCard $stripe={palette.primary} aria-labelledby={headingId}>
      <StyledHead>
        <StyledSwatch $background={palette.primary} $text={palette.onPrimary} aria-hidden="true">
          {site.wzmc.slice(0, 1)}
        </StyledSwatch>
        <StyledTitleBlock>
          <StyledName id={headingId}>{site.wzmc}</StyledName>
          <StyledMeta>
            <span>学校代码 {site.xxdm}</span>
            {site.zczd && (
              <Tag tone="info" size={tagSize}>
                注册站点
              </Tag>
            )}
          </StyledMeta>
        </StyledTitleBlock>
        <Tag tone={tag.tone} size={tagSize}>
          {tag.label}
        </Tag>
      </StyledHead>
      {site.tjsj !== '' && <StyledMeta>提交时间 {site.tjsj}</StyledMeta>}
      {reason !== null && (
        <Callout tone={tag.tone === 'danger' ? 'error' : 'warning'} title={reason.title}>
          {reason.text}
        </Callout>
      )}
      <StyledFoot $phone={phone}>
        {offer.kind === 'register' || offer.kind === 'resubmit' || offer.kind === 'enter' ? (
          <Button
            variant="primary"
            size={phone ? 'phone' : 'md'}
            block={phone}
            loading={busy}
            aria-label={`${SITE_ACTION_LABELS[offer.kind]} ${site.wzmc}`}
            onClick={() => onAction(offer.kind, site)}
          >
            {SITE_ACTION_LABELS[offer.kind]}
          </Button>
        ) : (
          <StyledNote>{NOTES[offer.kind]}</StyledNote>
        )}
      </StyledFoot>
    </StyledCard>
  );
}
