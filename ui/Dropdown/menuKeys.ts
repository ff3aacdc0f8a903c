/**
 * Keyboard rules of the menu (ARIA menu button pattern), free of React. Indexes refer to the item
 * list; disabled items are skipped; arrows wrap around. Returns null when the key moves nothing.
 */
export function menuIndexAfterKey(key: string, disabled: readonly boolean[], current: number): number | null {
  const enabled = disabled.flatMap((isDisabled, index) => (isDisabled ? [] : [index]));
  if (enabled.length === 0) return null;
  const position = enabled.indexOf(current);
  const at = (offset: number) => enabled[(offset + enabled.length) % enabled.length] ?? null;
  switch (key) {
    case 'ArrowDown':
      return position === -1 ? at(0) : at(position + 1);
    case 'ArrowUp':
      return position === -1 ? at(-1) : at(position - 1);
    case 'Home':
      return at(0);
    case 'End':
      return at(-1);
    default:
      return null;
  }
}

/**
 * Type-ahead: the next enabled item after `current` whose label starts with `typed` (case-insensitive),
 * wrapping around; null when none does.
 */
export function menuIndexByTypeahead(
  typed: string,
  labels: readonly string[],
  disabled: readonly boolean[],
  current: number,
): number | null {
  const needle = typed.toLocaleLowerCase('zh-CN');
  if (!needle) return null;
  for (let step = 1; step <= labels.length; step += 1) {
    const index = (current + step + labels.length) % labels.length;
    if (!disabled[index] && labels[index]?.trim().toLocaleLowerCase('zh-CN').startsWith(needle)) return index;
  }
  return null;
}
