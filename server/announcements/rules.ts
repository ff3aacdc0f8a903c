import { announcementWordingFields } from '../../contract/announcementRules';
import type { AnnouncementDraft } from '../../contract/announcements';
import { checkRecruitmentWording, type WordingFlag } from '../../contract/recruitmentWording';
import { sanitizeBody } from './bodyHtml';

/** A draft as the server keeps it: its body through the allowlist, whatever the client sent. */
export function sanitizedDraft(draft: AnnouncementDraft): { draft: AnnouncementDraft; imagePaths: string[] } {
  const body = sanitizeBody(draft.ggnr);
  return { draft: { ...draft, ggnr: body.html }, imagePaths: body.imagePaths };
}

/** The content check (三严禁) of the title and the body's text. */
export function wordingFlagsOf(draft: AnnouncementDraft): WordingFlag[] {
  return checkRecruitmentWording(announcementWordingFields(draft));
}
