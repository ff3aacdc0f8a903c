import styled from 'styled-components';
import type { BadgeTone } from '../Badge/Badge.styles';
import { color, fontSize, fontWeight, lineHeight, space } from '../theme';

const dotColors: Record<BadgeTone, string> = {
  default: color.borderStrong,
  primary: color.primary,
  success: color.success,
  warning: color.warning,
  danger: color.danger,
  info: color.info,
};

export const StyledTimeline = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledTimelineItem = styled.li`
  position: relative;
  padding: 0 0 ${space(5)} ${space(6)};

  /* The line joining this item's dot to the next one. */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    top: 14px;
    bottom: 0;
    left: 4px;
    width: 2px;
    background: ${color.border};
  }

  &:last-child {
    padding-bottom: 0;
  }
`;

export const StyledTimelineDot = styled.span<{ $tone: BadgeTone }>`
  position: absolute;
  top: 5px;
  left: 0;
  width: 10px;
  height: 10px;
  border: 2px solid ${({ $tone }) => dotColors[$tone]};
  border-radius: 50%;
  background: ${color.background};
`;

export const StyledTimelineHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space(1)} ${space(3)};
  line-height: ${lineHeight.tight};
`;

export const StyledTimelineTitle = styled.span`
  font-weight: ${fontWeight.medium};
  color: ${color.text};
`;

export const StyledTimelineMeta = styled.span`
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

export const StyledTimelineBody = styled.div`
  margin-top: ${space(1)};
  color: ${color.text};
  line-height: ${lineHeight.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
