import { postJson, startTestServer, type TestServer } from '../support/testServer';

/** The address the server records for a feedback post sent through a proxy at 127.0.0.1. */
async function recordedAddress(server: TestServer): Promise<string> {
  await postJson(
    server.app,
    '/pub/wtfk',
    { lxfs: '', wtms: '经由代理提交', fjlj: '' },
    { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
  );
  const row = await server.app.db.selectFrom('feedback').select('client_ip').executeTakeFirstOrThrow();
  return row.client_ip;
}

describe('TRUST_PROXY', () => {
  it.each([
    ['the proxy named', { trustProxy: ['127.0.0.1'] }, '203.0.113.9'],
    ['no proxy named (a forged header counts for nothing)', {}, '127.0.0.1'],
  ])('with %s, records the client address %s', async (_case, config, expected) => {
    const server = await startTestServer({ config });
    try {
      expect(await recordedAddress(server)).toBe(expected);
    } finally {
      await server.close();
    }
  });
});
