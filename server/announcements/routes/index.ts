import type { FastifyInstance } from 'fastify';
import { announcementPaths } from '../../../contract/announcements';
import { employerAccounts } from '../../accounts';
import { whileServing } from '../../core/periodicTask';
import { postingRoutes, startExpirySweeper } from '../../workflow';
import { expireOverdueAnnouncements } from '../expiry';
import { announcementLifecycle, copyAnnouncement } from '../lifecycle';
import {
  employerAnnouncementList,
  findPublicAnnouncement,
  publicAnnouncementList,
  schoolAnnouncementList,
} from '../lists';
import { detailOf, historyOfAnnouncement, publicDetailOf } from '../reading';
import { announcementNotFound, findAnnouncement } from '../store';
import { employerAnnouncementRoutes } from './employerRoutes';
import { publicListQuery, schoolListQuery } from './schemas';

/**
 * Announcements for every audience (employer /com/zpgg, school /mgr/zpgg, public getZpgg and
 * getZpggxq), and the expiry sweep while the server serves. Every change through these routes drops its
 * site's public answers (an announcement past its validity leaves the public list with the minute).
 */
export function announcementRoutes(app: FastifyInstance): Promise<void> {
  postingRoutes(app, {
    paths: announcementPaths,
    noun: '公告',
    lifecycle: announcementLifecycle,
    find: findAnnouncement,
    notFound: announcementNotFound,
    accounts: employerAccounts,
    copy: (db, now, actor, row) => copyAnnouncement(db, app.fileStorage, now, actor, row),
    detailOf,
    historyOf: historyOfAnnouncement,
    employerList: employerAnnouncementList,
    schoolList: { query: schoolListQuery, list: schoolAnnouncementList },
    publicList: { query: publicListQuery, list: publicAnnouncementList },
    publicDetail: { find: findPublicAnnouncement, shown: publicDetailOf },
    changed: (siteCode) => app.publicAnswers.invalidate(siteCode),
  });
  employerAnnouncementRoutes(app);

  whileServing(app, () =>
    startExpirySweeper({
      type: 'announcement',
      expireOverdue: (now) => expireOverdueAnnouncements(app.db, now),
      now: () => app.clock.now(),
      log: app.log,
    }),
  );
  return Promise.resolve();
}
