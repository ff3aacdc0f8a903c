import { createContext, useContext, useLayoutEffect } from 'react';

/** What a FormField tells the control inside it, so label, help and error are wired without props. */
export type FieldContextValue = {
  controlId: string;
  labelId: string;
  /** Ids of the help text and of the message currently shown under the field. */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  variant: 'desktop' | 'phone';
  /**
   * Controls that are not labelable elements register here, and the field names them by aria-labelledby
   * instead of <label for>: a `group` (radio and checkbox groups, which may not take aria-required) or a
   * single `labelledby` widget (a <div role="combobox">).
   */
  registerControl: (kind: NonLabelableKind) => () => void;
};

export type NonLabelableKind = 'group' | 'labelledby';

export const FieldContext = createContext<FieldContextValue | null>(null);

export type OwnControlState = {
  id?: string | undefined;
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  variant?: 'desktop' | 'phone' | undefined;
};

export type ControlState = {
  id: string | undefined;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  variant: 'desktop' | 'phone';
  /** The field's label id, for controls that are named by aria-labelledby. */
  labelledBy: string | undefined;
};

export function joinIds(...ids: (string | undefined | null | false)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/**
 * The control's own props win; what the surrounding FormField says fills the gaps. Descriptions add up,
 * the field's message first: it is what a screen reader user most needs to hear.
 */
export function useFieldControl(own: OwnControlState = {}): ControlState {
  const field = useContext(FieldContext);
  return {
    id: own.id ?? field?.controlId,
    describedBy: joinIds(field?.describedBy, own.describedBy),
    invalid: Boolean(own.invalid ?? field?.invalid),
    required: Boolean(own.required ?? field?.required),
    disabled: Boolean(own.disabled ?? field?.disabled),
    variant: own.variant ?? field?.variant ?? 'desktop',
    labelledBy: field?.labelId,
  };
}

/**
 * For a control that is not a labelable element: it registers with its field (see registerControl).
 * `kind` null means the control is labelable right now (a Select that renders an <input> when searchable).
 */
export function useNonLabelableControl(
  kind: NonLabelableKind | null,
  own: OwnControlState = {},
): ControlState {
  const field = useContext(FieldContext);
  const registerControl = field?.registerControl;
  useLayoutEffect(() => (kind ? registerControl?.(kind) : undefined), [registerControl, kind]);
  return useFieldControl(own);
}

/** Radio and checkbox groups: a <div role="group"> named by the field's label. */
export function useFieldGroup(own: OwnControlState = {}): ControlState {
  return useNonLabelableControl('group', own);
}

/** True when a blur takes focus out of a composite control (a group, a field with its own buttons). */
export function focusLeaves(event: { currentTarget: Element; relatedTarget: EventTarget | null }): boolean {
  return !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget));
}

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focuses `element` if it takes focus, else the first thing inside it that does (a group's first option). */
export function focusWithin(element: Element | null | undefined): void {
  if (!(element instanceof HTMLElement)) return;
  const target = element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
}
