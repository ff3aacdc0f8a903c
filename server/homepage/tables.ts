/** A banner of a site's homepage carousel. Dates are China dates 'YYYY-MM-DD', '' open-ended. */
export interface SiteBannersTable {
  id: string;
  site_code: string;
  title: string;
  /** A stored upload (bucket zpgg), attached to the banner. */
  image_path: string;
  link: string;
  sort_order: number;
  starts_on: string;
  ends_on: string;
  created_at: number;
  updated_at: number;
}

/** A column (栏目) notices and news are filed under. */
export interface SiteColumnsTable {
  id: string;
  site_code: string;
  name: string;
  sort_order: number;
  created_at: number;
}

/** A notice or news item; it shows from published_at on. */
export interface SiteNoticesTable {
  id: string;
  site_code: string;
  column_id: string;
  title: string;
  /** Sanitized HTML (the announcements' allowlist). */
  body_html: string;
  /** The body's text alone, for the site search. */
  body_text: string;
  /** JSON list of { path, name }. */
  attachments: string;
  pinned: number;
  published_at: number;
  created_at: number;
  updated_at: number;
}

/** A quick link ('1') or friendly link ('2'). */
export interface SiteLinksTable {
  id: string;
  site_code: string;
  kind: string;
  name: string;
  url: string;
  sort_order: number;
  created_at: number;
}

/** A site's template, logo and footer; absent: the defaults. */
export interface SiteLooksTable {
  site_code: string;
  template_id: string;
  logo_path: string;
  address: string;
  phone: string;
  copyright: string;
  updated_at: number;
}

export interface HomepageTables {
  site_banners: SiteBannersTable;
  site_columns: SiteColumnsTable;
  site_notices: SiteNoticesTable;
  site_links: SiteLinksTable;
  site_looks: SiteLooksTable;
}
