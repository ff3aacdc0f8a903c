import { decryptPassword, loadOrCreateKeyPair } from '../../../server/accounts/rsa';
import { encryptPassword } from '../support/employers';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  // No injected key pair: the server generates and stores its own.
  server = await startTestServer({ deps: { passwordKeys: undefined } });
});
afterAll(() => server.close());

describe('password key pair', () => {
  it('is generated once per database and read back afterwards', async () => {
    const stored = await server.app.db.selectFrom('key_pairs').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.public_key).toBe(server.app.passwordKeys.publicKeySpki);
    const again = await loadOrCreateKeyPair(server.app.db, server.clock.now());
    expect(again).toEqual(server.app.passwordKeys);
  });

  it('decrypts what the client encrypts with the published key', () => {
    expect(decryptPassword(server.app.passwordKeys, encryptPassword(server.app, 'Kx7#mPq9中'))).toBe(
      'Kx7#mPq9中',
    );
  });

  it.each([
    ['plain text', 'Kx7#mPq9'],
    ['base64 of the wrong length', Buffer.from('x'.repeat(100)).toString('base64')],
    ['an overlong value', 'A'.repeat(2000)],
  ])('refuses %s with a Chinese message', (_label, ciphertext) => {
    expect(() => decryptPassword(server.app.passwordKeys, ciphertext)).toThrow(
      '密码解密失败，请刷新页面后重试',
    );
  });
});
