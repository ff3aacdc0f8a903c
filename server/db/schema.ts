import type { AccountTables } from './tables/accounts';
import type { SiteTables } from './tables/sites';
import type { SmsTables } from './tables/sms';
import type { StudentTables } from './tables/students';

/** Every table, composed from one interface per area (server/db/tables/<area>.ts). */
export interface Database extends AccountTables, SiteTables, StudentTables, SmsTables {}
