import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { focusWithin } from './fieldContext';
import {
  changeValue,
  createFormState,
  fieldErrors,
  fieldMeta,
  finishSubmit,
  finishValidation,
  hasErrors,
  isCurrentValidation,
  isValidating,
  resetForm,
  runValidators,
  setServerError,
  shouldValidateOnChange,
  startSubmit,
  startValidation,
  touchField,
  type FieldMeta,
  type FormState,
  type Validator,
} from './formState';

export type FieldValidators<V> = {
  [K in keyof V]?: Validator<V[K], V> | readonly Validator<V[K], V>[];
};

export type SubmitHelpers<V> = {
  /** Puts a message the server returned under a field; it stays until the value changes. */
  setFieldError: (name: keyof V & string, message: string | null) => void;
};

export type UseFormOptions<V> = {
  initialValues: V;
  /** Rules per field, run in order on blur and on submit; the first message wins. */
  validators?: FieldValidators<V>;
  /** Called with the values once every rule passes; the submit button shows loading until it settles. */
  onSubmit?: (values: V, helpers: SubmitHelpers<V>) => void | Promise<void>;
};

/** Spread onto a control: `<Input {...form.field('contact')} />`. */
export type FieldBinding<T> = {
  name: string;
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
};

export type FormApi<V> = {
  values: V;
  errors: Record<string, string>;
  isSubmitting: boolean;
  isValidating: boolean;
  submitCount: number;
  fieldMeta: (name: string) => FieldMeta;
  field: <K extends keyof V & string>(name: K) => FieldBinding<V[K]>;
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  setFieldError: (name: keyof V & string, message: string | null) => void;
  /** Runs the field's rules now and resolves to its message. */
  validateField: (name: keyof V & string) => Promise<string | null>;
  reset: (values?: V) => void;
  submit: () => Promise<void>;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formRef: RefObject<HTMLFormElement | null>;
};

type Outcome = { error: string | null; current: boolean };

export function useForm<V extends Record<string, unknown>>(options: UseFormOptions<V>): FormApi<V> {
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  const [state, setState] = useState(() => createFormState(options.initialValues));
  // Asynchronous rules and the submit flow must read the state as it is now, not as of their render.
  const stateRef = useRef(state);
  const update = useCallback((transition: (current: FormState<V>) => FormState<V>) => {
    stateRef.current = transition(stateRef.current);
    setState(stateRef.current);
  }, []);

  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    // The first field in page order that shows a message; a group hands focus to its first option.
    if (focusRequest > 0) focusWithin(formRef.current?.querySelector('[aria-invalid="true"]'));
  }, [focusRequest]);

  const validate = useCallback(
    (name: string): Outcome | Promise<Outcome> => {
      const validators = optionsRef.current.validators as
        Record<string, Validator<unknown, V> | readonly Validator<unknown, V>[] | undefined> | undefined;
      const rule = validators?.[name];
      const rules = rule === undefined ? [] : typeof rule === 'function' ? [rule] : rule;
      if (rules.length === 0) return { error: fieldMeta(stateRef.current, name).error, current: true };

      update((current) => startValidation(current, name));
      const { version } = fieldMeta(stateRef.current, name);
      const { values } = stateRef.current;
      const settle = (error: string | null): Outcome => {
        const current = isCurrentValidation(stateRef.current, name, version);
        update((latest) => finishValidation(latest, name, version, error));
        return { error, current };
      };
      const result = runValidators(rules, values[name], values);
      return typeof result === 'object' && result !== null ? result.then(settle) : settle(result);
    },
    [update],
  );

  const setFieldError = useCallback(
    (name: keyof V & string, message: string | null) =>
      update((current) => setServerError(current, name, message)),
    [update],
  );

  const setValue = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => {
      update((current) => changeValue(current, name, value));
      if (shouldValidateOnChange(stateRef.current, name)) void validate(name);
    },
    [update, validate],
  );

  const submit = useCallback(async () => {
    if (stateRef.current.submitting) return;
    const names = Object.keys(optionsRef.current.validators ?? {});
    update((current) => startSubmit(current, names));
    try {
      const outcomes = await Promise.all(names.map(async (name) => validate(name)));
      // A value edited while its rule ran was not checked as it stands now: do not send it.
      if (outcomes.some((outcome) => !outcome.current)) return;
      if (!hasErrors(stateRef.current)) {
        await optionsRef.current.onSubmit?.(stateRef.current.values, { setFieldError });
      }
      if (hasErrors(stateRef.current)) setFocusRequest((count) => count + 1);
    } finally {
      update(finishSubmit);
    }
  }, [update, validate, setFieldError]);

  const fieldMetaOf = useCallback((name: string) => fieldMeta(state, name), [state]);

  return useMemo<FormApi<V>>(
    () => ({
      values: state.values,
      errors: fieldErrors(state),
      isSubmitting: state.submitting,
      isValidating: isValidating(state),
      submitCount: state.submitCount,
      fieldMeta: fieldMetaOf,
      field: (name) => ({
        name,
        value: state.values[name],
        onChange: (value) => setValue(name, value),
        onBlur: () => {
          update((current) => touchField(current, name));
          void validate(name);
        },
      }),
      setValue,
      setFieldError,
      validateField: async (name) => (await validate(name)).error,
      reset: (values) => update((current) => resetForm(current, values)),
      submit,
      handleSubmit: (event) => {
        event.preventDefault();
        void submit();
      },
      formRef,
    }),
    [state, fieldMetaOf, setValue, setFieldError, update, validate, submit],
  );
}
