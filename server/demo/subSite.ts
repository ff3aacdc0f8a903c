import type { Kysely } from 'kysely';
import type { PasswordHasher } from '../core/passwords';
import type { Database } from '../schema';
import { addSubSite } from '../site';
import { seedDemoStaff, type DemoStaff } from './school';

/**
 * A second school site, so 登录学校分站 (dwsy/dlxxfz) has somewhere to register: a university's own
 * sub-site with its colour, reviewing registrations itself (the default, manual). The demo employer is
 * registered at the default site only.
 */
export const DEMO_SUB_SITE = {
  code: '00001',
  name: '滨海理工大学就业信息网',
  themeColour: '#8c1d40',
} as const;

/** The sub-site's career-centre reviewer, for its own console queue. */
export const DEMO_SUB_SITE_STAFF: DemoStaff = {
  siteCode: DEMO_SUB_SITE.code,
  username: 'admin',
  name: '滨海理工大学就业指导中心审核员',
};

/**
 * The demo sub-site and its staff account, each added once (also to a database seeded before sub-sites
 * existed). Answers the staff credentials on the start that created them; null otherwise.
 */
export async function seedDemoSubSite(
  db: Kysely<Database>,
  passwords: PasswordHasher,
  now: number,
): Promise<{ username: string; password: string } | null> {
  await addSubSite(db, now, DEMO_SUB_SITE);
  return seedDemoStaff(db, passwords, now, DEMO_SUB_SITE_STAFF);
}
