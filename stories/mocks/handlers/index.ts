import type { AnyHandler } from 'msw';
import { accountHandlers } from './account';
import { activitiesHandlers } from './activities';
import { accountAdminHandlers } from './accountAdmin';
import { accountSettingsHandlers } from './accountSettings';
import { announcementsHandlers } from './announcements';
import { consoleHandlers } from './console';
import { contactsHandlers } from './contacts';
import { dishonestyHandlers } from './dishonesty';
import { dishonestyAdminHandlers } from './dishonestyAdmin';
import { employerProfileHandlers } from './employerProfile';
import { fairAdminHandlers } from './fairAdmin';
import { fairEditorHandlers } from './fairEditor';
import { fairsHandlers } from './fairs';
import { feedbackHandlers } from './feedback';
import { filesHandlers } from './files';
import { homepageHandlers } from './homepage';
import { imHandlers } from './im';
import { invoicesHandlers } from './invoices';
import { messagesHandlers } from './messages';
import { noShowRuleHandlers } from './noShowRule';
import { noShowHandlers } from './noShows';
import { positionsHandlers } from './positions';
import { schoolSitesHandlers } from './schoolSites';
import { sessionHandlers } from './session';
import { siteHandlers } from './site';
import { siteContentHandlers } from './siteContent';
import { statisticsHandlers } from './statistics';
import { studentAccountHandlers } from './studentAccount';
import { studentAccountSettingsHandlers } from './studentAccountSettings';
import { studentApplicationsHandlers } from './studentApplications';
import { studentMessagesHandlers } from './studentMessages';
import { surveyHandlers } from './surveys';
import { talkReviewHandlers } from './talkReview';
import { talksHandlers } from './talks';
import { venuesHandlers } from './venues';

/**
 * Every MSW handler, grouped by resource: Storybook (.storybook/preview.tsx) and jest
 * (stories/mocks/node.ts) both start from this list; nothing in production imports it.
 *
 * To add a resource, write `stories/mocks/handlers/<resource>.ts` exporting `<resource>Handlers`,
 * then add one import line and one spread below, e.g.
 *   import { siteHandlers } from './site';
 *   export const handlers: AnyHandler[] = [...siteHandlers];
 */
export const handlers: AnyHandler[] = [
  ...activitiesHandlers,
  ...siteHandlers,
  ...sessionHandlers,
  ...surveyHandlers,
  ...imHandlers,
  ...accountHandlers,
  ...accountAdminHandlers,
  ...accountSettingsHandlers,
  ...contactsHandlers,
  ...fairsHandlers,
  ...fairAdminHandlers,
  ...fairEditorHandlers,
  ...dishonestyHandlers,
  ...dishonestyAdminHandlers,
  ...noShowHandlers,
  ...noShowRuleHandlers,
  ...statisticsHandlers,
  ...invoicesHandlers,
  ...feedbackHandlers,
  ...filesHandlers,
  ...positionsHandlers,
  ...announcementsHandlers,
  ...messagesHandlers,
  ...consoleHandlers,
  ...employerProfileHandlers,
  ...schoolSitesHandlers,
  ...studentAccountHandlers,
  ...studentApplicationsHandlers,
  ...studentMessagesHandlers,
  ...studentAccountSettingsHandlers,
  ...venuesHandlers,
  ...talkReviewHandlers,
  ...talksHandlers,
  ...homepageHandlers,
  ...siteContentHandlers,
];
