import styled from 'styled-components';
import type { ScheduleItem } from '../../../contract/activities';
import { StatusBadge } from '../../../ui/Badge';
import { color, fontSize, fontWeight, radius, space } from '../../../ui/theme';
import { dayText, placeText, stateTone, timeText } from '../scheduleDisplay';

const StyledDays = styled.ol`
  display: grid;
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledHeading = styled.h3`
  margin: 0 0 ${space(1)};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.medium};
`;

const StyledItems = styled.ul`
  display: grid;
  gap: ${space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.button`
  display: grid;
  gap: ${space(0.5)};
  width: 100%;
  min-height: 44px;
  padding: ${space(2)};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.background};
  color: ${color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 1px;
  }
`;

const StyledTop = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${space(2)};
  font-weight: ${fontWeight.medium};
`;

const StyledMuted = styled.span`
  font-size: ${fontSize.sm};
  color: ${color.textSecondary};
`;

export type AgendaListProps = {
  days: readonly { rq: string; items: readonly ScheduleItem[] }[];
  onOpen: (item: ScheduleItem) => void;
};

/** The phone's calendar: the view's days that have activities, each as a list of cards. */
export function AgendaList({ days, onOpen }: AgendaListProps) {
  return (
    <StyledDays data-ui="schedule-agenda">
      {days.map((day) => (
        <li key={day.rq}>
          <StyledHeading>{dayText(day.rq)}</StyledHeading>
          <StyledItems>
            {day.items.map((item) => (
              <li key={`${item.lx}-${item.id}`}>
                <StyledItem type="button" onClick={() => onOpen(item)}>
                  <StyledTop>
                    <span>{item.bt}</span>
                    <StatusBadge tone={stateTone(item)}>{item.ztmc}</StatusBadge>
                  </StyledTop>
                  <StyledMuted>{`${timeText(item)} · ${placeText(item)}`}</StyledMuted>
                </StyledItem>
              </li>
            ))}
          </StyledItems>
        </li>
      ))}
    </StyledDays>
  );
}
