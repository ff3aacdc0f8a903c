import type { PostingColumns } from '../workflow';

// Positions (招聘职位). Times are epoch milliseconds (bigint columns read back as numbers); dates are
// China dates 'YYYY-MM-DD'; coded values are the code lists' strings ('' while a draft leaves them open).

/** A posting's columns (its state, employer, review and times: the workflow's), and the position's. */
export interface PositionsTable extends PostingColumns {
  name: string;
  /** 工作性质 gzxz, 职位类别 zwlb, 学历要求 xlyq. */
  nature: string;
  category: string;
  education: string;
  majors: string;
  /** JSON array of strings. */
  major_tags: string;
  headcount: number;
  salary_type: string;
  salary_min: number | null;
  salary_max: number | null;
  /** 工作地点: the six-digit division code, and the city it belongs to (the public list filters by it). */
  area_code: string;
  city_code: string;
  address: string;
  description: string;
  apply_method: string;
  apply_email: string;
  contact_name: string;
  contact_phone: string;
  start_date: string;
  deadline: string;
  visibility: string;
  /** JSON array of strings. */
  welfare_tags: string;
  /** 内容说明: the employer's explanation of flagged wording to the reviewer. */
  explanation: string;
  /** The first submission ever (tjsj); null until submitted. */
  first_submitted_at: number | null;
  /**
   * The capped nature ('1' full-time, '2' internship) the daily cap counted this position under, ''
   * while none: a position counts once, on the day it is first submitted with that nature, so a
   * resubmission never counts again and a part-time position turned full-time does.
   */
  counted_nature: string;
}

/**
 * How many positions of a nature an employer first submitted at a site on a China day: the daily cap
 * is claimed here with one conditional upsert, so parallel submissions cannot pass it.
 */
export interface PositionDailyQuotaTable {
  employer_id: string;
  site_code: string;
  /** 'YYYY-MM-DD', China. */
  day: string;
  nature: string;
  used: number;
}

/** Detail views of a position on a China day (statistics' 浏览量). */
export interface PositionViewDaysTable {
  employer_id: string;
  site_code: string;
  /** 'YYYY-MM-DD', China. */
  day: string;
  position_id: string;
  views: number;
}

export interface PositionTables {
  positions: PositionsTable;
  position_daily_quota: PositionDailyQuotaTable;
  position_view_days: PositionViewDaysTable;
}
