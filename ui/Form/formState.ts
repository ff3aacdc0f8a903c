/**
 * The form's validation state machine, as plain functions so every transition can be tested without React.
 * useForm holds one FormState and moves it only through these functions.
 */

/** A rule for one field: null when the value is fine, else the message to show (possibly later). */
export type Validator<T, V> = (value: T, allValues: V) => string | null | Promise<string | null>;

export type FieldMeta = {
  error: string | null;
  /** Where the error came from: a server message stands until the value changes, a rule's is re-checked. */
  errorSource: 'rule' | 'server' | null;
  /** An asynchronous rule is still running for the current value. */
  validating: boolean;
  touched: boolean;
  /**
   * Bumped by every change of the value and by every validation start. A validation result carries the
   * version it started at and is dropped if the field has moved on since (stale-result protection).
   */
  version: number;
};

export type FormState<V> = {
  values: V;
  initialValues: V;
  fields: Readonly<Record<string, FieldMeta>>;
  submitting: boolean;
  submitCount: number;
};

export const IDLE_FIELD: FieldMeta = {
  error: null,
  errorSource: null,
  validating: false,
  touched: false,
  version: 0,
};

/** Shown when a rule itself fails (a network error in an asynchronous check, say). */
export const VALIDATOR_FAILED_MESSAGE = '校验失败，请稍后重试';

export function createFormState<V>(initialValues: V): FormState<V> {
  return { values: initialValues, initialValues, fields: {}, submitting: false, submitCount: 0 };
}

export function fieldMeta<V>(state: FormState<V>, name: string): FieldMeta {
  return state.fields[name] ?? IDLE_FIELD;
}

function updateField<V>(state: FormState<V>, name: string, patch: Partial<FieldMeta>): FormState<V> {
  return { ...state, fields: { ...state.fields, [name]: { ...fieldMeta(state, name), ...patch } } };
}

/** A new value makes any running validation stale and retires a server message about the old value. */
export function changeValue<V, K extends keyof V & string>(
  state: FormState<V>,
  name: K,
  value: V[K],
): FormState<V> {
  const meta = fieldMeta(state, name);
  const withValue = { ...state, values: { ...state.values, [name]: value } };
  return updateField(withValue, name, {
    version: meta.version + 1,
    validating: false,
    ...(meta.errorSource === 'server' ? { error: null, errorSource: null } : {}),
  });
}

/**
 * Rules run on blur and on submit; after a rule has flagged the field they also run on each change, so the
 * message goes away as soon as the value is fixed instead of waiting for the next blur.
 */
export function shouldValidateOnChange<V>(state: FormState<V>, name: string): boolean {
  return fieldMeta(state, name).errorSource === 'rule';
}

export function touchField<V>(state: FormState<V>, name: string): FormState<V> {
  return fieldMeta(state, name).touched ? state : updateField(state, name, { touched: true });
}

/** Marks the field as validating; the caller reads the new version to hand to finishValidation. */
export function startValidation<V>(state: FormState<V>, name: string): FormState<V> {
  return updateField(state, name, { validating: true, version: fieldMeta(state, name).version + 1 });
}

export function isCurrentValidation<V>(state: FormState<V>, name: string, version: number): boolean {
  return fieldMeta(state, name).version === version;
}

export function finishValidation<V>(
  state: FormState<V>,
  name: string,
  version: number,
  error: string | null,
): FormState<V> {
  if (!isCurrentValidation(state, name, version)) return state;
  return updateField(state, name, { validating: false, error, errorSource: error === null ? null : 'rule' });
}

/** A message the server returned for this field (null clears it). */
export function setServerError<V>(state: FormState<V>, name: string, message: string | null): FormState<V> {
  return updateField(state, name, { error: message, errorSource: message === null ? null : 'server' });
}

export function startSubmit<V>(state: FormState<V>, fieldNames: readonly string[]): FormState<V> {
  const touched = fieldNames.reduce((next, name) => touchField(next, name), state);
  return { ...touched, submitting: true, submitCount: state.submitCount + 1 };
}

export function finishSubmit<V>(state: FormState<V>): FormState<V> {
  return { ...state, submitting: false };
}

/**
 * Back to `values` (the initial values by default) with no messages. Versions keep counting up, so a
 * validation still running from before the reset cannot bring its message back.
 */
export function resetForm<V>(state: FormState<V>, values: V = state.initialValues): FormState<V> {
  const fields = Object.fromEntries(
    Object.entries(state.fields).map(([name, meta]) => [name, { ...IDLE_FIELD, version: meta.version + 1 }]),
  );
  return { values, initialValues: values, fields, submitting: false, submitCount: 0 };
}

export function fieldErrors<V>(state: FormState<V>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, meta] of Object.entries(state.fields)) if (meta.error !== null) errors[name] = meta.error;
  return errors;
}

export function hasErrors<V>(state: FormState<V>): boolean {
  return Object.values(state.fields).some((meta) => meta.error !== null);
}

export function isValidating<V>(state: FormState<V>): boolean {
  return Object.values(state.fields).some((meta) => meta.validating);
}

function isPromiseLike<T>(value: unknown): value is PromiseLike<T> {
  return typeof (value as PromiseLike<T> | null)?.then === 'function';
}

/**
 * Runs the rules in order and returns the first message. Stays synchronous while the rules are, so a form
 * with only synchronous rules never shows a pending state; a rule that throws or rejects gives
 * VALIDATOR_FAILED_MESSAGE rather than letting an unchecked value through.
 */
export function runValidators<T, V>(
  validators: readonly Validator<T, V>[],
  value: T,
  allValues: V,
): string | null | Promise<string | null> {
  for (const [index, validator] of validators.entries()) {
    let result: ReturnType<Validator<T, V>>;
    try {
      result = validator(value, allValues);
    } catch {
      return VALIDATOR_FAILED_MESSAGE;
    }
    if (isPromiseLike<string | null>(result)) {
      const rest = validators.slice(index + 1);
      return Promise.resolve(result).then(
        (message) => message ?? runValidators(rest, value, allValues),
        () => VALIDATOR_FAILED_MESSAGE,
      );
    }
    if (result !== null) return result;
  }
  return null;
}
