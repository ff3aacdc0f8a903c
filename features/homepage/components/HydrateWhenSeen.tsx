import { Suspense, use, useId, useState, type ReactNode } from 'react';

/** Interactions that hydrate a block at once, before it is seen (a tab's focus, a pointer on it). */
const OPENING_EVENTS = ['focusin', 'pointerdown', 'pointerover', 'keydown'] as const;
/** How far below the screen a block starts hydrating, so it is ready when scrolled to. */
const AHEAD = '200px';

/** One gate per server-rendered block, opened once and kept open. */
const gates = new Map<string, Promise<void>>();

/** Opens when the block's server markup comes near the viewport or the visitor reaches into it. */
function gateOf(id: string, element: HTMLElement): Promise<void> {
  const known = gates.get(id);
  if (known !== undefined) return known;
  const gate = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) open();
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    function open() {
      observer.disconnect();
      for (const type of OPENING_EVENTS) element.removeEventListener(type, open, true);
      resolve();
    }
    // The wrapper has no box of its own (display: contents): watch what it holds.
    for (const child of element.children) observer.observe(child);
    for (const type of OPENING_EVENTS) element.addEventListener(type, open, true);
  });
  gates.set(id, gate);
  return gate;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  // Server markup of this block exists only while the page the server sent is being hydrated: a block
  // the client renders itself finds none (its id is the client's own), and renders at once.
  const [serverMarkup] = useState(() =>
    typeof document === 'undefined' ? null : document.getElementById(id),
  );
  if (serverMarkup !== null) use(gateOf(id, serverMarkup));
  return (
    <div id={id} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/**
 * A homepage block that the client hydrates only when it comes into view (or the visitor focuses or
 * points at it): until then React keeps the server's markup as it is, so a phone's first seconds run
 * the code of the blocks on its screen only. Rendered on the client (a navigation, stories, tests), it
 * is an ordinary block.
 */
export function HydrateWhenSeen({ children }: { children: ReactNode }) {
  const id = `hydrate-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <Suspense>
      <Gate id={id}>{children}</Gate>
    </Suspense>
  );
}
