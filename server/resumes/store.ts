import type { Kysely, Selectable } from 'kysely';
import { chinaDate, chinaDateTime } from '../../contract/chinaTime';
import { RESUME_ATTACHMENT_BUCKET } from '../../contract/files';
import {
  RESUME_CONSENT_TEXT,
  emptyResume,
  normalizeResume,
  resumeCompleteness,
  resumeHeadline,
  resumeProblem,
  type ConsentView,
  type Resume,
  type ResumeSaveRequest,
  type ResumeSnapshot,
  type ResumeView,
} from '../../contract/resumes';
import { ApiError } from '../core/http/envelope';
import { inTransaction } from '../core/db/transactions';
import { attachedFile, claimUploads, releaseUploads, type AttachmentOwner, type Uploader } from '../files';
import type { Database } from '../schema';
import { indexResume, unindexResume } from './searchIndex';
import type { ResumesTable } from './tables';

/** Student-side refusals show their message (spec section 8: code 4001 is a toast). */
export const RESUME_REFUSED_CODE = 4001;

export const resumeMessages = {
  attachmentNotFound: '附件不存在或已被使用，请重新上传 PDF 文件',
  noAttachment: '尚未上传附件简历',
  saved: '简历已保存',
  attached: '附件简历已上传',
  detached: '附件简历已删除',
  joined: '已加入人才库',
  left: '已退出人才库，单位将无法再搜索到你',
} as const;

/** The student a resume call acts for: the session's student and school site. */
export type ResumeOwner = { studentId: string; siteCode: string };

type ResumeRow = Selectable<ResumesTable>;

const attachmentOwner = (studentId: string): AttachmentOwner => ({ kind: 'resume', id: studentId });

function resumeOf(row: ResumeRow): Resume {
  const saved = JSON.parse(row.content) as ResumeSaveRequest;
  return {
    ...emptyResume(),
    ...saved,
    fjjl:
      row.attachment_path === null
        ? null
        : { path: row.attachment_path, name: row.attachment_name, size: row.attachment_size },
    gxsj: chinaDateTime(row.updated_at),
  };
}

function contentOf(resume: Resume): ResumeSaveRequest {
  const { jbxx, jyjl, sxjl, xmjl, xyhd, jnzs, zwpj, qzyx } = resume;
  return { jbxx, jyjl, sxjl, xmjl, xyhd, jnzs, zwpj, qzyx };
}

/**
 * Every text an employer may search, one field a line. Name, mobile and e-mail stay out: talent search
 * shows them masked, so finding a student by them would unmask them.
 */
function searchTextOf(resume: ResumeSaveRequest): string {
  const lines = [
    ...resume.jyjl.flatMap((entry) => [entry.xxmc, entry.zy]),
    ...resume.sxjl.flatMap((entry) => [entry.dwmc, entry.zw, entry.ms]),
    ...resume.xmjl.flatMap((entry) => [entry.xmmc, entry.js, entry.ms]),
    ...resume.xyhd.flatMap((entry) => [entry.mc, entry.ms]),
    ...resume.jnzs.jn,
    ...resume.jnzs.zs,
    resume.zwpj,
  ];
  return lines.filter((line) => line !== '').join('\n');
}

/** The columns a save derives from the sections (search filters, list fields). */
function derivedColumns(resume: ResumeSaveRequest) {
  const headline = resumeHeadline(resume);
  return {
    content: JSON.stringify(resume),
    completeness: resumeCompleteness({ ...resume, fjjl: null, gxsj: '' }).percent,
    name: resume.jbxx.xm,
    gender: resume.jbxx.xb,
    mobile: resume.jbxx.sjhm,
    email: resume.jbxx.dzyx,
    school_name: headline.xxmc,
    major: headline.zy,
    education: headline.xl,
    graduation_year: headline.bynf,
    intention_city: resume.qzyx.csdm,
    skills: [...resume.jnzs.jn, ...resume.jnzs.zs].join('、'),
    search_text: searchTextOf(resume),
  };
}

async function resumeRow(db: Kysely<Database>, studentId: string): Promise<ResumeRow | undefined> {
  return db.selectFrom('resumes').selectAll().where('student_id', '=', studentId).executeTakeFirst();
}

/**
 * The student's resume row, created empty (out of the pool) if missing, and locked until the transaction
 * ends on PostgreSQL (SQLite runs one writer at a time), so parallel saves, uploads and consent changes of
 * one student apply one after the other.
 */
