import { useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../Button';
import { useControllableState, useFieldControl, joinIds } from '../Form';
import { Icon } from '../Icon';
import type { ControlSize } from '../Input';
import { Modal } from '../Modal';
import { Calendar } from './Calendar';
import {
  clampDate,
  isDateSelectable,
  parseDateInput,
  today as currentDay,
  type DateConstraints,
} from './calendar';
import {
  StyledPickerFrame,
  StyledPickerHint,
  StyledPickerIconButton,
  StyledPickerInput,
  StyledPickerRoot,
  StyledPickerTrigger,
  StyledPopup,
  StyledPopupFooter,
  StyledSheetFooter,
  type PickerVariant,
} from './DatePicker.styles';
import { usePickerPopup } from './usePickerPopup';

export const datePickerMessage = {
  format: '请按 年-月-日 格式输入日期，如 2025-06-01',
  unavailable: '该日期不可选',
} as const;

export type DatePickerProps = {
  /** 'YYYY-MM-DD', or '' for no date. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Earliest and latest selectable dates ('YYYY-MM-DD', inclusive). */
  min?: string;
  max?: string;
  /** Dates that may not be chosen within [min, max]. */
  disabledDate?: (date: string) => boolean;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  /** Shows a 清除日期 button while a date is set (default true). */
  clearable?: boolean;
  /** `phone`: a full-width field that opens a bottom sheet. Inside a FormField the field's variant applies. */
  variant?: PickerVariant;
  size?: ControlSize;
  status?: 'error';
  /** The day marked 今天 and chosen by the 今天 button; the current day unless given (stories, tests). */
  today?: string;
  id?: string;
  /** The field's name when no FormField labels it. */
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
  style?: CSSProperties;
};

/**
 * A date field: type 'YYYY-MM-DD' (or '2025-6-1'), or choose from a month grid (weeks start on Monday).
 * Desktop opens a popup under the field; phone opens a bottom sheet. A typed date that is malformed or
 * not selectable is kept on screen with a message and does not change the value.
 */
export function DatePicker({
  value: valueProp,
  defaultValue = '',
  onChange,
  min,
  max,
  disabledDate,
  placeholder = '请选择日期',
  disabled,
  required,
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
}: DatePickerProps) {
  const control = useFieldControl({
    id,
    describedBy: ariaDescribedBy,
    invalid: status === 'error' ? true : undefined,
    required,
    disabled,
    variant,
  });
  const [value, setValue] = useControllableState(valueProp, defaultValue, onChange);
  const todayDate = todayProp ?? currentDay();
  const constraints = useMemo<DateConstraints>(() => ({ min, max, disabledDate }), [min, max, disabledDate]);
  const isSelectable = (date: string) => isDateSelectable(date, constraints);

  const [open, setOpen] = useState(false);
  const [openedFromKeyboard, setOpenedFromKeyboard] = useState(false);
  const [focusedDate, setFocusedDate] = useState(todayDate);
  const [draft, setDraft] = useState<string | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const valueId = useId();
  const popupId = useId();

  const phone = control.variant === 'phone';
  const popup = usePickerPopup(open && !phone, () => setOpen(false));

  const openCalendar = (fromKeyboard: boolean) => {
    if (control.disabled) return;
    const typed = draft === null ? null : parseDateInput(draft);
    setFocusedDate(clampDate(typed ?? (value || todayDate), constraints));
    setOpenedFromKeyboard(fromKeyboard);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) (phone ? triggerRef : inputRef).current?.focus();
  };

  const choose = (date: string) => {
    setValue(date);
    setDraft(null);
    setInputError(null);
    close(true);
  };

  const clear = () => {
    setValue('');
    setDraft(null);
    setInputError(null);
  };

  const commitDraft = () => {
    if (draft === null) return;
    const text = draft.trim();
    if (text === '') {
      clear();
      return;
    }
    const parsed = parseDateInput(text);
    if (parsed === null) setInputError(datePickerMessage.format);
    else if (!isSelectable(parsed)) setInputError(datePickerMessage.unavailable);
    else {
      setValue(parsed);
      setDraft(null);
      setInputError(null);
    }
  };

  const handleInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      commitDraft();
      setOpen(false);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (open) {
        popupGridCell()?.focus();
      } else {
        openCalendar(true);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const popupGridCell = () =>
    document.getElementById(popupId)?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]');

  const canClear = clearable && value !== '' && draft === null && !control.disabled;
  const describedBy = joinIds(control.describedBy, inputError ? hintId : null);

  const calendar = (
    <Calendar
      focusedDate={focusedDate}
      onFocusedDateChange={setFocusedDate}
      onSelect={choose}
      appearance={(date) => ({ selected: date === value })}
      isSelectable={isSelectable}
      constraints={constraints}
      today={todayDate}
      autoFocus={openedFromKeyboard}
      variant={phone ? 'phone' : 'desktop'}
    />
  );

  const clearButton = canClear && (
    <StyledPickerIconButton
      type="button"
      aria-label="清除日期"
      tabIndex={-1}
      $variant={control.variant}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        clear();
        (phone ? triggerRef : inputRef).current?.focus();
      }}
    >
      <Icon name="close" />
    </StyledPickerIconButton>
  );

  return (
    <StyledPickerRoot data-ui="date-picker" className={className} style={style} onBlur={popup.handleRootBlur}>
      <StyledPickerFrame
        ref={popup.setAnchor}
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
            aria-label={ariaLabel ? `${ariaLabel} ${value || placeholder}` : undefined}
            aria-labelledby={
              !ariaLabel && control.labelledBy ? `${control.labelledBy} ${valueId}` : undefined
            }
            aria-invalid={control.invalid || undefined}
            aria-describedby={describedBy}
            $placeholder={value === ''}
            onClick={() => openCalendar(false)}
          >
            <span id={valueId}>{value || placeholder}</span>
          </StyledPickerTrigger>
        ) : (
          <StyledPickerInput
            ref={inputRef}
            id={control.id}
            value={draft ?? value}
            placeholder={placeholder}
            autoComplete="off"
            disabled={control.disabled}
            aria-label={ariaLabel}
            aria-invalid={control.invalid || inputError !== null || undefined}
            aria-required={control.required || undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              setDraft(event.target.value);
              setInputError(null);
              const typed = parseDateInput(event.target.value);
              if (typed !== null) setFocusedDate(clampDate(typed, constraints));
            }}
            onClick={() => {
              if (!open) openCalendar(false);
            }}
            onKeyDown={handleInputKeyDown}
            onBlur={commitDraft}
          />
        )}
        {clearButton}
        {phone ? (
          <Icon name="calendar" style={{ flex: 'none' }} />
        ) : (
          <StyledPickerIconButton
            type="button"
            aria-label="选择日期"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? popupId : undefined}
            disabled={control.disabled}
            $variant={control.variant}
            onClick={() => (open ? setOpen(false) : openCalendar(true))}
          >
            <Icon name="calendar" />
          </StyledPickerIconButton>
        )}
      </StyledPickerFrame>
      {inputError && (
        <StyledPickerHint id={hintId} role="alert">
          {inputError}
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
            aria-label="选择日期"
            data-ui="date-picker-popup"
            // Pointer presses leave focus where it is (the field, or the grid for keyboard users).
            onMouseDown={(event) => event.preventDefault()}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                close(true);
              }
            }}
          >
            {calendar}
            <StyledPopupFooter>
              <span />
              <Button
                variant="link"
                size="sm"
                disabled={!isSelectable(todayDate)}
                onClick={() => choose(todayDate)}
              >
                今天
              </Button>
            </StyledPopupFooter>
          </StyledPopup>,
          document.body,
        )}
      {phone && (
        <Modal
          open={open}
          title="选择日期"
          variant="phone"
          phoneLayout="sheet"
          footer={null}
          onCancel={() => close(true)}
        >
          {calendar}
          <StyledSheetFooter>
            {clearable && (
              <Button
                size="phone"
                disabled={value === ''}
                onClick={() => {
                  clear();
                  close(true);
                }}
              >
                清除
              </Button>
            )}
            <Button
              size="phone"
              variant="primary"
              disabled={!isSelectable(todayDate)}
              onClick={() => choose(todayDate)}
            >
              今天
            </Button>
          </StyledSheetFooter>
        </Modal>
      )}
    </StyledPickerRoot>
  );
}
