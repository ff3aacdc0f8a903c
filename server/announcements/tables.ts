import type { PostingColumns } from '../workflow';

// Announcements (招聘公告). Times are epoch milliseconds (bigint columns read back as numbers); dates are
// China dates 'YYYY-MM-DD'.

/** A posting's columns (its state, employer, review and times: the workflow's), and the announcement's. */
export interface AnnouncementsTable extends PostingColumns {
  title: string;
  /** The body as the server's allowlist left it: the only HTML any page renders. */
  body_html: string;
  /** JSON array of { path, name }: uploads of bucket zpgg, in the employer's order. */
  attachments: string;
  /** 有效期: start and end dates; past the end it expires. */
  start_date: string;
  end_date: string;
  /** 内容说明: the employer's explanation of flagged wording to the reviewer. */
  explanation: string;
}

/** The positions an announcement links (关联职位), in the employer's order. */
export interface AnnouncementPositionsTable {
  announcement_id: string;
  position_id: string;
  ordinal: number;
}

export interface AnnouncementTables {
  announcements: AnnouncementsTable;
  announcement_positions: AnnouncementPositionsTable;
}
