import type { Migration } from 'kysely/migration';
import * as sites from './001_sites';
import * as accounts from './002_accounts';
import * as students from './003_students';
import * as sms from './004_sms';
import * as feedback from './010_feedback';
import * as files from './011_files';
import * as surveys from './012_surveys';
import * as messages from './013_messages';
import * as surveySeed from './014_survey_seed';
import * as employerMemberships from './015_employer_memberships';
import * as employerUserDetails from './016_employer_user_details';
import * as employerAuthCodes from './017_employer_auth_codes';
import * as filesSweep from './018_files_sweep';
import * as studentAppLinks from './019_student_app_links';
import * as foreignKeyIndexes from './020_foreign_key_indexes';

/**
 * Every migration in order, listed by hand so they load under tsx, ts-jest and bundlers alike
 * (no filesystem globbing). Names sort in run order: the core keeps 001-009, files, feedback,
 * surveys and messages append from 010, and later changes of any area take the next free number.
 */
export const migrations: Record<string, Migration> = {
  '001_sites': sites,
  '002_accounts': accounts,
  '003_students': students,
  '004_sms': sms,
  '010_feedback': feedback,
  '011_files': files,
  '012_surveys': surveys,
  '013_messages': messages,
  '014_survey_seed': surveySeed,
  '015_employer_memberships': employerMemberships,
  '016_employer_user_details': employerUserDetails,
  '017_employer_auth_codes': employerAuthCodes,
  '018_files_sweep': filesSweep,
  '019_student_app_links': studentAppLinks,
  '020_foreign_key_indexes': foreignKeyIndexes,
};
