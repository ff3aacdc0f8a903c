import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { color, fontSize, fontWeight, radius, space } from '../../../ui/theme';
import type { CalendarView } from '../calendarRules';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  margin-bottom: ${space(3)};
`;

const StyledGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(1)};
`;

const StyledTitle = styled.h2`
  margin: 0 ${space(2)};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
`;

const StyledSwitch = styled.div`
  display: inline-flex;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  overflow: hidden;
`;

const StyledViewButton = styled.button<{ $active: boolean }>`
  min-width: 56px;
  min-height: 32px;
  padding: 0 ${space(3)};
  border: none;
  background: ${({ $active }) => ($active ? color.primary : color.background)};
  color: ${({ $active }) => ($active ? color.onPrimary : color.text)};
  font: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: -2px;
  }
`;

const VIEWS: readonly { view: CalendarView; label: string }[] = [
  { view: 'month', label: '月' },
  { view: 'week', label: '周' },
];

export type CalendarToolbarProps = {
  view: CalendarView;
  title: string;
  variant: 'desktop' | 'phone';
  onView: (view: CalendarView) => void;
  onShift: (delta: number) => void;
  onToday: () => void;
};

/** Month or week, the previous and next one, back to today, and which one is shown. */
export function CalendarToolbar({ view, title, variant, onView, onShift, onToday }: CalendarToolbarProps) {
  const unit = view === 'month' ? '月' : '周';
  const size = variant === 'phone' ? 'phone' : 'md';
  return (
    <StyledBar data-ui="calendar-toolbar">
      <StyledGroup>
        <Button size={size} onClick={() => onShift(-1)} aria-label={`上一${unit}`}>
          ‹
        </Button>
        <StyledTitle aria-live="polite">{title}</StyledTitle>
        <Button size={size} onClick={() => onShift(1)} aria-label={`下一${unit}`}>
          ›
        </Button>
        <Button size={size} variant="link" onClick={onToday}>
          今天
        </Button>
      </StyledGroup>
      <StyledSwitch role="group" aria-label="视图">
        {VIEWS.map((entry) => (
          <StyledViewButton
            key={entry.view}
            type="button"
            $active={entry.view === view}
            aria-pressed={entry.view === view}
            onClick={() => onView(entry.view)}
          >
            {entry.label}
          </StyledViewButton>
        ))}
      </StyledSwitch>
    </StyledBar>
  );
}
