// The students' online resumes (/stu/grzx/jl). Times are epoch milliseconds.

/**
 * One resume per student. The sections live as JSON in `content`; what talent search filters and sorts
 * on is copied into columns of its own at every save (the highest education entry's major, degree and
 * graduation year, the intention city, the skill tags, the searchable text), so the search never parses
 * JSON.
 */
export interface ResumesTable {
  student_id: string;
  /** The student's school site: talent search looks only at the employer's sites. */
  site_code: string;
  /** JSON of ResumeSaveRequest (contract/resumes.ts), '{}'-free: always a whole resume. */
  content: string;
  /** The attachment resume (bucket jlfj), null when none. */
  attachment_path: string | null;
  attachment_name: string;
  attachment_size: number;
  /** Completeness percent (resumeCompleteness). */
  completeness: number;
  name: string;
  gender: string;
  mobile: string;
  email: string;
  school_name: string;
  major: string;
  /** RESUME_DEGREES code, '' none. */
  education: string;
  graduation_year: number | null;
  /** Six-digit code, '' none. */
  intention_city: string;
  /** Skill and certificate tags joined by '、'. */
  skills: string;
  /** Every text of the resume, one line per field (the keyword search's haystack). */
  search_text: string;
  /** 1 while the student consents to the talent pool, else 0. */
  in_pool: number;
  /** When consent was last given or withdrawn; null never. */
  consent_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface ResumeTables {
  resumes: ResumesTable;
}
