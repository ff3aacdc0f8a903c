/** The <script type="application/json"> the server renders a page's answers into. */
export const PRELOADED_STATE_ID = 'preloaded-queries';

/** The public calls' answers the server rendered a page with, by cache key (features/homepage/publicQuery). */
export type PreloadedAnswers = Record<string, unknown>;

/** The answers this page was rendered with, or null on a page the server did not render. */
export function readPreloadedAnswers(): PreloadedAnswers | null {
  const element = document.getElementById(PRELOADED_STATE_ID);
  if (element?.textContent == null) return null;
  try {
    return JSON.parse(element.textContent) as PreloadedAnswers;
  } catch {
    return null;
  }
}

/** The layout the server rendered this page in, as it marked it on the answers' element. */
export function readRenderedPhone(): boolean {
  return document.getElementById(PRELOADED_STATE_ID)?.dataset.layout === 'phone';
}
