import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../Icon';
import {
  WEEKDAYS,
  addMonths,
  canShowMonth,
  clampDate,
  dateLabel,
  isSameMonth,
  monthGrid,
  monthTitle,
  nextFocusDate,
  visibleFirstMonth,
  type DateConstraints,
} from './calendar';
import {
  StyledCalendarHeader,
  StyledCalendarTitle,
  StyledDayCell,
  StyledEmptyCell,
  StyledGrid,
  StyledMonth,
  StyledNavButton,
  StyledNavSpacer,
  StyledPanels,
  type PickerVariant,
} from './DatePicker.styles';

export type DayAppearance = {
  selected: boolean;
  /** Range drawing; all false for a single date. */
  inRange?: boolean;
  rangeStart?: boolean;
  rangeEnd?: boolean;
};

export type CalendarProps = {
  /** The day that holds the grid's single tab stop; the view follows it. */
  focusedDate: string;
  onFocusedDateChange: (date: string) => void;
  /** Enter, Space or a click on a selectable day. */
  onSelect: (date: string) => void;
  appearance: (date: string) => DayAppearance;
  isSelectable: (date: string) => boolean;
  /** Bounds for keyboard movement and month navigation. */
  constraints: DateConstraints;
  /** Pointer or keyboard resting on a day, for the range preview; null when it leaves the grid. */
  onPreviewDate?: (date: string | null) => void;
  today: string;
  /** Consecutive months side by side (the range picker shows two on desktop). */
  months?: 1 | 2;
  /** Move DOM focus to the focused day on mount (the calendar was opened from the keyboard). */
  autoFocus?: boolean;
  variant?: PickerVariant;
};

const YEAR = 12;

/**
 * Month grids with the ARIA date-picker keyboard model: one tab stop (the focused day), arrows, Home,
 * End, PageUp/PageDown (Shift for years), Enter/Space to choose. Escape belongs to the popup around it.
 */
export function Calendar({
  focusedDate,
  onFocusedDateChange,
  onSelect,
  appearance,
  isSelectable,
  constraints,
  onPreviewDate,
  today,
  months = 1,
  autoFocus = false,
  variant = 'desktop',
}: CalendarProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useRef(autoFocus);
  const [firstMonth, setFirstMonth] = useState(() => visibleFirstMonth(focusedDate, focusedDate, months));
  const shownFirstMonth = visibleFirstMonth(firstMonth, focusedDate, months);
  if (shownFirstMonth !== firstMonth) setFirstMonth(shownFirstMonth);

  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    rootRef.current
      ?.querySelector<HTMLElement>(`[data-date="${focusedDate}"][data-in-month="true"]`)
      ?.focus();
  });

  const moveFocus = (date: string) => {
    focusAfterRender.current = true;
    onFocusedDateChange(date);
    onPreviewDate?.(date);
  };

  const navigate = (delta: number) => {
    const nextFirst = addMonths(shownFirstMonth, delta);
    setFirstMonth(nextFirst);
    const stillShown = visibleFirstMonth(nextFirst, focusedDate, months) === nextFirst;
    if (!stillShown) onFocusedDateChange(clampDate(addMonths(focusedDate, delta), constraints));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = nextFocusDate(focusedDate, event, constraints);
    if (next !== null) {
      event.preventDefault();
      moveFocus(next);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (isSelectable(focusedDate)) onSelect(focusedDate);
    }
  };

  const monthsShown = Array.from({ length: months }, (_, index) => addMonths(shownFirstMonth, index));
  const lastShown = monthsShown[monthsShown.length - 1] ?? shownFirstMonth;
  const canGoBack = (delta: number) => canShowMonth(addMonths(shownFirstMonth, -delta), constraints);
  const canGoForward = (delta: number) => canShowMonth(addMonths(lastShown, delta), constraints);

  return (
    <StyledPanels ref={rootRef} data-ui="calendar" onMouseLeave={() => onPreviewDate?.(null)}>
      {monthsShown.map((month, index) => (
        <CalendarMonth
          key={month}
          month={month}
          focusedDate={focusedDate}
          showOutsideDays={months === 1}
          backButtons={index === 0 ? { year: canGoBack(YEAR), month: canGoBack(1) } : null}
          forwardButtons={index === months - 1 ? { year: canGoForward(YEAR), month: canGoForward(1) } : null}
          onNavigate={navigate}
          onKeyDown={handleKeyDown}
          onFocusDate={(date) => {
            if (date !== focusedDate) onFocusedDateChange(date);
          }}
          onSelect={(date) => {
            if (!isSelectable(date)) return;
            onFocusedDateChange(date);
            onSelect(date);
          }}
          onPreviewDate={onPreviewDate}
          appearance={appearance}
          isSelectable={isSelectable}
          today={today}
          variant={variant}
        />
      ))}
    </StyledPanels>
  );
}

