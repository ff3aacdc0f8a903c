import type { Kysely } from 'kysely';
import { chinaDate } from '../../contract/chinaTime';
import {
  offeredSalaryTypes,
  positionWordingFields,
  type PositionRuleContext,
} from '../../contract/positionRules';
import type { PositionDraft } from '../../contract/positions';
import { checkRecruitmentWording, type WordingFlag } from '../../contract/recruitmentWording';
import { isSelectableArea } from '../../contract/regions';
import type { Database } from '../schema';
import { requireSite } from '../site';
import { regions } from '../core/regions';

/** What the field rules need to know, decided by the server: its own today, the site's salary types. */
export async function ruleContextOf(
  db: Kysely<Database>,
  siteCode: string,
  now: number,
): Promise<PositionRuleContext> {
  const site = await requireSite(db, siteCode);
  return {
    today: chinaDate(now),
    salaryTypes: offeredSalaryTypes(site.salary_types),
    isSelectableArea: (code) => isSelectableArea(regions(), code),
  };
}

/** The content check (三严禁) of a draft's texts. */
export function wordingFlagsOf(draft: PositionDraft): WordingFlag[] {
  return checkRecruitmentWording(positionWordingFields(draft));
}
