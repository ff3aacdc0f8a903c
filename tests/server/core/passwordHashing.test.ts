import { randomBytes, scryptSync } from 'node:crypto';
import { createPasswordHasher, OWASP_ARGON2ID } from '../../../server/core/passwords';
import { upgradePasswordHash } from '../../../server/core/passwordUpgrade';
import { replacePasswordHash } from '../../../server/accounts/employers';
import { createEmployer, encryptPassword, logInEmployer, TEST_PASSWORD } from '../support/employers';
import { studentWithToken } from '../support/sessions';
import {
  envelopeOf,
  fastPasswords,
  freshAddress,
  postForm,
  startTestServer,
  type TestServer,
} from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A hash in the format written before argon2id: `scrypt$N$r$p$salt$key`. */
function legacyScryptHash(password: string, N = 2 ** 10, r = 8, p = 1): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

const storedEmployerHash = async (userId: string) =>
  (
    await server.app.db
      .selectFrom('employer_users')
      .select('password_hash')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).password_hash;

const storedStudentHash = async (studentId: string) =>
  (
    await server.app.db
      .selectFrom('students')
      .select('password_hash')
      .where('id', '=', studentId)
      .executeTakeFirstOrThrow()
  ).password_hash;

describe('argon2id hashing', () => {
  it("hashes at OWASP's minimum (m=19456 KiB, t=2, p=1) with a salt per hash and verifies only the right password", async () => {
    const hasher = createPasswordHasher();
    expect(OWASP_ARGON2ID).toEqual({ memoryKiB: 19_456, passes: 2, parallelism: 1 });
    const [first, second] = await Promise.all([hasher.hash('Kx7#mPq9'), hasher.hash('Kx7#mPq9')]);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(first).not.toBe(second);
    await expect(hasher.verify('Kx7#mPq9', first)).resolves.toBe(true);
    await expect(hasher.verify('Kx7#mPq8', first)).resolves.toBe(false);
    expect(hasher.needsRehash(first)).toBe(false);
  });

  it.each([
    ['an unknown scheme', 'md5$abc'],
    ['an empty string', ''],
    ['a truncated argon2id hash', '$argon2id$v=19$m=256,t=1,p=1$'],
    ['argon2id with a broken salt', '$argon2id$v=19$m=256,t=1,p=1$!!!$???'],
    ['scrypt without its key', 'scrypt$1024$8$1$c2FsdA=='],
    ['scrypt with a non-numeric cost', 'scrypt$abc$8$1$c2FsdA==$a2V5'],
    ['scrypt with a zero cost', 'scrypt$0$8$1$c2FsdA==$a2V5'],
    ['scrypt with a cost that is not a power of two', 'scrypt$1000$8$1$c2FsdA==$a2V5'],
  ])('refuses %s without throwing', async (_, stored) => {
    await expect(fastPasswords.verify(TEST_PASSWORD, stored)).resolves.toBe(false);
  });

  it('still verifies scrypt hashes written before argon2id, with the parameters stored in them', async () => {
    const stored = legacyScryptHash(TEST_PASSWORD, 2 ** 11, 8, 2);
    await expect(fastPasswords.verify(TEST_PASSWORD, stored)).resolves.toBe(true);
    await expect(fastPasswords.verify(`${TEST_PASSWORD}x`, stored)).resolves.toBe(false);
  });

  it.each([
    ['a legacy scrypt hash', true, () => Promise.resolve(legacyScryptHash('x'))],
    ['argon2id at the same parameters', false, () => fastPasswords.hash('x')],
    [
      'argon2id at other parameters',
      true,
      () => createPasswordHasher({ memoryKiB: 512, passes: 1, parallelism: 1 }).hash('x'),
    ],
    ['argon2i', true, () => Promise.resolve('$argon2i$v=19$m=256,t=1,p=1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5')],
    ['garbage', true, () => Promise.resolve('not a hash')],
  ] as const)('%s needs a rehash: %s', async (_, expected, make) => {
    expect(fastPasswords.needsRehash(await make())).toBe(expected);
  });
});

describe('upgrade at login', () => {
  it('rewrites an employer’s scrypt hash as argon2id on a successful password login, and the password still works', async () => {
    const employer = await createEmployer(server.app);
    await server.app.db
      .updateTable('employer_users')
      .set({ password_hash: legacyScryptHash(TEST_PASSWORD) })
      .where('id', '=', employer.userId)
      .execute();

    await logInEmployer(server.app, employer);
    const upgraded = await storedEmployerHash(employer.userId);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=256,p=1,t=1\$/);

    await logInEmployer(server.app, employer);
    expect(await storedEmployerHash(employer.userId)).toBe(upgraded);
  });

  it('leaves the hash alone after a wrong password', async () => {
    const employer = await createEmployer(server.app);
    const legacy = legacyScryptHash(TEST_PASSWORD);
    await server.app.db
      .updateTable('employer_users')
      .set({ password_hash: legacy })
      .where('id', '=', employer.userId)
      .execute();
    await expect(logInEmployer(server.app, { ...employer, password: 'Wrong#123' })).rejects.toThrow(
      '手机号或密码错误',
    );
    expect(await storedEmployerHash(employer.userId)).toBe(legacy);
  });

  it('rewrites a student’s scrypt hash on a successful login', async () => {
    const { studentId } = await studentWithToken(server.app);
    const student = await server.app.db
      .selectFrom('students')
      .select(['site_code', 'student_number'])
      .where('id', '=', studentId)
      .executeTakeFirstOrThrow();
    await server.app.db
      .updateTable('students')
      .set({ password_hash: legacyScryptHash(TEST_PASSWORD) })
      .where('id', '=', studentId)
      .execute();

    const response = await postForm(
      server.app,
      '/stu/checklogin',
      {
        username: `${student.site_code}${student.student_number}`,
        password: encryptPassword(server.app, TEST_PASSWORD),
      },
      { remoteAddress: freshAddress() },
    );
    expect(envelopeOf(response).code).toBe(200);
    expect(await storedStudentHash(studentId)).toMatch(/^\$argon2id\$/);
  });

  it('does not overwrite a password changed since the check', async () => {
    const employer = await createEmployer(server.app);
    const legacy = legacyScryptHash(TEST_PASSWORD);
    const changed = await storedEmployerHash(employer.userId);
    await upgradePasswordHash(fastPasswords, legacy, TEST_PASSWORD, (upgraded, stored) =>
      replacePasswordHash(server.app.db, employer.userId, upgraded, stored),
    );
    expect(await storedEmployerHash(employer.userId)).toBe(changed);
  });
});
