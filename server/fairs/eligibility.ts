import type { Kysely } from 'kysely';
import { employerIndustryOf } from '../accounts';
import { EMPLOYER_INDUSTRIES } from '../../contract/codeLists';
import { FAIR_MESSAGES } from '../../contract/fairs';
import { ApiError, VALIDATION_FAILED_CODE } from '../core/http/envelope';
import type { Database } from '../schema';
import type { FairsTable } from './tables';

const industryLabel = (code: string) => EMPLOYER_INDUSTRIES.find((item) => item.code === code)?.label ?? code;

/**
 * Why an employer of `industry` may not book the fair (a fair for listed industries only), naming the
 * industries and the employer's own; '' when it may.
 */
export function industryRefusal(fair: Pick<FairsTable, 'booking_scope' | 'industries'>, industry: string) {
  if (fair.booking_scope !== '2') return '';
  const allowed = JSON.parse(fair.industries) as string[];
  if (allowed.includes(industry)) return '';
  const own = industry === '' ? '贵单位尚未填写单位行业' : `贵单位行业为“${industryLabel(industry)}”`;
  return `${FAIR_MESSAGES.notEligible}（${allowed.map(industryLabel).join('、')}），${own}`;
}

/** Refuses a booking of a fair restricted to industries by an employer of another industry. */
export async function assertIndustryAllowed(
  db: Kysely<Database>,
  fair: FairsTable,
  employerId: string,
): Promise<void> {
  if (fair.booking_scope !== '2') return;
  const why = industryRefusal(fair, await employerIndustryOf(db, employerId));
  if (why !== '') throw new ApiError(VALIDATION_FAILED_CODE, why);
}
