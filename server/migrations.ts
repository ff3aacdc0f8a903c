import type { Migration } from 'kysely/migration';
import * as sites from './site/migrations/001_sites';
import * as accounts from './accounts/migrations/002_accounts';
import * as students from './students/migrations/003_students';
import * as sms from './sms/migrations/004_sms';
import * as feedback from './feedback/migrations/010_feedback';
import * as files from './files/migrations/011_files';
import * as surveys from './surveys/migrations/012_surveys';
import * as messages from './messages/migrations/013_messages';
import * as surveySeed from './surveys/migrations/014_survey_seed';
import * as employerMemberships from './accounts/migrations/015_employer_memberships';
import * as employerUserDetails from './accounts/migrations/016_employer_user_details';
import * as employerAuthCodes from './accounts/migrations/017_employer_auth_codes';
import * as filesSweep from './files/migrations/018_files_sweep';
import * as studentAppLinks from './students/migrations/019_student_app_links';
import * as foreignKeyIndexes from './core/db/migrations/020_foreign_key_indexes';
import * as reviewHistory from './workflow/migrations/021_review_history';
import * as messageObjects from './messages/migrations/022_message_objects';
import * as schoolStaff from './school/migrations/023_school_staff';
import * as siteRules from './site/migrations/024_site_rules';
import * as employerStanding from './accounts/migrations/025_employer_standing';
import * as employerReviewList from './accounts/migrations/026_employer_review_list';
import * as positions from './positions/migrations/030_positions';
import * as announcements from './announcements/migrations/040_announcements';
import * as fileAttachments from './files/migrations/041_file_attachments';
import * as employerRoles from './accounts/migrations/042_employer_roles';
import * as employerProfile from './accounts/migrations/043_employer_profile';
import * as accountSettings from './accounts/migrations/044_account_settings';
import * as employerContacts from './contacts/migrations/045_employer_contacts';
import * as resumes from './resumes/migrations/046_resumes';
import * as applications from './applications/migrations/047_applications';
import * as resumeSearch from './resumes/migrations/048_resume_search';
import * as studentMessages from './messages/migrations/049_student_messages';
import * as studentMobile from './students/migrations/050_student_mobile';
import * as resumeBigrams from './resumes/migrations/051_resume_bigrams';
import * as invoices from './invoices/migrations/052_invoices';
import * as entrants from './entrants/migrations/053_entrants';
import * as venues from './talks/migrations/054_venues';
import * as talks from './talks/migrations/055_talks';
import * as talkAttendance from './activities/migrations/057_talk_attendance';
import * as calendarFeeds from './activities/migrations/058_calendar_feeds';
import * as fairs from './fairs/migrations/059_fairs';
import * as fairBookings from './fairs/migrations/060_fair_bookings';
import * as dishonestyRecords from './dishonesty/migrations/061_dishonesty_records';
import * as siteContent from './homepage/migrations/062_site_content';
import * as applicationCountIndexes from './applications/migrations/063_application_count_indexes';
import * as positionViews from './positions/migrations/064_position_views';
import * as noShowRule from './dishonesty/migrations/065_no_show_rule';

/**
 * One migration sequence across capabilities: each lives in its capability's migrations folder, and
 * they run in the order of their names (the names recorded by databases already migrated, so they never
 * change). Listed by hand so they load under tsx, ts-jest and bundlers alike (no filesystem globbing);
 * a new migration of any capability takes the next free number.
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
  '021_review_history': reviewHistory,
  '022_message_objects': messageObjects,
  '023_school_staff': schoolStaff,
  '024_site_rules': siteRules,
  '025_employer_standing': employerStanding,
  '026_employer_review_list': employerReviewList,
  '030_positions': positions,
  '040_announcements': announcements,
  '041_file_attachments': fileAttachments,
  '042_employer_roles': employerRoles,
  '043_employer_profile': employerProfile,
  '044_account_settings': accountSettings,
  '045_employer_contacts': employerContacts,
  '046_resumes': resumes,
  '047_applications': applications,
  '048_resume_search': resumeSearch,
  '049_student_messages': studentMessages,
  '050_student_mobile': studentMobile,
  '051_resume_bigrams': resumeBigrams,
  '052_invoices': invoices,
  '053_entrants': entrants,
  '054_venues': venues,
  '055_talks': talks,
  '057_talk_attendance': talkAttendance,
  '058_calendar_feeds': calendarFeeds,
  '059_fairs': fairs,
  '060_fair_bookings': fairBookings,
  '061_dishonesty_records': dishonestyRecords,
  '062_site_content': siteContent,
  '063_application_count_indexes': applicationCountIndexes,
  '064_position_views': positionViews,
  '065_no_show_rule': noShowRule,
};
