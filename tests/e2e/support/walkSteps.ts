/**
 * The walk's steps run in order and each needs the state the previous one left. A step after a failed
 * one fails at once, naming the step that broke the walk, instead of timing out on a page it never
 * reached. A check (`blocking: false`) looks at the page the walk is on without being a condition
 * of the next steps: its failure is reported and the walk goes on. `onFailure` may keep what the
 * pages showed when a step failed (a screenshot), which is what one needs to see why.
 */
export function walkSteps({ onFailure }: { onFailure?: (step: string) => Promise<void> } = {}) {
  let brokenAt: string | null = null;
  return (name: string, run: () => Promise<void>, timeoutMs: number, { blocking = true } = {}) =>
    it(
      name,
      async () => {
        if (brokenAt !== null) throw new Error(`not run: the walk broke at "${brokenAt}"`);
        try {
          await run();
        } catch (error) {
          if (blocking) brokenAt = name;
          await onFailure?.(name).catch(() => undefined);
          throw error;
        }
      },
      timeoutMs,
    );
}
