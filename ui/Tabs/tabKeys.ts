/**
 * The tab a key press moves focus to (ARIA tabs pattern): arrows wrap around, Home and End go to
 * the ends, disabled tabs are skipped. Returns null for keys the tab list does not handle.
 */
export function tabAfterKey(
  key: string,
  tabs: readonly { key: string; disabled?: boolean | undefined }[],
  fromKey: string,
): string | null {
  const enabled = tabs.filter((tab) => !tab.disabled);
  if (enabled.length === 0) return null;
  const index = enabled.findIndex((tab) => tab.key === fromKey);
  const step = (delta: number) => enabled[(index + delta + enabled.length) % enabled.length]?.key ?? null;
  switch (key) {
    case 'ArrowRight':
      return step(1);
    case 'ArrowLeft':
      return index === -1 ? (enabled.at(-1)?.key ?? null) : step(-1);
    case 'Home':
      return enabled[0]?.key ?? null;
    case 'End':
      return enabled.at(-1)?.key ?? null;
    default:
      return null;
  }
}
