import type { RootState } from '../store';

/** The <script type="application/json"> the server renders a page's fetched queries into. */
export const PRELOADED_STATE_ID = 'preloaded-queries';

/** The API cache's entries the server filled (RTK Query's `queries`, fulfilled ones only). */
export type PreloadedQueries = RootState['api']['queries'];

/** The queries the server rendered this page with, or null on a page it did not render. */
export function readPreloadedQueries(): PreloadedQueries | null {
  const element = document.getElementById(PRELOADED_STATE_ID);
  if (element?.textContent == null) return null;
  try {
    return JSON.parse(element.textContent) as PreloadedQueries;
  } catch {
    return null;
  }
}
