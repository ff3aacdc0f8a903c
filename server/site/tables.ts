import type { Generated } from 'kysely';

/** A school site (xxdm): its branding and system config. Flags are 0/1 integers. */
export interface SitesTable {
  code: string;
  name: string;
  /** Theme colour (wzzsd), a #rrggbb string. */
  theme_color: string;
  template_id: string;
  password_level: number;
  tag_push: number;
  /** Salary types offered for positions (zpgwxzfs), comma separated. */
  salary_types: string;
  chat_enabled: number;
  chat_path: string;
  wechat_app_id: string;
  /** 1 for the main site whose code /pub/hqzzxxdm answers. */
  is_main: number;
  created_at: number;
}

/** Whether the school reviews a kind of submission, or it passes automatically (demos, schools that do not review). */
export type ReviewMode = 'manual' | 'auto';

/** A site's review rules (site/rules.ts); absent: the defaults. */
export interface SiteRulesTable {
  site_code: string;
  employer_review: ReviewMode;
  position_review: ReviewMode;
  announcement_review: ReviewMode;
  fulltime_cap: number;
  internship_cap: number;
  /** Talk rules (migration 054_venues): notice and cancellation cutoff in working days, entrants cap. */
  talk_notice_days: Generated<number>;
  talk_cancel_days: Generated<number>;
  talk_max_entrants: Generated<number>;
  /** The no-show rule (migration 065_no_show_rule): this many no-shows within the window suspend booking. */
  no_show_count: Generated<number>;
  no_show_window_days: Generated<number>;
  no_show_suspension_days: Generated<number>;
  updated_at: number;
}

export interface SiteTables {
  sites: SitesTable;
  site_rules: SiteRulesTable;
}
