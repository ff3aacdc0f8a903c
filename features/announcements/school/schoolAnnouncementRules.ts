import type { SchoolAnnouncementListQuery } from '../../../contract/announcements';
import { FILE_DOWNLOAD_PATH } from '../../../contract/files';
import { POSTING_PENDING_CODE, POSTING_QUEUE_TABS, queueQuery } from '../../../app/review/reviewQueue';

export type AnnouncementQueueQuery = Required<
  Pick<SchoolAnnouncementListQuery, 'page' | 'size' | 'zt' | 'keyword'>
> &
  Pick<SchoolAnnouncementListQuery, 'flagged'>;

/** The request of the page address: pending unless ?zt names another state. */
export function announcementQueueQuery(search: URLSearchParams): AnnouncementQueueQuery {
  return {
    ...queueQuery(search, POSTING_QUEUE_TABS, POSTING_PENDING_CODE),
    ...(search.get('flagged') === '1' ? { flagged: '1' as const } : {}),
  };
}

/** The fields of an announcement the content check reads, by the names its flags carry. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  ggbt: '公告标题',
  ggnr: '公告内容',
  nrsm: '内容说明',
};

export function announcementFieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

/** An attachment's address: downloaded under the name it was uploaded with. */
export function attachmentUrl(path: string): string {
  return `${FILE_DOWNLOAD_PATH}?path=${encodeURIComponent(path)}`;
}
