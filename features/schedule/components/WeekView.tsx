import styled from 'styled-components';
import type { ScheduleItem } from '../../../contract/activities';
import { color, fontSize, fontWeight, radius, space } from '../../../ui/theme';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { WEEKDAY_NAMES, type CalendarCell } from '../calendarRules';
import { dayText } from '../scheduleDisplay';
import { ScheduleEntry } from './ScheduleEntry';

const StyledWeek = styled.ol`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledDay = styled.li<{ $today: boolean }>`
  min-height: 280px;
  padding: ${space(1)};
  border: 1px solid ${({ $today }) => ($today ? color.primary : color.border)};
  border-radius: ${radius.md};
  background: ${color.background};
`;

const StyledHeading = styled.h3<{ $today: boolean }>`
  margin: 0 0 ${space(1)};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
  color: ${({ $today }) => ($today ? color.primaryText : color.text)};
`;

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledNone = styled.p`
  margin: 0;
  font-size: ${fontSize.xs};
  color: ${color.textSecondary};
`;

export type WeekViewProps = {
  days: CalendarCell[];
  itemsOn: (date: string) => readonly ScheduleItem[];
  onOpen: (item: ScheduleItem) => void;
};

/** A week as seven columns, Monday first, each day listing its activities. */
export function WeekView({ days, itemsOn, onOpen }: WeekViewProps) {
  return (
    <StyledWeek data-ui="schedule-week" aria-label="本周日程">
      {days.map((cell) => {
        const items = itemsOn(cell.date);
        return (
          <StyledDay key={cell.date} $today={cell.today} aria-current={cell.today ? 'date' : undefined}>
            <StyledHeading $today={cell.today}>
              {`周${WEEKDAY_NAMES[cell.weekday] ?? ''} ${Number(cell.date.slice(5, 7))}/${cell.day}`}
              {cell.today ? '（今天）' : ''}
            </StyledHeading>
            {items.length === 0 ? (
              <StyledNone>
                <span aria-hidden="true">—</span>
                <VisuallyHidden>{`${dayText(cell.date)}无日程`}</VisuallyHidden>
              </StyledNone>
            ) : (
              <StyledList>
                {items.map((item) => (
                  <li key={`${item.lx}-${item.id}`}>
                    <ScheduleEntry item={item} onOpen={onOpen} />
                  </li>
                ))}
              </StyledList>
            )}
          </StyledDay>
        );
      })}
    </StyledWeek>
  );
}
