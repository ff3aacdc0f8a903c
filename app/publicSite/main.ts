// The public site's entry. Its page is the server's, painted whole before any script: what is left is
// to hydrate it, in steps that each leave the browser free between them, so that a phone answers a tap
// at any moment. Loading every module at once was one task of some 100 ms on a mid-range phone.

/** Resolves in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function start(container: HTMLElement) {
  // React, and styled-components re-reading the server's styles as it loads.
  await import('react-dom/client');
  await nextTask();
  // The kit's and the site's components.
  const { startPublicSite } = await import('./startPublicSite');
  await nextTask();
  // Hydration, itself in slices (a transition).
  await startPublicSite(container);
}

const container = document.getElementById('root');
if (container) void start(container);
