import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { checkCreditCode } from '../../../ui/validators';
import type { EmployerLoginResult } from '../../../contract/account';
import { newId } from '../../../server/core/tokens';
import { envelopeOf, freshAddress, postJson } from './testServer';

/** Encrypts a password the way the login forms do (RSA-OAEP, SHA-256, base64). */
export function encryptPassword(app: FastifyInstance, password: string): string {
  const key = createPublicKey({
    key: Buffer.from(app.passwordKeys.publicKeySpki, 'base64'),
    format: 'der',
    type: 'spki',
  });
  return publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password, 'utf8'),
  ).toString('base64');
}

const CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
let sequence = 0;

/** A valid unified social credit code, new within this test file (check characters found by trying). */
export function uniqueCreditCode(): string {
  sequence += 1;
  // Authority 9, type 1, division 330106, then an eight-digit organization body.
  const body = `91330106${String(sequence).padStart(8, '0')}`;
  for (const organizationCheck of '0123456789X') {
    for (const creditCheck of CODE_ALPHABET) {
      const code = `${body}${organizationCheck}${creditCheck}`;
      if (checkCreditCode(code) === null) return code;
    }
  }
  throw new Error(`no valid credit code for ${body}`);
}

/** A mobile number new within this test file. */
export function uniqueMobile(): string {
  sequence += 1;
  return `139${String(sequence).padStart(8, '0')}`;
}

export const TEST_PASSWORD = 'Kx7#mPq9';

export type TestEmployer = {
  mobile: string;
  password: string;
  dwid: string;
  jbxxid: string;
  userId: string;
  name: string;
  creditCode: string;
};

/** Inserts an employer and its user straight into the database (no SMS round trip). */
export async function createEmployer(
  app: FastifyInstance,
  overrides: Partial<Pick<TestEmployer, 'mobile' | 'password' | 'name' | 'creditCode'>> = {},
): Promise<TestEmployer> {
  const employer: TestEmployer = {
    mobile: overrides.mobile ?? uniqueMobile(),
    password: overrides.password ?? TEST_PASSWORD,
    dwid: newId(),
    jbxxid: newId(),
    userId: newId(),
    name: overrides.name ?? `测试单位${sequence}有限公司`,
    creditCode: overrides.creditCode ?? uniqueCreditCode(),
  };
  const now = app.clock.now();
  await app.db
    .insertInto('employers')
    .values({
      id: employer.dwid,
      profile_id: employer.jbxxid,
      name: employer.name,
      credit_code: employer.creditCode,
      contact_name: '张三',
      site_code: '00000',
      created_at: now,
    })
    .execute();
  // Passed at its site, as most employers a test needs are; tests of the review change it.
  await app.db
    .insertInto('employer_site_reviews')
    .values({
      employer_id: employer.dwid,
      site_code: '00000',
      state: 'passed',
      reason: '',
      submitted_at: now,
      decided_at: now,
    })
    .execute();
  await app.db
    .insertInto('employer_users')
    .values({
      id: employer.userId,
      employer_id: employer.dwid,
      mobile: employer.mobile,
      password_hash: await app.passwords.hash(employer.password),
      created_at: now,
      password_changed_at: now,
    })
    .execute();
  await app.db
    .updateTable('employers')
    .set({ main_user_id: employer.userId })
    .where('id', '=', employer.dwid)
    .execute();
  return employer;
}

/** Logs in through POST /com/dwdl/dlmmjy and returns the result (throws on refusal). */
export async function logInEmployer(
  app: FastifyInstance,
  employer: Pick<TestEmployer, 'mobile' | 'password'>,
  xxdm = '00000',
): Promise<EmployerLoginResult> {
  const response = await postJson(
    app,
    '/com/dwdl/dlmmjy',
    { sjhm: employer.mobile, mm: encryptPassword(app, employer.password), xxdm },
    { remoteAddress: freshAddress() },
  );
  const envelope = envelopeOf<EmployerLoginResult>(response);
  if (envelope.code !== 200) throw new Error(`login refused: ${envelope.code} ${envelope.message}`);
  return envelope.result;
}

/** A new employer, logged in: its token and the header to send it in. */
export async function employerSession(app: FastifyInstance) {
  const employer = await createEmployer(app);
  const login = await logInEmployer(app, employer);
  return { employer, token: login.token, headers: { accessToken: login.token } };
}

/** The latest 6-digit code in the development SMS outbox for a mobile. */
export async function latestSmsCode(app: FastifyInstance, mobile: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/pub/dev/smsOutbox?sjhm=${mobile}` });
  const [latest] = envelopeOf<{ text: string }[]>(response).result;
  const code = latest?.text.match(/\d{6}/)?.[0];
  if (code === undefined) throw new Error(`no code was sent to ${mobile}`);
  return code;
}
