import type { Kysely } from 'kysely';
import { actorNameOf } from '../accounts';
import { seedDemoAnnouncement } from '../announcements';
import { seedDemoPositions } from '../positions';
import type { Database } from '../schema';
import { seedDemoTalk } from '../talks';
import type { ActorRef } from '../workflow';

/**
 * What the demo employer has published at its site, so the public homepage shows every block on a
 * fresh start: two positions, an announcement linking them and a passed talk (the fairs seed their
 * own). Each goes through its lifecycle, reviewed in the school's name.
 */
export async function seedDemoPostings(
  db: Kysely<Database>,
  now: number,
  employer: { employerId: string; userId: string; siteCode: string },
): Promise<void> {
  const scope = { employerId: employer.employerId, siteCode: employer.siteCode };
  const actors: { employer: ActorRef; school: ActorRef } = {
    employer: {
      kind: 'employer',
      id: employer.userId,
      name: await actorNameOf(db, employer.userId),
    },
    school: { kind: 'school', id: null, name: '就业指导中心' },
  };
  const positionIds = await seedDemoPositions(db, now, scope, actors);
  const announcementId = await seedDemoAnnouncement(db, now, scope, actors, positionIds);
  await seedDemoTalk(db, now, scope, actors, { announcementId, positionIds });
}
