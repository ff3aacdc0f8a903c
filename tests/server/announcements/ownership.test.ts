import { announcementPaths } from '../../../contract/announcements';
import { newId } from '../../../server/core/tokens';
import { describeOwnership, getId, getList, othersThan, postId } from '../support/ownership';
import {
  get,
  newSite,
  post,
  startPostingServer,
  type EmployerSession,
  type Headers,
  type StaffSession,
} from '../support/postings';
import type { TestServer } from '../support/testServer';
import { announcementIn, stateOf, validAnnouncement } from './support';

let server: TestServer;
let owner: EmployerSession;
let ownStaff: StaffSession;
let others: Record<string, Headers>;

beforeAll(async () => {
  ({ server, employer: owner, staff: ownStaff } = await startPostingServer());
  others = await othersThan(server.app, owner);
});
afterAll(() => server.close());

const NOT_FOUND = { code: 404, result: null, message: '公告不存在' };

/** Every /com/zpgg and /mgr/zpgg route; a route missing here fails the completeness test. */
describeOwnership({
  name: 'announcement',
  paths: announcementPaths,
  notFound: NOT_FOUND.message,
  content: '2027届校园招聘简章',
  postingIn: announcementIn,
  stateOf,
  session: () => ({ app: server.app, owner, ownStaff, others }),
  routes: [
    {
      path: announcementPaths.save,
      audience: 'employer',
      state: 'draft',
      call: (app, id, headers) =>
        post(app, announcementPaths.save, { ...validAnnouncement(app), id }, headers),
    },
    {
      path: announcementPaths.submit,
      audience: 'employer',
      state: 'draft',
      call: postId(announcementPaths.submit),
    },
    {
      path: announcementPaths.withdraw,
      audience: 'employer',
      state: 'pending',
      call: postId(announcementPaths.withdraw),
    },
    {
      path: announcementPaths.offline,
      audience: 'employer',
      state: 'published',
      call: postId(announcementPaths.offline),
    },
    {
      path: announcementPaths.remove,
      audience: 'employer',
      state: 'draft',
      call: postId(announcementPaths.remove),
    },
    {
      path: announcementPaths.copy,
      audience: 'employer',
      state: 'published',
      call: postId(announcementPaths.copy),
    },
    {
      path: announcementPaths.list,
      audience: 'employer',
      state: 'draft',
      answers: 'list',
      call: getList(announcementPaths.list, { size: 100 }),
    },
    {
      path: announcementPaths.detail,
      audience: 'employer',
      state: 'draft',
      call: getId(announcementPaths.detail),
    },
    {
      path: announcementPaths.history,
      audience: 'employer',
      state: 'draft',
      call: getId(announcementPaths.history),
    },
    {
      path: announcementPaths.schoolList,
      audience: 'school',
      state: 'pending',
      answers: 'list',
      call: getList(announcementPaths.schoolList, { size: 100 }),
    },
    {
      path: announcementPaths.schoolDetail,
      audience: 'school',
      state: 'pending',
      call: getId(announcementPaths.schoolDetail),
    },
    {
      path: announcementPaths.schoolHistory,
      audience: 'school',
      state: 'pending',
      call: getId(announcementPaths.schoolHistory),
    },
    {
      path: announcementPaths.schoolReview,
      audience: 'school',
      state: 'pending',
      call: postId(announcementPaths.schoolReview, { action: 'pass' }),
    },
    {
      path: announcementPaths.schoolOffline,
      audience: 'school',
      state: 'published',
      call: postId(announcementPaths.schoolOffline, { reason: '招聘已结束' }),
    },
  ],
});

it('the public detail answers another site’s announcement as a missing one', async () => {
  const id = await announcementIn(server.app, 'published', owner, ownStaff);
  const otherSite = await newSite(server.app);
  expect(await get(server.app, announcementPaths.publicDetail, { id, xxdm: otherSite })).toEqual(NOT_FOUND);
  expect(await get(server.app, announcementPaths.publicDetail, { id: newId(), xxdm: '00000' })).toEqual(
    NOT_FOUND,
  );
  expect((await get(server.app, announcementPaths.publicDetail, { id, xxdm: '00000' })).code).toBe(200);
});
