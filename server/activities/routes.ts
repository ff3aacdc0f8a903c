import type { FastifyInstance } from 'fastify';
import { publicActivityRoutes } from './publicRoutes';
import { scheduleRoutes } from './scheduleRoutes';
import type { ActivitySource, TalkActivitySource } from './sources';
import { studentTalkRoutes } from './studentRoutes';

export type ActivityRoutesOptions = {
  /** Talks: on the calendar, with students' sign-up. */
  talks: TalkActivitySource;
  /** Other kinds on the calendar (fairs). */
  others?: readonly ActivitySource[];
};

/**
 * The activity calendar for every audience: the public homepage's talks and calendar, the employer's
 * schedule with its calendar file and subscription, the site's activities, and students' sign-up to
 * talks. Each kind of activity reads its own tables and hands them in (server/app.ts composes them).
 */
export function activityRoutes(app: FastifyInstance, options: ActivityRoutesOptions): Promise<void> {
  const sources = { talks: options.talks, all: [options.talks, ...(options.others ?? [])] };
  publicActivityRoutes(app, sources);
  scheduleRoutes(app, sources);
  studentTalkRoutes(app, options.talks);
  return Promise.resolve();
}
