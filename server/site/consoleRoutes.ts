import type { FastifyInstance } from 'fastify';
import {
  consolePaths,
  type ReviewMode as ReviewModeCode,
  type SiteRules as SiteRulesWire,
} from '../../contract/console';
import { checkSiteRules } from '../../contract/siteRules';
import { staffOf } from '../core/auth';
import { ApiError, ok, VALIDATION_FAILED_CODE } from '../core/http/envelope';
import { objectSchema } from '../core/http/schemas';
import { saveSiteRules, siteRulesOf, type SiteRules } from './rules';
import { requireSite, setSiteThemeColour } from './sites';
import type { ReviewMode } from './tables';

const MODE_CODES: Readonly<Record<ReviewMode, ReviewModeCode>> = { manual: '1', auto: '2' };
const modeOf = (code: ReviewModeCode): ReviewMode => (code === '2' ? 'auto' : 'manual');

function toWire(rules: SiteRules, themeColour: string): SiteRulesWire {
  return {
    dwshms: MODE_CODES[rules.employerReview],
    zwshms: MODE_CODES[rules.positionReview],
    ggshms: MODE_CODES[rules.announcementReview],
    qzmrsx: rules.fulltimeCap,
    sxmrsx: rules.internshipCap,
    wzzsd: themeColour,
  };
}

function fromWire(wire: SiteRulesWire): SiteRules {
  return {
    employerReview: modeOf(wire.dwshms),
    positionReview: modeOf(wire.zwshms),
    announcementReview: modeOf(wire.ggshms),
    fulltimeCap: wire.qzmrsx,
    internshipCap: wire.sxmrsx,
  };
}

/**
 * The site settings the console edits (/mgr/sz): review mode per object type, the daily posting caps
 * and the theme colour, always of the staff member's own site.
 */
export function registerConsoleSiteRoutes(app: FastifyInstance): void {
  const settingsOf = async (siteCode: string) => {
    const site = await requireSite(app.db, siteCode);
    return toWire(await siteRulesOf(app.db, siteCode), site.theme_color);
  };

  app.get(consolePaths.settings, { preHandler: app.requireStaff }, async (request) =>
    ok<SiteRulesWire>(await settingsOf(staffOf(request).xxdm)),
  );

  app.post<{ Body: SiteRulesWire }>(
    consolePaths.saveSettings,
    {
      preHandler: app.requireStaff,
      config: { encoding: 'json' },
      schema: {
        // Shapes only; checkSiteRules answers with the form's messages.
        body: objectSchema({
          dwshms: { type: 'string', maxLength: 8 },
          zwshms: { type: 'string', maxLength: 8 },
          ggshms: { type: 'string', maxLength: 8 },
          qzmrsx: { type: 'number' },
          sxmrsx: { type: 'number' },
          wzzsd: { type: 'string', maxLength: 32 },
        }),
      },
    },
    async (request) => {
      const siteCode = staffOf(request).xxdm;
      const [problem] = Object.values(checkSiteRules(request.body));
      if (problem !== undefined) throw new ApiError(VALIDATION_FAILED_CODE, problem);
      const colour = request.body.wzzsd.toLowerCase();
      await app.db.transaction().execute(async (trx) => {
        await saveSiteRules(trx, app.clock.now(), siteCode, fromWire(request.body));
        await setSiteThemeColour(trx, siteCode, colour);
      });
      app.siteChanges.changed(siteCode);
      return ok<SiteRulesWire>(await settingsOf(siteCode), '保存成功');
    },
  );
}
