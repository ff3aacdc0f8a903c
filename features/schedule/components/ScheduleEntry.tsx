import styled from 'styled-components';
import type { ScheduleItem } from '../../../contract/activities';
import { color, fontSize, radius, space } from '../../../ui/theme';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { entryDetail, entryLabel } from '../scheduleDisplay';

const StyledEntry = styled.button<{ $confirmed: boolean }>`
  display: block;
  width: 100%;
  min-width: 0;
  padding: ${space(0.5)} ${space(1)};
  border: 1px solid ${({ $confirmed }) => ($confirmed ? color.primaryBorder : color.border)};
  border-left: 3px solid ${({ $confirmed }) => ($confirmed ? color.primary : color.warning)};
  border-radius: ${radius.md};
  background: ${({ $confirmed }) => ($confirmed ? color.primarySubtle : color.background)};
  color: ${color.text};
  font: inherit;
  font-size: ${fontSize.xs};
  text-align: left;
  cursor: pointer;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;

  &:hover {
    border-color: ${color.primary};
  }

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 1px;
  }
`;

const StyledTime = styled.span`
  margin-right: ${space(1)};
  color: ${color.textSecondary};
`;

export type ScheduleEntryProps = { item: ScheduleItem; onOpen: (item: ScheduleItem) => void };

/** One activity in a calendar cell: its time and title (kind, end and state for screen readers); it opens its details. */
export function ScheduleEntry({ item, onOpen }: ScheduleEntryProps) {
  return (
    <StyledEntry
      type="button"
      data-ui="schedule-entry"
      $confirmed={item.zt === '2'}
      title={entryLabel(item)}
      onClick={() => onOpen(item)}
    >
      <StyledTime>{item.kssj}</StyledTime>
      {item.bt}
      <VisuallyHidden>{` ${entryDetail(item)}`}</VisuallyHidden>
    </StyledEntry>
  );
}
