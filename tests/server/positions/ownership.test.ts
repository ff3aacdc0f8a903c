import { positionPaths } from '../../../contract/positions';
import { newId } from '../../../server/core/tokens';
import { describeOwnership, getId, getList, othersThan, postId } from '../support/ownership';
import {
  get,
  post,
  startPostingServer,
  type EmployerSession,
  type Headers,
  type StaffSession,
} from '../support/postings';
import type { TestServer } from '../support/testServer';
import { positionIn, stateOf, validDraft } from './support';

let server: TestServer;
let owner: EmployerSession;
let ownStaff: StaffSession;
let others: Record<string, Headers>;

beforeAll(async () => {
  ({ server, employer: owner, staff: ownStaff } = await startPostingServer());
  others = await othersThan(server.app, owner);
});
afterAll(() => server.close());

/** Every /com/zpgw and /mgr/zpgw route; a route missing here fails the completeness test. */
describeOwnership({
  name: 'position',
  paths: positionPaths,
  notFound: '职位不存在',
  content: '软件开发工程师',
  postingIn: positionIn,
  stateOf,
  session: () => ({ app: server.app, owner, ownStaff, others }),
  routes: [
    {
      path: positionPaths.save,
      audience: 'employer',
      state: 'draft',
      call: (app, id, headers) => post(app, positionPaths.save, validDraft(app, { id, gzxz: '3' }), headers),
    },
    { path: positionPaths.submit, audience: 'employer', state: 'draft', call: postId(positionPaths.submit) },
    {
      path: positionPaths.withdraw,
      audience: 'employer',
      state: 'pending',
      call: postId(positionPaths.withdraw),
    },
    {
      path: positionPaths.offline,
      audience: 'employer',
      state: 'published',
      call: postId(positionPaths.offline),
    },
    { path: positionPaths.remove, audience: 'employer', state: 'draft', call: postId(positionPaths.remove) },
    { path: positionPaths.copy, audience: 'employer', state: 'published', call: postId(positionPaths.copy) },
    {
      path: positionPaths.list,
      audience: 'employer',
      state: 'draft',
      answers: 'list',
      call: getList(positionPaths.list, { size: '100' }),
    },
    { path: positionPaths.detail, audience: 'employer', state: 'draft', call: getId(positionPaths.detail) },
    { path: positionPaths.history, audience: 'employer', state: 'draft', call: getId(positionPaths.history) },
    {
      path: positionPaths.published,
      audience: 'employer',
      state: 'published',
      answers: 'list',
      call: getList(positionPaths.published),
    },
    {
      path: positionPaths.schoolList,
      audience: 'school',
      state: 'pending',
      answers: 'list',
      call: getList(positionPaths.schoolList, { size: '100' }),
    },
    {
      path: positionPaths.schoolDetail,
      audience: 'school',
      state: 'pending',
      call: getId(positionPaths.schoolDetail),
    },
    {
      path: positionPaths.schoolHistory,
      audience: 'school',
      state: 'pending',
      call: getId(positionPaths.schoolHistory),
    },
    {
      path: positionPaths.schoolReview,
      audience: 'school',
      state: 'pending',
      call: postId(positionPaths.schoolReview, { action: 'pass' }),
    },
    {
      path: positionPaths.schoolBulkPass,
      audience: 'school',
      state: 'pending',
      answers: 'perId',
      call: (app, id, headers) => post(app, positionPaths.schoolBulkPass, { ids: [id] }, headers),
    },
    {
      path: positionPaths.schoolOffline,
      audience: 'school',
      state: 'published',
      call: postId(positionPaths.schoolOffline, { reason: '岗位已招满' }),
    },
  ],
});

it('a missing, another employer’s and another site’s position answer 404 职位不存在', async () => {
  const id = await positionIn(server.app, 'draft', owner, ownStaff);
  const notFound = { code: 404, result: null, message: '职位不存在' };
  expect(await get(server.app, positionPaths.detail, { id: newId() }, owner.headers)).toEqual(notFound);
  expect(await get(server.app, positionPaths.detail, { id }, others['another employer of the site'])).toEqual(
    notFound,
  );
  expect(
    await get(server.app, positionPaths.detail, { id }, others['the owner’s user at another site']),
  ).toEqual(notFound);
  expect(await get(server.app, positionPaths.schoolDetail, { id }, others['another site’s staff'])).toEqual(
    notFound,
  );
});
