import { checkPassword, checkPasswordExtras } from '../../ui/validators';
import { checkCreditCode } from '../../ui/validators';
import { DEMO_EMPLOYER, randomDemoPassword, seedDemoData } from '../../server/seed/demo';
import { createPasswordHasher, OWASP_SCRYPT } from '../../server/services/passwords';
import { logInEmployer } from './support/employers';
import { envelopeOf, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('demo data', () => {
  it('seeds an employer whose printed password logs in, once per database', async () => {
    const demo = await seedDemoData(server.app.db, server.app.passwords, server.clock.now());
    expect(demo?.employer.mobile).toBe(DEMO_EMPLOYER.mobile);
    const login = await logInEmployer(server.app, demo!.employer);
    expect(login).toMatchObject({ dwmc: '示例科技有限公司', tyshxydm: DEMO_EMPLOYER.creditCode });
    await expect(seedDemoData(server.app.db, server.app.passwords, server.clock.now())).resolves.toBeNull();
  });

  it('uses a valid credit code', () => {
    expect(checkCreditCode(DEMO_EMPLOYER.creditCode)).toBeNull();
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

describe('password hashing', () => {
  it('stores OWASP scrypt parameters with a per-user salt and verifies only the right password', async () => {
    const hasher = createPasswordHasher();
    const [first, second] = await Promise.all([hasher.hash('Kx7#mPq9'), hasher.hash('Kx7#mPq9')]);
    expect(first).toMatch(new RegExp(`^scrypt\\$${OWASP_SCRYPT.N}\\$8\\$${OWASP_SCRYPT.p}\\$`));
    expect(first).not.toBe(second);
    await expect(hasher.verify('Kx7#mPq9', first)).resolves.toBe(true);
    await expect(hasher.verify('Kx7#mPq8', first)).resolves.toBe(false);
    await expect(hasher.verify('Kx7#mPq9', 'md5$abc')).resolves.toBe(false);
  }, 20_000);
});
