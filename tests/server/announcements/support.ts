import type { FastifyInstance } from 'fastify';
import {
  announcementPaths,
  type AnnouncementDetail,
  type AnnouncementDraft,
} from '../../../contract/announcements';
import { addDays, chinaDate } from '../../../contract/chinaTime';
import type { PostingState } from '../../../contract/workflow';
import { announcementLifecycle } from '../../../server/announcements/lifecycle';
import { pdf } from '../support/documents';
import { images, multipartBody } from '../support/multipart';
import { get, okResult, post, postingIn, type Headers } from '../support/postings';
import { envelopeOf, freshAddress } from '../support/testServer';

/** A complete announcement a passed employer can submit, valid from today for a month. */
export function validAnnouncement(
  app: FastifyInstance,
  overrides: Partial<AnnouncementDraft> = {},
): AnnouncementDraft {
  const today = chinaDate(app.clock.now());
  return {
    ggbt: '2027届校园招聘简章',
    ggnr: '<h2>公司简介</h2><p>我们是一家专注于工业软件的高新技术企业。</p><h3>招聘岗位</h3><ul><li><p>软件开发工程师</p></li></ul>',
    fj: [],
    glzw: [],
    kssj: today,
    jssj: addDays(today, 30),
    nrsm: '',
    ...overrides,
  };
}

/** Uploads one file to bucket zpgg with the session's header; answers its stored path. */
export async function uploadAs(
  app: FastifyInstance,
  headers: Headers,
  data: Buffer = pdf,
  fileName = '招聘简章.pdf',
): Promise<string> {
  const { payload, headers: multipart } = multipartBody([
    { name: 'bucket', value: 'zpgg' },
    { name: 'file', fileName, data },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/pub/file/uploadFile',
    payload,
    headers: { ...multipart, ...headers },
    remoteAddress: freshAddress(),
  });
  return okResult(envelopeOf<string[]>(response))[0] ?? '';
}

export const uploadImageAs = (app: FastifyInstance, headers: Headers) =>
  uploadAs(app, headers, images.png, '配图.png');

export const imageTag = (path: string) => `<img src="/pub/file/previewFile?path=${path}" alt="配图">`;

export async function saveAnnouncement(
  app: FastifyInstance,
  headers: Headers,
  overrides: Partial<AnnouncementDraft> = {},
): Promise<string> {
  return okResult(
    await post<{ id: string }>(app, announcementPaths.save, validAnnouncement(app, overrides), headers),
  ).id;
}

export async function stateOf(app: FastifyInstance, id: string): Promise<PostingState | undefined> {
  const row = await app.db
    .selectFrom('announcements')
    .select('state')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.state;
}

export const detailOf = (app: FastifyInstance, id: string, headers: Headers) =>
  get<AnnouncementDetail>(app, announcementPaths.detail, { id }, headers).then(okResult);

/**
 * An announcement of the employer in the given state, reached through the API (and, for expired, the
 * system's expiry).
 */
export function announcementIn(
  app: FastifyInstance,
  state: PostingState,
  employer: { headers: Headers },
  staff: { headers: Headers },
  overrides: Partial<AnnouncementDraft> = {},
): Promise<string> {
  return postingIn(app, state, employer, staff, {
    paths: announcementPaths,
    save: () => saveAnnouncement(app, employer.headers, overrides),
    reason: '请补充招聘岗位与人数',
    expire: async (id) => {
      const row = await app.db
        .selectFrom('announcements')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await announcementLifecycle.expire(app.db, app.clock.now(), row);
    },
  });
}
