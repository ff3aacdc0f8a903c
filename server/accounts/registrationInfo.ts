import type { Kysely } from 'kysely';
import { EMPLOYER_INDUSTRIES, EMPLOYER_NATURES, isKnownCode } from '../../contract/codeLists';
import { LICENCE_BUCKET } from '../../contract/files';
import { ApiError, VALIDATION_FAILED_CODE } from '../core/http/envelope';
import { claimUploads, isStoredPath, releaseUploads, type Uploader } from '../files';
import type { Database } from '../schema';

// What a registration submits for the school's review beyond name and credit code: the employer's
// nature and industry (code lists of contract/codeLists.ts) and its business-licence image, uploaded
// first to bucket yyzz. Registration (dwzc) and a resubmission (tjsh) check them alike.

export const registrationInfoMessages = {
  natureMissing: '请选择单位性质',
  natureUnknown: '单位性质不正确，请重新选择',
  industryMissing: '请选择单位行业',
  industryUnknown: '单位行业不正确，请重新选择',
  licenceMissing: '请上传营业执照',
  licenceInvalid: '营业执照图片无效，请重新上传',
} as const;

export type RegistrationInfo = { nature: string; industry: string; licencePath: string };

/** The nature, industry and licence path as sent (dwxz, dwhy, yyzz), checked; code 400 naming the field. */
export function checkRegistrationInfo(input: {
  dwxz?: string;
  dwhy?: string;
  yyzz?: string;
}): RegistrationInfo {
  const nature = (input.dwxz ?? '').trim();
  if (nature === '') throw new ApiError(VALIDATION_FAILED_CODE, registrationInfoMessages.natureMissing);
  if (!isKnownCode(EMPLOYER_NATURES, nature))
    throw new ApiError(VALIDATION_FAILED_CODE, registrationInfoMessages.natureUnknown);
  const industry = (input.dwhy ?? '').trim();
  if (industry === '') throw new ApiError(VALIDATION_FAILED_CODE, registrationInfoMessages.industryMissing);
  if (!isKnownCode(EMPLOYER_INDUSTRIES, industry))
    throw new ApiError(VALIDATION_FAILED_CODE, registrationInfoMessages.industryUnknown);
  const licencePath = (input.yyzz ?? '').trim();
  if (licencePath === '') throw new ApiError(VALIDATION_FAILED_CODE, registrationInfoMessages.licenceMissing);
  if (!isStoredPath(licencePath) || !licencePath.startsWith(`${LICENCE_BUCKET}/`))
    throw new ApiError(VALIDATION_FAILED_CODE, registrationInfoMessages.licenceInvalid);
  return { nature, industry, licencePath };
}

/**
 * Attaches the licence upload to the employer: only an upload of bucket yyzz by this uploader (its
 * session's user, or the browser's upload-owner cookie) that nothing else took, or the one the
 * employer already holds. Anything else (another's upload, a removed or unknown one) is refused. A
 * licence it replaces is released (the orphan sweep removes it later): an employer holds one licence.
 */
export async function claimLicence(
  db: Kysely<Database>,
  employerId: string,
  licencePath: string,
  uploader: Uploader,
): Promise<void> {
  const owner = { kind: 'employer', id: employerId } as const;
  const claimed = await claimUploads(db, { paths: [licencePath], bucket: LICENCE_BUCKET, owner, uploader });
  if (claimed < 1) throw new ApiError(VALIDATION_FAILED_CODE, registrationInfoMessages.licenceInvalid);
  await releaseUploads(db, owner, [licencePath]);
}

/** Thrown to roll a trial claim back with its outcome. */
class TrialClaim extends Error {
  constructor(readonly claimable: boolean) {
    super('trial claim');
  }
}

/**
 * Whether claimLicence would succeed, tried in a transaction that is then rolled back: registration
 * asks before it spends the SMS code, so a bad licence costs the applicant no new code. The real
 * claim, in the registration's own transaction, still decides.
 */
export async function licenceClaimable(
  db: Kysely<Database>,
  employerId: string,
  licencePath: string,
  uploader: Uploader,
): Promise<boolean> {
  try {
    await db.transaction().execute(async (trx) => {
      let claimable = true;
      try {
        await claimLicence(trx, employerId, licencePath, uploader);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        claimable = false;
      }
      throw new TrialClaim(claimable);
    });
  } catch (error) {
    if (error instanceof TrialClaim) return error.claimable;
    throw error;
  }
  return false;
}
