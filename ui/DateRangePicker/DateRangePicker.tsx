import { useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import {
  Calendar,
  StyledPickerFrame,
  StyledPickerHint,
  StyledPickerIconButton,
  StyledPickerInput,
  StyledPickerRoot,
  StyledPickerSeparator,
  StyledPickerTrigger,
  StyledPopup,
  StyledPopupFooter,
  StyledPopupStatus,
  StyledSheetFooter,
  StyledSheetStatus,
  clampDate,
  currentDay,
  datePickerMessage,
  isDateSelectable,
  parseDateInput,
  usePickerPopup,
  type DateConstraints,
  type PickerVariant,
} from '../DatePicker';
import { Button } from '../Button';
import { joinIds, useControllableState, useFieldGroup } from '../Form';
import { Icon } from '../Icon';
import type { ControlSize } from '../Input';
import { Modal } from '../Modal';
import {
  isRangeDateSelectable,
  pickRangeDate,
  rangeCellState,
  rangeConstraints,
  type DateRange,
  type RangeSide,
} from './range';

export type DateRangePickerProps = {
  /** ['YYYY-MM-DD', 'YYYY-MM-DD']; '' for a side not chosen. */
  value?: DateRange;
  defaultValue?: DateRange;
  /** Called after every accepted choice, so a half-chosen range is visible to the form. */
  onChange?: (value: DateRange) => void;
  min?: string;
  max?: string;
  disabledDate?: (date: string) => boolean;
  placeholder?: [start: string, end: string];
  disabled?: boolean;
  clearable?: boolean;
  variant?: PickerVariant;
  size?: ControlSize;
  status?: 'error';
  /** The day marked 今天; the current day unless given (stories, tests). */
  today?: string;
  id?: string;
  /** The group's name when no FormField labels it. */
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
  style?: CSSProperties;
};

const EMPTY_RANGE: DateRange = ['', ''];
const SIDE_NAMES: Record<RangeSide, string> = { start: '开始日期', end: '结束日期' };
const stepPrompt = (side: RangeSide) => `请选择${SIDE_NAMES[side]}`;

/**
 * A start and an end date: typed into two fields or chosen in a two-month calendar (one month on
 * phones, in a bottom sheet). While the end is chosen, days before the start are unavailable; a typed
 * end before the start is refused with 结束日期不能早于开始日期.
 */
export function DateRangePicker({
  value: valueProp,
  defaultValue = EMPTY_RANGE,
  onChange,
  min,
  max,
  disabledDate,
  placeholder = [SIDE_NAMES.start, SIDE_NAMES.end],
  disabled,
  clearable = true,
  variant,
  size = 'md',
  status,
  today: todayProp,
  id,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
  className,
  style,
}: DateRangePickerProps) {
  const control = useFieldGroup({
    id,
    describedBy: ariaDescribedBy,
    invalid: status === 'error' ? true : undefined,
    disabled,
    variant,
  });
  const [range, setRange] = useControllableState(valueProp, defaultValue, onChange);
  const todayDate = todayProp ?? currentDay();
  const constraints = useMemo<DateConstraints>(() => ({ min, max, disabledDate }), [min, max, disabledDate]);

  const [open, setOpen] = useState(false);
  const [openedFromKeyboard, setOpenedFromKeyboard] = useState(false);
  const [side, setSide] = useState<RangeSide>('start');
  const [focusedDate, setFocusedDate] = useState(todayDate);
  const [preview, setPreview] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<Record<RangeSide, string | null>>({ start: null, end: null });
  const [inputError, setInputError] = useState<{ side: RangeSide; message: string } | null>(null);
  const inputRefs = { start: useRef<HTMLInputElement>(null), end: useRef<HTMLInputElement>(null) };
  const triggerRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const popupId = useId();
  const valueId = useId();

  const phone = control.variant === 'phone';
  const popup = usePickerPopup(open && !phone, () => setOpen(false));
  const sideConstraints = rangeConstraints(constraints, range, side);
  const [start, end] = range;

  const openCalendar = (openSide: RangeSide, fromKeyboard: boolean) => {
    if (control.disabled) return;
    const sideValue = openSide === 'start' ? start : end;
    const anchorDate = sideValue || start || end || todayDate;
    setSide(openSide);
    setFocusedDate(clampDate(anchorDate, rangeConstraints(constraints, range, openSide)));
    setOpenedFromKeyboard(fromKeyboard);
    setPreview(null);
    setOpen(true);
  };

  const focusField = (target: RangeSide) => (phone ? triggerRef : inputRefs[target]).current?.focus();

  const close = (returnFocusTo: RangeSide | null) => {
    setOpen(false);
    if (returnFocusTo) focusField(returnFocusTo);
  };

  const accept = (next: DateRange) => {
    setRange(next);
    setDrafts({ start: null, end: null });
    setInputError(null);
  };

  const choose = (date: string) => {
    const pick = pickRangeDate(range, side, date);
    if (!pick.accepted) return;
    accept(pick.range);
    if (pick.next === null) {
      close('end');
      return;
    }
    setSide(pick.next);
    // A person working in the fields carries on in the next one; one in the grid stays in the grid.
    const typing =
      document.activeElement === inputRefs.start.current || document.activeElement === inputRefs.end.current;
    if (typing) inputRefs[pick.next].current?.focus();
  };

  const commitDraft = (draftSide: RangeSide) => {
    const draft = drafts[draftSide];
    if (draft === null) return;
    const text = draft.trim();
    if (text === '') {
      accept(draftSide === 'start' ? ['', end] : [start, '']);
      return;
    }
    const parsed = parseDateInput(text);
    if (parsed === null) {
      setInputError({ side: draftSide, message: datePickerMessage.format });
      return;
    }
    if (!isDateSelectable(parsed, constraints)) {
      setInputError({ side: draftSide, message: datePickerMessage.unavailable });
      return;
    }
    const pick = pickRangeDate(range, draftSide, parsed);
    if (pick.accepted) accept(pick.range);
    else setInputError({ side: draftSide, message: pick.message });
  };

  const handleInputKeyDown = (inputSide: RangeSide) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      commitDraft(inputSide);
      setOpen(false);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (open && side === inputSide) {
        document.getElementById(popupId)?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]')?.focus();
      } else {
        openCalendar(inputSide, true);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const calendar = (
    <Calendar
      focusedDate={focusedDate}
      onFocusedDateChange={setFocusedDate}
      onSelect={choose}
      onPreviewDate={setPreview}
      appearance={(date) => {
        const look = rangeCellState(date, range, { side, date: preview });
        return {
          selected: look.isStart || look.isEnd,
          inRange: look.inRange,
          rangeStart: look.isStart && (look.inRange || end !== '' || preview !== null),
          rangeEnd: look.isEnd,
        };
      }}
      isSelectable={(date) => isRangeDateSelectable(date, range, side, constraints)}
      constraints={sideConstraints}
      today={todayDate}
      months={phone ? 1 : 2}
      autoFocus={openedFromKeyboard}
      variant={phone ? 'phone' : 'desktop'}
    />
  );

  const hasValue = start !== '' || end !== '';
  const canClear = clearable && hasValue && drafts.start === null && drafts.end === null && !control.disabled;
  const clearButton = canClear && (
    <StyledPickerIconButton
      type="button"
      aria-label="清除日期范围"
      tabIndex={-1}
      $variant={control.variant}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        accept(EMPTY_RANGE);
        focusField('start');
      }}
    >
      <Icon name="close" />
    </StyledPickerIconButton>
  );

  const renderInput = (inputSide: RangeSide) => {
    const sideError = inputError?.side === inputSide;
    return (
      <StyledPickerInput
        ref={inputRefs[inputSide]}
        id={inputSide === 'start' ? control.id : undefined}
        value={drafts[inputSide] ?? range[inputSide === 'start' ? 0 : 1]}
        placeholder={placeholder[inputSide === 'start' ? 0 : 1]}
        autoComplete="off"
        disabled={control.disabled}
        aria-label={SIDE_NAMES[inputSide]}
        aria-invalid={control.invalid || sideError || undefined}
        aria-describedby={joinIds(control.describedBy, sideError ? hintId : null)}
        $active={open && side === inputSide}
        onChange={(event) => {
          const text = event.target.value;
          setDrafts((current) => ({ ...current, [inputSide]: text }));
          setInputError(null);
          const typed = parseDateInput(text);
          if (typed !== null) setFocusedDate(typed);
        }}
        onClick={() => {
          if (!open || side !== inputSide) openCalendar(inputSide, false);
        }}
        onFocus={() => {
          if (open) setSide(inputSide);
        }}
        onKeyDown={handleInputKeyDown(inputSide)}
        onBlur={() => commitDraft(inputSide)}
      />
    );
  };

  return (
    <StyledPickerRoot
      data-ui="date-range-picker"
      className={className}
      style={style}
      onBlur={popup.handleRootBlur}
    >
      <StyledPickerFrame
        ref={popup.setAnchor}
        role={phone ? undefined : 'group'}
        aria-label={phone ? undefined : ariaLabel}
        aria-labelledby={phone || ariaLabel ? undefined : control.labelledBy}
        $size={size}
        $variant={control.variant}
        $invalid={control.invalid || inputError !== null}
        $disabled={control.disabled}
      >
        {phone ? (
          <StyledPickerTrigger
            ref={triggerRef}
            type="button"
            id={control.id}
            disabled={control.disabled}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-label={ariaLabel ? `${ariaLabel} ${hasValue ? `${start} 至 ${end}` : '未选择'}` : undefined}
            aria-labelledby={
              !ariaLabel && control.labelledBy ? `${control.labelledBy} ${valueId}` : undefined
            }
            aria-invalid={control.invalid || undefined}
            aria-describedby={control.describedBy}
            $placeholder={!hasValue}
            onClick={() => openCalendar('start', false)}
          >
            <span id={valueId}>
              {hasValue
                ? `${start || placeholder[0]} 至 ${end || placeholder[1]}`
                : `${placeholder[0]} 至 ${placeholder[1]}`}
            </span>
          </StyledPickerTrigger>
        ) : (
          <>
            {renderInput('start')}
            <StyledPickerSeparator aria-hidden="true">至</StyledPickerSeparator>
            {renderInput('end')}
          </>
        )}
        {clearButton}
        {phone ? (
          <Icon name="calendar" style={{ flex: 'none' }} />
        ) : (
          <StyledPickerIconButton
            type="button"
            aria-label="选择日期范围"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? popupId : undefined}
            disabled={control.disabled}
            $variant={control.variant}
            onClick={() =>
              open ? setOpen(false) : openCalendar(start === '' || end !== '' ? 'start' : 'end', true)
            }
          >
            <Icon name="calendar" />
          </StyledPickerIconButton>
        )}
      </StyledPickerFrame>
      {inputError && (
        <StyledPickerHint id={hintId} role="alert">
          {inputError.message}
        </StyledPickerHint>
      )}
      {open &&
        !phone &&
        createPortal(
          <StyledPopup
            ref={popup.setPopup}
            id={popupId}
            style={popup.popupStyle}
            role="dialog"
            aria-label="选择日期范围"
            data-ui="date-range-picker-popup"
            // Pointer presses leave focus where it is (the field, or the grid for keyboard users).
            onMouseDown={(event) => event.preventDefault()}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                close(side);
              }
            }}
          >
            {calendar}
            <StyledPopupFooter>
              <StyledPopupStatus role="status">{stepPrompt(side)}</StyledPopupStatus>
              {/* The field's own alert under the popup has already announced it; this copy is for the eye. */}
              {inputError && <StyledPickerHint aria-hidden="true">{inputError.message}</StyledPickerHint>}
            </StyledPopupFooter>
          </StyledPopup>,
          document.body,
        )}
      {phone && (
        <Modal
          open={open}
          title="选择日期范围"
          variant="phone"
          phoneLayout="sheet"
          footer={null}
          onCancel={() => close('start')}
        >
          <StyledSheetStatus role="status">{stepPrompt(side)}</StyledSheetStatus>
          {calendar}
          {clearable && (
            <StyledSheetFooter>
              <Button
                size="phone"
                disabled={!hasValue}
                onClick={() => {
                  accept(EMPTY_RANGE);
                  close('start');
                }}
              >
                清除
              </Button>
            </StyledSheetFooter>
          )}
        </Modal>
      )}
    </StyledPickerRoot>
  );
}
