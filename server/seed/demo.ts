import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type DemoCredentials = {
  employer: { mobile: string; password: string };
  student: { username: string; password: string };
};

/** Seeds the demo employer and student into an empty database; null when accounts already exist. */
export function seedDemoData(_db: Kysely<Database>, _now: number): Promise<DemoCredentials | null> {
  return Promise.resolve(null);
}
