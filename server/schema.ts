import type { AccountTables } from './accounts/tables';
import type { ActivityTables } from './activities/tables';
import type { AnnouncementTables } from './announcements/tables';
import type { ApplicationTables } from './applications/tables';
import type { ContactTables } from './contacts/tables';
import type { EntrantTables } from './entrants/tables';
import type { InvoiceTables } from './invoices/tables';
import type { FeedbackTables } from './feedback/tables';
import type { FileTables } from './files/tables';
import type { HomepageTables } from './homepage/tables';
import type { MessageTables } from './messages/tables';
import type { PositionTables } from './positions/tables';
import type { ResumeTables } from './resumes/tables';
import type { SchoolTables } from './school/tables';
import type { SiteTables } from './site/tables';
import type { SmsTables } from './sms/tables';
import type { StudentTables } from './students/tables';
import type { SurveyTables } from './surveys/tables';
import type { TalkTables } from './talks/tables';
import type { WorkflowTables } from './workflow/tables';
import type { FairTables } from './fairs/tables';
import type { DishonestyTables } from './dishonesty/tables';

/** Every table, composed from each capability's tables.ts. */
export interface Database
  extends
    AccountTables,
    SiteTables,
    StudentTables,
    SmsTables,
    FeedbackTables,
    FileTables,
    HomepageTables,
    SurveyTables,
    MessageTables,
    WorkflowTables,
    TalkTables,
    SchoolTables,
    PositionTables,
    AnnouncementTables,
    ContactTables,
    InvoiceTables,
    EntrantTables,
    ResumeTables,
    ApplicationTables,
    FairTables,
    DishonestyTables,
    ActivityTables {}
