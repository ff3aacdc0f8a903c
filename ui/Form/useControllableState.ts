import { useCallback, useState } from 'react';

/**
 * State that the parent may own (`value` given) or leave to the component (`value` undefined).
 * Every control in the kit takes `value` / `defaultValue` / `onChange(value)` through this hook, so a form
 * binding and a free-standing use behave the same.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [internal, setInternal] = useState(defaultValue);
  const controlled = value !== undefined;
  const setValue = useCallback(
    (next: T) => {
      if (!controlled) setInternal(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : internal, setValue];
}
