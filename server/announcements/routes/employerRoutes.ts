import { RECRUITING_MANAGE } from '../../../contract/permissions';
import type { FastifyInstance } from 'fastify';
import { announcementPaths, type AnnouncementDraft } from '../../../contract/announcements';
import type { SavedId } from '../../../contract/positions';
import { ok } from '../../core/http/envelope';
import { uploaderOf } from '../../files';
import { employerActorOf, employerScopeOf, savedMessage } from '../../workflow';
import { saveAnnouncement } from '../lifecycle';
import { findAnnouncement } from '../store';
import { draftSchema, SAVE_BODY_LIMIT_BYTES } from './schemas';

/**
 * The employer's call of announcements' own (/com/zpgg/save): the session's employer at the session's
 * site only; any other id answers exactly as a missing one.
 */
export function employerAnnouncementRoutes(app: FastifyInstance): void {
  app.post<{ Body: AnnouncementDraft }>(
    announcementPaths.save,
    {
      config: { encoding: 'json', access: RECRUITING_MANAGE },
      // The body's markup may pass the API's usual 256 KiB before the allowlist trims it.
      bodyLimit: SAVE_BODY_LIMIT_BYTES,
      schema: { body: draftSchema },
    },
    async (request) => {
      const { id, ...draft } = request.body;
      const scope = employerScopeOf(request);
      const existing = id === undefined ? null : await findAnnouncement(app.db, scope, id);
      const editor = {
        actor: employerActorOf(request),
        uploader: await uploaderOf(app, request),
      };
      const saved = await saveAnnouncement(app.db, app.clock.now(), scope, editor, draft, existing);
      // An edit of a published announcement changes (or withdraws) what the public sees.
      app.publicAnswers.invalidate(scope.siteCode);
      return ok<SavedId>({ id: saved.id }, savedMessage('公告', existing?.state ?? null, saved.state));
    },
  );
}
