import { useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../Button';
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
  usePickerPopup,
  type PickerVariant,
} from '../DatePicker';
import { joinIds, useControllableState, useFieldControl } from '../Form';
import { Icon } from '../Icon';
import type { ControlSize } from '../Input';
import { Modal } from '../Modal';
import { TimeColumn } from './TimeColumn';
import {
  currentTime,
  hourOptions,
  isHourSelectable,
  isTimeSelectable,
  minuteOptions,
  parseTimeInput,
  splitTime,
  withHour,
  withMinute,
  type TimeConstraints,
} from './time';
import { StyledTimeColumns } from './TimePicker.styles';

export const timePickerMessage = {
  format: '请按 时:分 格式输入时间，如 09:30',
  unavailable: '该时间不可选',
} as const;

export type TimePickerProps = {
  /** 'HH:mm' (24-hour), or '' for no time. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Earliest and latest selectable times ('HH:mm', inclusive). */
  min?: string;
  max?: string;
  /** Minutes offered in the list (1, 5, 10, 15, 30); typed times may fall between. Default 1. */
  minuteStep?: number;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  clearable?: boolean;
  variant?: PickerVariant;
  size?: ControlSize;
  status?: 'error';
  id?: string;
  /** The field's name when no FormField labels it. */
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
  style?: CSSProperties;
};

/**
 * A time of day: typed as 'HH:mm' (also '9:30', '0930', '9：30'), or chosen in hour and minute lists.
 * A choice in the lists takes effect at once; 确定 or Enter closes them.
 */
export function TimePicker({
  value: valueProp,
  defaultValue = '',
  onChange,
  min,
  max,
  minuteStep = 1,
  placeholder = '请选择时间',
  disabled,
  required,
  clearable = true,
  variant,
  size = 'md',
  status,
  id,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
  className,
  style,
}: TimePickerProps) {
  const control = useFieldControl({
    id,
    describedBy: ariaDescribedBy,
    invalid: status === 'error' ? true : undefined,
    required,
    disabled,
    variant,
  });
  const [value, setValue] = useControllableState(valueProp, defaultValue, onChange);
  const constraints = useMemo<TimeConstraints>(() => ({ min, max, minuteStep }), [min, max, minuteStep]);
  const hours = useMemo(() => hourOptions(), []);
  const minutes = useMemo(() => minuteOptions(minuteStep), [minuteStep]);

  const [open, setOpen] = useState(false);
  const [openedFromKeyboard, setOpenedFromKeyboard] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const hourListRef = useRef<HTMLUListElement>(null);
  const minuteListRef = useRef<HTMLUListElement>(null);
  const hintId = useId();
  const popupId = useId();
  const valueId = useId();

  const phone = control.variant === 'phone';
  const popup = usePickerPopup(open && !phone, () => setOpen(false));
  const parts = splitTime(value);

  const openLists = (fromKeyboard: boolean) => {
    if (control.disabled) return;
    setOpenedFromKeyboard(fromKeyboard);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) (phone ? triggerRef : inputRef).current?.focus();
  };

  const accept = (time: string | null) => {
    if (time === null) return;
    setValue(time);
    setDraft(null);
    setInputError(null);
  };

  const commitDraft = () => {
    if (draft === null) return;
    const text = draft.trim();
    if (text === '') {
      accept('');
      return;
    }
    const parsed = parseTimeInput(text);
    if (parsed === null) setInputError(timePickerMessage.format);
    else if (!isTimeSelectable(parsed, constraints)) setInputError(timePickerMessage.unavailable);
    else accept(parsed);
  };

  const handleInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      commitDraft();
      setOpen(false);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (open) hourListRef.current?.focus();
      else openLists(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const now = currentTime(new Date(), minuteStep);
  const lists = (
    <StyledTimeColumns $variant={phone ? 'phone' : 'desktop'}>
      <TimeColumn
        label="时"
        options={hours}
        selected={parts?.hour ?? null}
        isDisabled={(hour) => !isHourSelectable(hour, constraints)}
        onChoose={(hour) => accept(withHour(value, hour, constraints))}
        onConfirm={() => close(true)}
        onLeave={(direction) => {
          if (direction === 1) minuteListRef.current?.focus();
        }}
        variant={phone ? 'phone' : 'desktop'}
        listRef={hourListRef}
        autoFocus={openedFromKeyboard}
      />
      <TimeColumn
        label="分"
        options={minutes}
        selected={parts?.minute ?? null}
        isDisabled={(minute) => withMinute(value, minute, constraints) === null}
        onChoose={(minute) => accept(withMinute(value, minute, constraints))}
        onConfirm={() => close(true)}
        onLeave={(direction) => {
          if (direction === -1) hourListRef.current?.focus();
        }}
        variant={phone ? 'phone' : 'desktop'}
        listRef={minuteListRef}
      />
    </StyledTimeColumns>
  );

  const clearButton = clearable && value !== '' && draft === null && !control.disabled && (
    <StyledPickerIconButton
      type="button"
      aria-label="清除时间"
      tabIndex={-1}
      $variant={control.variant}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        accept('');
        (phone ? triggerRef : inputRef).current?.focus();
      }}
    >
      <Icon name="close" />
    </StyledPickerIconButton>
  );

  return (
    <StyledPickerRoot data-ui="time-picker" className={className} style={style} onBlur={popup.handleRootBlur}>
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
            aria-describedby={control.describedBy}
            $placeholder={value === ''}
            onClick={() => openLists(false)}
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
            aria-describedby={joinIds(control.describedBy, inputError ? hintId : null)}
            onChange={(event) => {
              setDraft(event.target.value);
              setInputError(null);
            }}
            onClick={() => {
              if (!open) openLists(false);
            }}
            onKeyDown={handleInputKeyDown}
            onBlur={commitDraft}
          />
        )}
        {clearButton}
        {phone ? (
          <Icon name="clock" style={{ flex: 'none' }} />
        ) : (
          <StyledPickerIconButton
            type="button"
            aria-label="选择时间"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? popupId : undefined}
            disabled={control.disabled}
            $variant={control.variant}
            onClick={() => (open ? setOpen(false) : openLists(true))}
          >
            <Icon name="clock" />
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
            aria-label="选择时间"
            data-ui="time-picker-popup"
            // Pointer presses leave focus where it is (the field, or a list for keyboard users).
            onMouseDown={(event) => event.preventDefault()}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                close(true);
              }
            }}
          >
            {lists}
            <StyledPopupFooter>
              <Button
                variant="link"
                size="sm"
                disabled={!isTimeSelectable(now, constraints)}
                onClick={() => accept(now)}
              >
                此刻
              </Button>
              <Button variant="primary" size="sm" onClick={() => close(true)}>
                确定
              </Button>
            </StyledPopupFooter>
          </StyledPopup>,
          document.body,
        )}
      {phone && (
        <Modal
          open={open}
          title="选择时间"
          variant="phone"
          phoneLayout="sheet"
          footer={null}
          onCancel={() => close(true)}
        >
          {lists}
          <StyledSheetFooter>
            {clearable && (
              <Button
                size="phone"
                disabled={value === ''}
                onClick={() => {
                  accept('');
                  close(true);
                }}
              >
                清除
              </Button>
            )}
            <Button size="phone" variant="primary" onClick={() => close(true)}>
              确定
            </Button>
          </StyledSheetFooter>
        </Modal>
      )}
    </StyledPickerRoot>
  );
}
