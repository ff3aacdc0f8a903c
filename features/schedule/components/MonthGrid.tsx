import styled from 'styled-components';
import type { ScheduleItem } from '../../../contract/activities';
import { color, fontSize, fontWeight, space } from '../../../ui/theme';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { WEEKDAY_NAMES, type CalendarCell } from '../calendarRules';
import { dayText } from '../scheduleDisplay';
import { ScheduleEntry } from './ScheduleEntry';

const StyledTable = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;

  th {
    padding: ${space(1)};
    font-size: ${fontSize.sm};
    font-weight: ${fontWeight.medium};
    color: ${color.textSecondary};
    text-align: center;
  }
`;

const StyledCell = styled.td<{ $inMonth: boolean; $today: boolean }>`
  height: 112px;
  padding: ${space(1)};
  vertical-align: top;
  border: 1px solid ${color.border};
  background: ${({ $inMonth }) => ($inMonth ? color.background : color.backgroundMuted)};
  box-shadow: ${({ $today }) => ($today ? `inset 0 2px 0 ${color.primary}` : 'none')};
`;

const StyledDay = styled.div<{ $inMonth: boolean; $today: boolean }>`
  margin-bottom: ${space(0.5)};
  font-size: ${fontSize.sm};
  font-weight: ${({ $today }) => ($today ? fontWeight.bold : fontWeight.normal)};
  color: ${({ $inMonth, $today }) => ($today ? color.primaryText : $inMonth ? color.text : color.textSecondary)};
`;

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(0.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export type MonthGridProps = {
  title: string;
  weeks: CalendarCell[][];
  itemsOn: (date: string) => readonly ScheduleItem[];
  onOpen: (item: ScheduleItem) => void;
};

/** A month as a table of whole weeks (Monday first), each day listing its activities. */
export function MonthGrid({ title, weeks, itemsOn, onOpen }: MonthGridProps) {
  return (
    <StyledTable data-ui="schedule-month">
      <caption className="visually-hidden">{`${title}日程`}</caption>
      <thead>
        <tr>
          {WEEKDAY_NAMES.map((name) => (
            <th key={name} scope="col" abbr={`星期${name}`}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.date}>
            {week.map((cell) => {
              const items = itemsOn(cell.date);
              return (
                <StyledCell
                  key={cell.date}
                  $inMonth={cell.inMonth}
                  $today={cell.today}
                  aria-current={cell.today ? 'date' : undefined}
                >
                  <StyledDay $inMonth={cell.inMonth} $today={cell.today}>
                    <span aria-hidden="true">{cell.day}</span>
                    <VisuallyHidden>{`${dayText(cell.date)}${cell.today ? '（今天）' : ''}`}</VisuallyHidden>
                  </StyledDay>
                  {items.length > 0 && (
                    <StyledList>
                      {items.map((item) => (
                        <li key={`${item.lx}-${item.id}`}>
                          <ScheduleEntry item={item} onOpen={onOpen} />
                        </li>
                      ))}
                    </StyledList>
                  )}
                </StyledCell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}
