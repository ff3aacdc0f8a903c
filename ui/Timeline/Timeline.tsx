import type { ReactNode } from 'react';
import type { BadgeTone } from '../Badge/Badge.styles';
import {
  StyledTimeline,
  StyledTimelineBody,
  StyledTimelineDot,
  StyledTimelineHeader,
  StyledTimelineItem,
  StyledTimelineMeta,
  StyledTimelineTitle,
} from './Timeline.styles';

export type TimelineItem = {
  key: string;
  /** What happened, e.g. 驳回. */
  title: ReactNode;
  /** Who and when, e.g. 张老师 · 2026-11-25 10:02. */
  meta?: ReactNode;
  /** Details, e.g. the reason. */
  children?: ReactNode;
  tone?: BadgeTone;
};

export type TimelineProps = {
  items: readonly TimelineItem[];
  /** Names the list, e.g. 审核记录. */
  'aria-label': string;
  className?: string;
};

/** Events in order (a review history, a booking's progress): an ordered list with a dot per event. */
export function Timeline({ items, 'aria-label': ariaLabel, className }: TimelineProps) {
  return (
    <StyledTimeline data-ui="timeline" aria-label={ariaLabel} className={className}>
      {items.map((item) => (
        <StyledTimelineItem key={item.key}>
          <StyledTimelineDot $tone={item.tone ?? 'default'} aria-hidden="true" />
          <StyledTimelineHeader>
            <StyledTimelineTitle>{item.title}</StyledTimelineTitle>
            {item.meta !== undefined && <StyledTimelineMeta>{item.meta}</StyledTimelineMeta>}
          </StyledTimelineHeader>
          {item.children !== undefined && <StyledTimelineBody>{item.children}</StyledTimelineBody>}
        </StyledTimelineItem>
      ))}
    </StyledTimeline>
  );
}
