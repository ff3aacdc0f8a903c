import { checkPassword, checkPasswordExtras } from '../../../ui/validators';
import { checkCreditCode } from '../../../ui/validators';
import type { EmployerMembership } from '../../../contract/account';
import { DEMO_BRANCH, DEMO_EMPLOYER, randomDemoPassword, seedDemoData } from '../../../server/demo/seed';
import { logInEmployer } from '../support/employers';
import { envelopeOf, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let demoPassword = '';
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('demo data', () => {
  it('seeds an employer whose printed password logs in, once per database', async () => {
    const demo = await seedDemoData(server.app.db, server.app.passwords, server.clock.now());
    expect(demo?.employer.mobile).toBe(DEMO_EMPLOYER.mobile);
    demoPassword = demo!.employer.password;
    const login = await logInEmployer(server.app, demo!.employer);
    expect(login).toMatchObject({ dwmc: '示例科技有限公司', tyshxydm: DEMO_EMPLOYER.creditCode });
    await expect(seedDemoData(server.app.db, server.app.passwords, server.clock.now())).resolves.toBeNull();
  });

  it('lets the demo login act for a branch too, so pickdwxs offers a choice', async () => {
    const login = await logInEmployer(server.app, { mobile: DEMO_EMPLOYER.mobile, password: demoPassword });
    const response = await server.app.inject({
      method: 'GET',
      url: '/com/dwyh/dwlb',
      headers: { accessToken: login.token },
    });
    expect(envelopeOf<EmployerMembership[]>(response).result.map((item) => item.dwmc)).toEqual([
      DEMO_EMPLOYER.name,
      DEMO_BRANCH.name,
    ]);
  });

  it('uses valid credit codes', () => {
    expect(checkCreditCode(DEMO_EMPLOYER.creditCode)).toBeNull();
    expect(checkCreditCode(DEMO_BRANCH.creditCode)).toBeNull();
  });

  it('draws passwords that pass every level and the extra rules, different each time', () => {
    const passwords = Array.from({ length: 50 }, () => randomDemoPassword());
    for (const password of passwords) {
      expect(checkPassword(password, 4)).toBeNull();
      expect(checkPasswordExtras(password)).toBeNull();
    }
    expect(new Set(passwords).size).toBe(50);
  });
});

describe('site settings after seeding', () => {
  it('still answer the default site', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/web/wsjysc/wzsy/getWzsz/00000' });
    expect(envelopeOf<unknown[]>(response).result).toHaveLength(1);
  });
});
