/**
 * The dialogs and toasts host is loaded after the first screen, off the critical path. Before that
 * only the guard can need it (its survey dialogs), so the guard asks for it here.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function wantFeedbackHost(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function subscribeFeedbackHostDemand(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isFeedbackHostWanted(): boolean {
  return wanted;
}
