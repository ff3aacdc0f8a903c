/** One issue-feedback post (wtfk); its attachments are the files whose feedback_id points here. */
export interface FeedbackTable {
  id: string;
  contact: string;
  description: string;
  /** The employer user or student logged in when it was posted, if any. */
  employer_user_id: string | null;
  student_id: string | null;
  /** The client address, kept for abuse review. */
  client_ip: string;
  created_at: number;
}

export interface FeedbackTables {
  feedback: FeedbackTable;
}
