import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Button } from '../Button';
import { FormField } from '../Form';
import { Modal } from '../Modal';
import { TextArea } from '../TextArea';
import {
  StyledPromptButtons,
  StyledPromptCounter,
  StyledPromptDescription,
  StyledPromptForm,
} from './PromptDialog.styles';

export type PromptDialogProps = {
  open: boolean;
  /** Names the dialog: the action asked for, e.g. 驳回. */
  title: ReactNode;
  /** The text field's label. */
  label: string;
  /** One sentence above the field: what happens on OK. */
  description?: ReactNode;
  /** Marks the field required (the message itself comes from `validate`). */
  required?: boolean;
  placeholder?: string;
  /** Characters allowed; a counter shows `count/limit`. */
  limit?: number;
  /** The text's problem, or null; run on OK before `onSubmit`. */
  validate?: (text: string) => string | null;
  okText?: string;
  /** The OK button in the danger colour (a refusal, a take-down). */
  danger?: boolean;
  /**
   * Gets the trimmed text; may return a message (a refusal from the server) to show at the field,
   * keeping the dialog open. OK shows loading until it settles.
   */
  onSubmit: (text: string) => Promise<string | null | void> | string | null | void;
  onCancel: () => void;
  variant?: 'desktop' | 'phone';
};

const characters = (text: string) => [...text].length;

/** The text and message of one opening: a dialog opened again starts empty. */
function PromptBody({
  label,
  description,
  required = false,
  placeholder,
  limit,
  validate,
  okText = '确定',
  danger = false,
  onSubmit,
  onCancel,
  variant = 'desktop',
  fieldRef,
}: Omit<PromptDialogProps, 'open' | 'title'> & { fieldRef: RefObject<HTMLTextAreaElement | null> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const count = characters(text.trim());
  const size = variant === 'phone' ? 'phone' : 'md';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = text.trim();
    const problem = validate?.(trimmed) ?? null;
    setError(problem);
    if (problem !== null) return;
    setBusy(true);
    try {
      const refusal = await onSubmit(trimmed);
      if (typeof refusal === 'string') setError(refusal);
    } finally {
      setBusy(false);
    }
  };

  return (
    <StyledPromptForm data-ui="prompt-dialog" noValidate onSubmit={(event) => void submit(event)}>
      {description !== undefined && <StyledPromptDescription>{description}</StyledPromptDescription>}
      <FormField label={label} required={required} error={error} layout="vertical" variant={variant}>
        <TextArea
          ref={fieldRef}
          value={text}
          onChange={(value) => {
            setText(value);
            if (error !== null) setError(null);
          }}
          placeholder={placeholder}
          rows={variant === 'phone' ? 3 : 4}
          autoSize={variant === 'phone' ? { maxRows: 6 } : false}
          variant={variant}
          footer={
            limit === undefined ? undefined : (
              <StyledPromptCounter $over={count > limit}>{`${count}/${limit}`}</StyledPromptCounter>
            )
          }
        />
      </FormField>
      <StyledPromptButtons>
        <Button size={size} onClick={onCancel}>
          取消
        </Button>
        <Button variant="primary" danger={danger} size={size} htmlType="submit" loading={busy}>
          {okText}
        </Button>
      </StyledPromptButtons>
    </StyledPromptForm>
  );
}

/**
 * A dialog that asks for a short text before an action goes ahead (a reason, a note): the focus
 * starts in the field, empty on each opening; the text is checked on OK, and a refusal shows at the
 * field with the dialog staying open.
 */
export function PromptDialog({ open, title, variant = 'desktop', onCancel, ...body }: PromptDialogProps) {
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening is a fresh form (keyed), so text typed before a cancel never comes back.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening((count) => count + 1);
  }
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      footer={null}
      variant={variant}
      width={480}
      initialFocus={fieldRef}
    >
      <PromptBody key={opening} fieldRef={fieldRef} variant={variant} onCancel={onCancel} {...body} />
    </Modal>
  );
}
