/** The employer user's inbox (message centre); unread while read_at is null. */
export interface MessagesTable {
  id: string;
  recipient_user_id: string;
  sender: string;
  title: string;
  body: string;
  created_at: number;
  read_at: number | null;
}

export interface MessageTables {
  messages: MessagesTable;
}
