import { SURVEY_SSO_PATH } from '../../contract/surveys';
import { encodeHexPath } from '../../app/api/hexPath';

/** Where an employer lands after answering when no page asked to come back (the employer home). */
export const DEFAULT_RETURN_PATH = '/dwpage/dwsy';

/** Only paths of this app may be returned to: anything else falls back to the home. */
export function safeReturnPath(candidate: string | null): string {
  if (!candidate) return DEFAULT_RETURN_PATH;
  return /^\/dwpage\/(?!\/)/.test(candidate) && !candidate.includes('\\') ? candidate : DEFAULT_RETURN_PATH;
}

/**
 * The server's questionnaire entry for the employer's first pending before/after survey. The browser
 * navigates there with its comToken cookie; the server renders the questionnaire and, once answered,
 * sends the browser back to `returnPath` (hex-encoded UTF-8, as the survey calls expect).
 */
export function surveyEntryUrl(returnPath: string): string {
  return `${SURVEY_SSO_PATH}?${new URLSearchParams({ path: encodeHexPath(returnPath) }).toString()}`;
}