type CalendarMonthProps = {
  month: string;
  focusedDate: string;
  showOutsideDays: boolean;
  /** Which backward / forward buttons the panel carries (null: none, the neighbouring panel has them). */
  backButtons: { year: boolean; month: boolean } | null;
  forwardButtons: { year: boolean; month: boolean } | null;
  onNavigate: (months: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableElement>) => void;
  /** DOM focus reached a day (a click, a screen reader's cursor): the tab stop follows it. */
  onFocusDate: (date: string) => void;
  onSelect: (date: string) => void;
  onPreviewDate: ((date: string | null) => void) | undefined;
  appearance: (date: string) => DayAppearance;
  isSelectable: (date: string) => boolean;
  today: string;
  variant: PickerVariant;
};

function CalendarMonth({
  month,
  focusedDate,
  showOutsideDays,
  backButtons,
  forwardButtons,
  onNavigate,
  onKeyDown,
  onFocusDate,
  onSelect,
  onPreviewDate,
  appearance,
  isSelectable,
  today,
  variant,
}: CalendarMonthProps) {
  const titleId = useId();
  const iconSize = variant === 'phone' ? 20 : 16;
  return (
    <StyledMonth $variant={variant}>
      <StyledCalendarHeader>
        {backButtons ? (
          <>
            <StyledNavButton
              type="button"
              $variant={variant}
              aria-label="上一年"
              disabled={!backButtons.year}
              onClick={() => onNavigate(-YEAR)}
            >
              <Icon name="chevron-left" size={iconSize} />
              <Icon name="chevron-left" size={iconSize} style={{ marginLeft: -iconSize / 2 }} />
            </StyledNavButton>
            <StyledNavButton
              type="button"
              $variant={variant}
              aria-label="上个月"
              disabled={!backButtons.month}
              onClick={() => onNavigate(-1)}
            >
              <Icon name="chevron-left" size={iconSize} />
            </StyledNavButton>
          </>
        ) : (
          <>
            <StyledNavSpacer $variant={variant} />
            <StyledNavSpacer $variant={variant} />
          </>
        )}
        <StyledCalendarTitle id={titleId} aria-live="polite">
          {monthTitle(month)}
        </StyledCalendarTitle>
        {forwardButtons ? (
          <>
            <StyledNavButton
              type="button"
              $variant={variant}
              aria-label="下个月"
              disabled={!forwardButtons.month}
              onClick={() => onNavigate(1)}
            >
              <Icon name="chevron-right" size={iconSize} />
            </StyledNavButton>
            <StyledNavButton
              type="button"
              $variant={variant}
              aria-label="下一年"
              disabled={!forwardButtons.year}
              onClick={() => onNavigate(YEAR)}
            >
              <Icon name="chevron-right" size={iconSize} />
              <Icon name="chevron-right" size={iconSize} style={{ marginLeft: -iconSize / 2 }} />
            </StyledNavButton>
          </>
        ) : (
          <>
            <StyledNavSpacer $variant={variant} />
            <StyledNavSpacer $variant={variant} />
          </>
        )}
      </StyledCalendarHeader>
      <StyledGrid role="grid" aria-labelledby={titleId} $variant={variant} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday.short} scope="col" abbr={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week[0]?.date}>
              {week.map((cell) => {
                if (!cell.inMonth && !showOutsideDays)
                  return <StyledEmptyCell key={cell.date} role="gridcell" />;
                const look = appearance(cell.date);
                const selectable = isSelectable(cell.date);
                const isToday = cell.date === today;
                const hasFocus = cell.date === focusedDate && isSameMonth(cell.date, month);
                return (
                  <StyledDayCell
                    key={cell.date}
                    role="gridcell"
                    data-date={cell.date}
                    data-in-month={cell.inMonth}
                    tabIndex={hasFocus ? 0 : -1}
                    aria-label={isToday ? `${dateLabel(cell.date)} 今天` : dateLabel(cell.date)}
                    aria-selected={look.selected}
                    aria-disabled={selectable ? undefined : true}
                    aria-current={isToday ? 'date' : undefined}
                    $variant={variant}
                    $inMonth={cell.inMonth}
                    $selected={look.selected}
                    $today={isToday}
                    $selectable={selectable}
                    $inRange={look.inRange ?? false}
                    $rangeStart={look.rangeStart ?? false}
                    $rangeEnd={look.rangeEnd ?? false}
                    onClick={() => onSelect(cell.date)}
                    onFocus={() => onFocusDate(cell.date)}
                    onMouseEnter={() => onPreviewDate?.(cell.date)}
                  >
                    <span aria-hidden="true">{cell.dayOfMonth}</span>
                  </StyledDayCell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </StyledGrid>
    </StyledMonth>
  );
}
