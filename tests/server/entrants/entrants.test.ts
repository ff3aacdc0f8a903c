import type { FastifyInstance } from 'fastify';
import { DUPLICATE_ENTRANT_MESSAGE, entrantsMaxMessage, type Entrant } from '../../../contract/entrants';
import { idCardMessage } from '../../../ui/validators';
import { listEntrants, replaceEntrants } from '../../../server/entrants';
import { newId } from '../../../server/core/tokens';
import { ENTRANTS, ID_CARDS } from '../../../stories/fixtures/bookingSteps';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let app: FastifyInstance;

beforeAll(async () => {
  server = await startTestServer();
  app = server.app;
});
afterAll(() => server.close());

const replace = (ownerKind: 'talk' | 'fair', ownerId: string, list: Entrant[], max = 4) =>
  app.db.transaction().execute((trx) => replaceEntrants(trx, ownerKind, ownerId, list, max));

const masked = (idCard: string) => `${idCard.slice(0, 6)}********${idCard.slice(-4)}`;

describe('entrants (the tbjxry step of talks and fairs)', () => {
  it('stores the list in order, as given, and answers the ID card masked unless asked', async () => {
    const talk = newId();
    await replace('talk', talk, [
      {
        name: ' 张敏 ',
        idCard: ID_CARDS[3]?.toLowerCase() ?? '',
        mobile: '+8613812345678',
        plate: '闽a12345',
      },
      ...ENTRANTS.slice(1),
    ]);
    expect(await listEntrants(app.db, 'talk', talk, { unmasked: true })).toEqual([
      { name: '张敏', idCard: ID_CARDS[3], mobile: '13812345678', plate: '闽A12345' },
      { name: '李强', idCard: ID_CARDS[1], mobile: '13912345678', plate: '' },
    ]);
    expect((await listEntrants(app.db, 'talk', talk)).map((entrant) => entrant.idCard)).toEqual([
      masked(ID_CARDS[3] ?? ''),
      masked(ID_CARDS[1] ?? ''),
    ]);
  });

  it('replaces the whole list, and keeps talks and fairs apart', async () => {
    const owner = newId();
    await replace('talk', owner, ENTRANTS);
    await replace('fair', owner, ENTRANTS.slice(0, 1));
    await replace('talk', owner, ENTRANTS.slice(1));
    expect((await listEntrants(app.db, 'talk', owner)).map((entrant) => entrant.name)).toEqual(['李强']);
    expect((await listEntrants(app.db, 'fair', owner)).map((entrant) => entrant.name)).toEqual(['张敏']);
    await app.db
      .transaction()
      .execute((trx) => replaceEntrants(trx, 'talk', owner, [], 4, { allowEmpty: true }));
    expect(await listEntrants(app.db, 'talk', owner)).toEqual([]);
  });

  it.each([
    ['第2位进校人员：身份证格式错误！', [ENTRANTS[0], { ...ENTRANTS[1], idCard: '350102199105120026' }], 4],
    ['第2位进校人员：身份证位数格式错误！', [ENTRANTS[0], { ...ENTRANTS[1], idCard: '3501021991' }], 4],
    [
      `第2位进校人员：${DUPLICATE_ENTRANT_MESSAGE}`,
      [ENTRANTS[0], { ...ENTRANTS[1], idCard: ` ${ID_CARDS[0]} ` }],
      4,
    ],
    ['第1位进校人员：请输入正确的手机号码', [{ ...ENTRANTS[0], mobile: '1381234567' }], 4],
    ['第1位进校人员：请输入正确的车牌号', [{ ...ENTRANTS[0], plate: '闽12345' }], 4],
    ['第1位进校人员：请输入姓名', [{ ...ENTRANTS[0], name: ' ' }], 4],
    [entrantsMaxMessage(1), ENTRANTS, 1],
    ['请至少填写1名进校人员', [], 4],
  ] as [string, Entrant[], number][])(
    'refuses with “%s”, keeping the list as it was',
    async (message, list, max) => {
      const fair = newId();
      await replace('fair', fair, ENTRANTS.slice(0, 1));
      await expect(replace('fair', fair, list, max)).rejects.toMatchObject({ code: 400, message });
      expect((await listEntrants(app.db, 'fair', fair)).map((entrant) => entrant.name)).toEqual(['张敏']);
    },
  );

  it('checks birth dates against the day given (the server clock)', async () => {
    const born = ID_CARDS[0] ?? '';
    await expect(
      app.db.transaction().execute((trx) =>
        replaceEntrants(trx, 'talk', newId(), [{ ...ENTRANTS[0], idCard: born } as Entrant], 4, {
          today: new Date(1989, 0, 1),
        }),
      ),
    ).rejects.toMatchObject({ message: `第1位进校人员：${idCardMessage.date}` });
  });

  it('never stores one person twice for one owner, even past the check', async () => {
    const talk = newId();
    const row = (position: number) => ({
      id: newId(),
      owner_kind: 'talk',
      owner_id: talk,
      position,
      name: '张敏',
      id_card: ID_CARDS[0] ?? '',
      mobile: '13812345678',
      plate: '',
    });
    await app.db.insertInto('entrants').values(row(0)).execute();
    // Not toThrow(): better-sqlite3's native part keeps the error class of the first test file of a
    // worker, which is no Error of this file's realm.
    await expect(app.db.insertInto('entrants').values(row(1)).execute()).rejects.toHaveProperty(
      'message',
      expect.stringMatching(/UNIQUE constraint failed|duplicate key/),
    );
    const stored = await app.db.selectFrom('entrants').select('id').where('owner_id', '=', talk).execute();
    expect(stored).toHaveLength(1);
  });
});
