import type { ColumnType } from 'kysely';
import type { ReviewObjectType } from '../../contract/workflow';

/** The employer user's inbox (message centre); unread while read_at is null. */
export interface MessagesTable {
  id: string;
  recipient_user_id: string;
  sender: string;
  title: string;
  body: string;
  created_at: number;
  read_at: number | null;
  /** The employer the message concerns; null for a message to the person whoever they act for. */
  employer_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The object it is about (a review decision), or null. */
  object_type: ColumnType<
    ReviewObjectType | null,
    ReviewObjectType | null | undefined,
    ReviewObjectType | null
  >;
  object_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A student's inbox (applications and invitations); unread while read_at is null. */
export interface StudentMessagesTable {
  id: string;
  student_id: string;
  sender: string;
  title: string;
  body: string;
  /** The object it is about ('application'), or null. */
  object_type: ColumnType<
    ReviewObjectType | null,
    ReviewObjectType | null | undefined,
    ReviewObjectType | null
  >;
  object_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: number;
  read_at: number | null;
}

export interface MessageTables {
  messages: MessagesTable;
  student_messages: StudentMessagesTable;
}
