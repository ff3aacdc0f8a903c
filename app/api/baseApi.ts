import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/**
 * Every cache tag the product uses, declared once so features can provide and invalidate each
 * other's data without importing each other.
 */
export const tagTypes = [
  'SiteSettings',
  'SystemConfig',
  'EmployerProfile',
  'EmployerUser',
  'Position',
  'Announcement',
  'Resume',
  'TalentSearch',
  'Talk',
  'TalkVenue',
  'TestVenue',
  'InterviewVenue',
  'CampusEntrant',
  'JobFair',
  'Booth',
  'BoothBooking',
  'Invoice',
  'Contact',
  'Role',
  'SubAccount',
  'MyPermissions',
  'AccountSettings',
  'Message',
  'DishonestyRecord',
  'Schedule',
  'Activity',
  'SigningAuthorization',
  'HouseholdFile',
  'ESeal',
  'SigningInvitation',
  'Contract',
  'Termination',
  'Survey',
  'Questionnaire',
  'UnreadCount',
  'Feedback',
  'Navigator',
  'Statistics',
  'VideoInterview',
  'PrintTemplate',
  'SiteHomepage',
  'StudentProfile',
  'StudentDestination',
  'StudentEmployment',
  'StudentRecommendation',
  'StudentApplication',
  'Invitation',
  'StudentMessage',
  'StudentUnread',
  'StudentAccount',
  'EmployerStanding',
  'ReviewQueue',
  'SiteRules',
  'StaffInfo',
] as const;

export type TagType = (typeof tagTypes)[number];

/** The one API of the app; features add endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  endpoints: () => ({}),
});
