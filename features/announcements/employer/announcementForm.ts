// The announcement form's values and their one mapping to the wire (AnnouncementDraft): the form speaks
// English and holds what the person did (attachments with their upload state, the validity as a
// range); checkAnnouncement, the rule set the server applies too, speaks the API's field names, so its
// messages are mapped back here.

import {
  ANNOUNCEMENT_FIELD_LABELS,
  announcementWordingFields,
  checkAnnouncement,
  type AnnouncementField,
} from '../../../contract/announcementRules';
import type { AnnouncementDetail, AnnouncementDraft } from '../../../contract/announcements';
import { addDays, addOneYear } from '../../../contract/chinaTime';
import { FILE_DOWNLOAD_PATH, FILE_PREVIEW_FILE_PATH } from '../../../contract/files';
import {
  WORDING_EXPLANATION_REQUIRED,
  checkRecruitmentWording,
  type WordingFlag,
} from '../../../contract/recruitmentWording';
import type { FileListItem } from '../../../ui/FileUploader';
import {
  formFieldNamedIn,
  problemsAtFormFields,
  wordingMessagesAtFormFields,
} from '../../../app/postings/fieldMessages';

export type AnnouncementFormValues = {
  title: string;
  /** The editor's HTML ('' when empty). */
  body: string;
  /** Uploads with their state; only the stored ones (status done) are saved. */
  attachments: FileListItem[];
  linkedPositionIds: string[];
  /** [start, end], 'YYYY-MM-DD' or '' each. */
  validity: [string, string];
  /** The explanation to the reviewer of flagged wording (内容说明). */
  explanation: string;
};

export type AnnouncementFormField = keyof AnnouncementFormValues;
export type AnnouncementFormProblems = Partial<Record<AnnouncementFormField, string>>;

/** Each API field's form field: the only place the two vocabularies meet. */
const FORM_FIELD_OF = {
  ggbt: 'title',
  ggnr: 'body',
  fj: 'attachments',
  glzw: 'linkedPositionIds',
  kssj: 'validity',
  jssj: 'validity',
  nrsm: 'explanation',
} as const satisfies Record<AnnouncementField, AnnouncementFormField>;

export const ANNOUNCEMENT_FORM_FIELDS: readonly AnnouncementFormField[] = [
  'title',
  'body',
  'attachments',
  'linkedPositionIds',
  'validity',
  'explanation',
];

/** Validity a new announcement starts with: from today, for a month. */
export const DEFAULT_VALIDITY_DAYS = 30;

export function newAnnouncementForm(today: string): AnnouncementFormValues {
  return {
    title: '',
    body: '',
    attachments: [],
    linkedPositionIds: [],
    validity: [today, addDays(today, DEFAULT_VALIDITY_DAYS)],
    explanation: '',
  };
}

/** A saved announcement as the form edits it; its attachments are stored uploads already. */
export function formFromAnnouncement(announcement: AnnouncementDetail): AnnouncementFormValues {
  return {
    title: announcement.ggbt,
    body: announcement.ggnr,
    attachments: announcement.fj.map(({ path, name }) => ({ uid: path, name, status: 'done', result: path })),
    linkedPositionIds: announcement.glzw.map((position) => position.id),
    validity: [announcement.kssj, announcement.jssj],
    explanation: announcement.nrsm,
  };
}

export function toAnnouncementDraft(values: AnnouncementFormValues, id?: string): AnnouncementDraft {
  return {
    ...(id === undefined ? {} : { id }),
    ggbt: values.title.trim(),
    ggnr: values.body,
    fj: values.attachments
      .filter((item) => item.status === 'done' && item.result !== undefined)
      .map((item) => ({ path: item.result ?? '', name: item.name })),
    glzw: values.linkedPositionIds,
    kssj: values.validity[0],
    jssj: values.validity[1],
    nrsm: values.explanation.trim(),
  };
}

/** The form field an API field name belongs to, or null. */
export function formFieldOf(apiField: string): AnnouncementFormField | null {
  return (FORM_FIELD_OF as Record<string, AnnouncementFormField>)[apiField] ?? null;
}

export function wordingFlagsOf(values: Pick<AnnouncementFormValues, 'title' | 'body'>): WordingFlag[] {
  return checkRecruitmentWording(announcementWordingFields({ ggbt: values.title, ggnr: values.body }));
}

/** The message for each flagged field ('含有限制“性别”的用语：限男性。请修改，或…'). */
export function wordingMessagesOf(flags: readonly WordingFlag[]): AnnouncementFormProblems {
  return wordingMessagesAtFormFields(flags, formFieldOf);
}

export const ATTACHMENTS_UPLOADING = '附件正在上传，请等上传完成后再保存';
export const ATTACHMENTS_FAILED = '有附件上传失败，请重新上传或删除后再保存';

/**
 * Every field's problem, by checkAnnouncement (`submitting`: the completeness of a submission too),
 * uploads still under way or failed, and, when submitting flagged wording, the explanation the server
 * would ask for.
 */
export function announcementFormProblems(
  values: AnnouncementFormValues,
  today: string,
  { submitting }: { submitting: boolean },
): AnnouncementFormProblems {
  const problems = problemsAtFormFields(
    checkAnnouncement(toAnnouncementDraft(values), { today }, { submitting }),
    formFieldOf,
  );
  if (problems.attachments === undefined) {
    if (values.attachments.some((item) => item.status === 'uploading'))
      problems.attachments = ATTACHMENTS_UPLOADING;
    else if (values.attachments.some((item) => item.status === 'error'))
      problems.attachments = ATTACHMENTS_FAILED;
  }
  if (
    submitting &&
    problems.explanation === undefined &&
    values.explanation.trim() === '' &&
    wordingFlagsOf(values).length > 0
  )
    problems.explanation = WORDING_EXPLANATION_REQUIRED;
  return problems;
}

/** The field a server refusal is about ('参数 ggbt 长度超出限制' is about the title), or null for the whole form. */
export function serverFieldOf(message: string): AnnouncementFormField | null {
  return formFieldNamedIn(message, ANNOUNCEMENT_FIELD_LABELS, formFieldOf);
}

/** The latest validity end a form offers: a year from today. */
export const latestValidityEnd = addOneYear;

const SAFE_PATH = /^[A-Za-z0-9/._-]+$/;
const pathQuery = (path: string) => (SAFE_PATH.test(path) ? path : encodeURIComponent(path));

/** Where an uploaded body image is shown from: this server's preview of the stored file. */
export function imageSourceOf(path: string): string {
  return `${FILE_PREVIEW_FILE_PATH}?path=${pathQuery(path)}`;
}

/** The only image addresses a body keeps (the server drops any other). */
export function isAnnouncementImageSource(src: string): boolean {
  return src.startsWith(`${FILE_PREVIEW_FILE_PATH}?path=`);
}

export function downloadHrefOf(path: string): string {
  return `${FILE_DOWNLOAD_PATH}?path=${pathQuery(path)}`;
}
