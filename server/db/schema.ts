import type { AccountTables } from './tables/accounts';
import type { FeedbackTables } from './tables/feedback';
import type { FileTables } from './tables/files';
import type { MessageTables } from './tables/messages';
import type { SiteTables } from './tables/sites';
import type { SmsTables } from './tables/sms';
import type { StudentTables } from './tables/students';
import type { SurveyTables } from './tables/surveys';

/** Every table, composed from one interface per area (server/db/tables/<area>.ts). */
export interface Database
  extends
    AccountTables,
    SiteTables,
    StudentTables,
    SmsTables,
    FeedbackTables,
    FileTables,
    SurveyTables,
    MessageTables {}