async function lockedRow(trx: Kysely<Database>, now: number, owner: ResumeOwner): Promise<ResumeRow> {
  return trx
    .insertInto('resumes')
    .values({
      student_id: owner.studentId,
      site_code: owner.siteCode,
      ...derivedColumns(contentOf(emptyResume())),
      attachment_path: null,
      attachment_name: '',
      attachment_size: 0,
      in_pool: 0,
      consent_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) =>
      // A no-op update: it takes the row lock and answers the existing row.
      conflict.column('student_id').doUpdateSet((eb) => ({ student_id: eb.ref('excluded.student_id') })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

function viewOf(row: ResumeRow | undefined): ResumeView {
  const resume = row === undefined ? emptyResume() : resumeOf(row);
  return { jl: resume, wzd: resumeCompleteness(resume), rck: row?.in_pool === 1 };
}

/** The student's resume, or null when the student has never saved one. */
export async function readResume(db: Kysely<Database>, studentId: string): Promise<Resume | null> {
  const row = await resumeRow(db, studentId);
  return row === undefined ? null : resumeOf(row);
}

/** The resume as an application keeps it (self-contained JSON); null when the student has none. */
export async function resumeSnapshotOf(
  db: Kysely<Database>,
  studentId: string,
  now: number,
): Promise<ResumeSnapshot | null> {
  const resume = await readResume(db, studentId);
  if (resume === null) return null;
  return { ...resume, wzd: resumeCompleteness(resume).percent, kzsj: chinaDateTime(now) };
}

/** What the resume screen shows: the resume (empty when none), its completeness and the consent. */
export async function readResumeView(db: Kysely<Database>, studentId: string): Promise<ResumeView> {
  return viewOf(await resumeRow(db, studentId));
}

/** Saves every section but the attachment, after the contract's rules (code 4001 with the first problem). */
export async function saveResume(
  db: Kysely<Database>,
  now: number,
  owner: ResumeOwner,
  draft: ResumeSaveRequest,
): Promise<ResumeView> {
  const resume = normalizeResume(draft);
  const problem = resumeProblem(resume, chinaDate(now));
  if (problem !== null) throw new ApiError(RESUME_REFUSED_CODE, problem.message);
  const columns = derivedColumns(resume);
  return inTransaction(db, async (trx) => {
    const current = await lockedRow(trx, now, owner);
    const row = await trx
      .updateTable('resumes')
      .set({ ...columns, updated_at: now })
      .where('student_id', '=', owner.studentId)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (current.in_pool === 1) await indexResume(trx, owner.studentId, columns.search_text);
    return viewOf(row);
  });
}

/**
 * Makes an uploaded PDF (bucket jlfj, uploaded by this student) the attachment resume. The previous one
 * is released to the orphan sweep; applications already sent keep their own copies (the applications
 * capability copies the file into the application when the student applies).
 */
export async function attachResumeFile(
  db: Kysely<Database>,
  now: number,
  owner: ResumeOwner,
  path: string,
  uploader: Uploader,
): Promise<ResumeView> {
  const fileOwner = attachmentOwner(owner.studentId);
  return inTransaction(db, async (trx) => {
    await lockedRow(trx, now, owner);
    const claimed = await claimUploads(trx, {
      paths: [path],
      bucket: RESUME_ATTACHMENT_BUCKET,
      owner: fileOwner,
      uploader,
    });
    const file = claimed === 1 ? await attachedFile(trx, fileOwner, path) : undefined;
    if (file === undefined) throw new ApiError(RESUME_REFUSED_CODE, resumeMessages.attachmentNotFound);
    await releaseUploads(trx, fileOwner, [path]);
    const row = await trx
      .updateTable('resumes')
      .set({
        attachment_path: file.path,
        attachment_name: file.name,
        attachment_size: file.size,
        updated_at: now,
      })
      .where('student_id', '=', owner.studentId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return viewOf(row);
  });
}

/** Removes the attachment resume (its file goes to the orphan sweep). */
export async function detachResumeFile(
  db: Kysely<Database>,
  now: number,
  owner: ResumeOwner,
): Promise<ResumeView> {
  return inTransaction(db, async (trx) => {
    const current = await lockedRow(trx, now, owner);
    if (current.attachment_path === null)
      throw new ApiError(RESUME_REFUSED_CODE, resumeMessages.noAttachment);
    await releaseUploads(trx, attachmentOwner(owner.studentId));
    const row = await trx
      .updateTable('resumes')
      .set({ attachment_path: null, attachment_name: '', attachment_size: 0, updated_at: now })
      .where('student_id', '=', owner.studentId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return viewOf(row);
  });
}

function consentViewOf(row: Pick<ResumeRow, 'in_pool' | 'consent_at'> | undefined): ConsentView {
  return {
    ty: row?.in_pool === 1,
    sj: row === undefined || row.consent_at === null ? '' : chinaDateTime(row.consent_at),
    text: RESUME_CONSENT_TEXT,
  };
}

export async function readConsent(db: Kysely<Database>, studentId: string): Promise<ConsentView> {
  return consentViewOf(
    await db
      .selectFrom('resumes')
      .select(['in_pool', 'consent_at'])
      .where('student_id', '=', studentId)
      .executeTakeFirst(),
  );
}

/**
 * Joins or leaves the talent pool. The search index changes in the same transaction, so a withdrawn
 * student is out of every search from the commit on.
 */
export async function setConsent(
  db: Kysely<Database>,
  now: number,
  owner: ResumeOwner,
  given: boolean,
): Promise<ConsentView> {
  return inTransaction(db, async (trx) => {
    const current = await lockedRow(trx, now, owner);
    const row = await trx
      .updateTable('resumes')
      .set({ in_pool: given ? 1 : 0, consent_at: now })
      .where('student_id', '=', owner.studentId)
      .returning(['in_pool', 'consent_at'])
      .executeTakeFirstOrThrow();
    if (given) await indexResume(trx, owner.studentId, current.search_text);
    else await unindexResume(trx, owner.studentId);
    return consentViewOf(row);
  });
}
