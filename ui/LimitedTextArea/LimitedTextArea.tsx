import { useId, useLayoutEffect, useRef, useState } from 'react';
import { joinIds, useControllableState, useFieldControl } from '../Form';
import { TextArea, type TextAreaProps } from '../TextArea';
import { illegalInputMessage, textLength } from '../validators/text';
import { applyLimitedEdit } from './limitedEdit';
import { StyledCounter, StyledIllegalNotice, StyledLimitedTextArea } from './LimitedTextArea.styles';

/** Spec §9: feedback text limit and the default minimum rows of a text area. */
export const DEFAULT_TEXT_LIMIT = 200;
export const DEFAULT_MIN_ROWS = 4;
const PHONE_MIN_ROWS = 2;
const PHONE_MAX_ROWS = 8;

export type LimitedTextAreaProps = Omit<TextAreaProps, 'footer' | 'autoSize' | 'maxLength'> & {
  /** Limit by textLength: ASCII counts 1, any other character 2. */
  limit?: number;
  /** Told when illegal characters were stripped, with the message the field shows. */
  onIllegalInput?: (removed: string, message: string) => void;
};

/**
 * A text area with a `count/limit` counter (spec §5): illegal characters are stripped with a message,
 * input beyond the limit is cut, and the text is trimmed when the field loses focus. While an input
 * method composes (pinyin), the raw text is left alone and the rules apply to the committed characters.
 * On phones it grows from two rows.
 */
export function LimitedTextArea({
  limit = DEFAULT_TEXT_LIMIT,
  onIllegalInput,
  value,
  defaultValue = '',
  onChange,
  variant,
  rows,
  id,
  'aria-describedby': ariaDescribedBy,
  onFocus,
  onBlur,
  onCompositionStart,
  onCompositionEnd,
  ...textAreaProps
}: LimitedTextAreaProps) {
  const control = useFieldControl({ id, variant });
  const isPhone = control.variant === 'phone';
  const [text, setText] = useControllableState(value, defaultValue, onChange);
  // The raw text while an input method composes; null otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  const composing = useRef(false);
  const [notice, setNotice] = useState<string | null>(null);
  const textAreaRef = useRef<HTMLTextAreaElement>(null);
  const pendingCaret = useRef<number | null>(null);

  const baseId = useId();
  const counterId = `${baseId}-count`;
  const noticeId = `${baseId}-notice`;

  useLayoutEffect(() => {
    if (pendingCaret.current === null) return;
    textAreaRef.current?.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const commit = (raw: string) => {
    const edit = applyLimitedEdit(text, raw, limit);
    if (edit.removed !== '') {
      const message = illegalInputMessage(edit.removed);
      setNotice(message);
      onIllegalInput?.(edit.removed, message);
    }
    if (edit.text !== raw) pendingCaret.current = edit.caret;
    setText(edit.text);
  };

  const count = textLength(text);

  return (
    <StyledLimitedTextArea data-ui="limited-text-area">
      <TextArea
        {...textAreaProps}
        ref={textAreaRef}
        id={control.id}
        variant={variant}
        rows={rows ?? (isPhone ? PHONE_MIN_ROWS : DEFAULT_MIN_ROWS)}
        autoSize={isPhone ? { maxRows: PHONE_MAX_ROWS } : false}
        value={draft ?? text}
        aria-describedby={joinIds(ariaDescribedBy, notice ? noticeId : null, counterId)}
        onChange={(raw) => (composing.current ? setDraft(raw) : commit(raw))}
        onCompositionStart={(event) => {
          composing.current = true;
          onCompositionStart?.(event);
        }}
        onCompositionEnd={(event) => {
          composing.current = false;
          setDraft(null);
          commit(event.currentTarget.value);
          onCompositionEnd?.(event);
        }}
        // The notice outlives the visit so it can still be read after leaving; a new visit starts clean.
        onFocus={(event) => {
          setNotice(null);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          const trimmed = text.trim();
          if (trimmed !== text) setText(trimmed);
          onBlur?.(event);
        }}
        footer={
          <StyledCounter id={counterId} $over={count > limit}>
            {`${count}/${limit}`}
          </StyledCounter>
        }
      />
      {notice && (
        <StyledIllegalNotice id={noticeId} role="alert">
          {notice}
        </StyledIllegalNotice>
      )}
    </StyledLimitedTextArea>
  );
}
