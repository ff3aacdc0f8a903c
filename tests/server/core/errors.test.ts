import { describeValidationError } from '../../../server/core/http/envelope';
import { employerSession } from '../support/employers';
import { envelopeOf, postJson, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // Routes that fail on purpose, added before the server is ready.
  server.app.get('/test/boom', () => {
    throw new Error('database password is hunter2');
  });
  server.app.post('/test/form', { config: { encoding: 'form' } }, (request) => Promise.resolve(request.body));
});
afterAll(() => server.close());

describe('unknown errors', () => {
  it('answer a generic Chinese message with HTTP 500, a request id, and no details', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(envelopeOf(response)).toEqual({ code: 500, result: null, message: '服务器繁忙，请稍后再试' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body).not.toContain('hunter2');
  });
});

describe('body encodings', () => {
  it('accept the declared encoding (charset parameters allowed)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/test/form',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      payload: 'a=1',
    });
    expect(response.json()).toEqual({ a: '1' });
  });

  it('refuse an unsupported content type everywhere with HTTP 415', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/pub/hqpz',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(envelopeOf(response)).toEqual({ code: 415, result: null, message: '不支持的请求内容类型' });
  });

  it('refuse a JSON body with a prototype-poisoning key without echoing it', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/pub/hqpz',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"polluted": true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toEqual({ code: 400, result: null, message: '请求内容不是有效的 JSON' });
  });
});

describe('validation messages', () => {
  it.each([
    [[{ keyword: 'required', instancePath: '', params: { missingProperty: 'sjhm' } }], '参数 sjhm 不能为空'],
    [[{ keyword: 'minLength', instancePath: '/sjhm', params: { limit: 1 } }], '参数 sjhm 不能为空'],
    [[{ keyword: 'pattern', instancePath: '/xxdm', params: {} }], '参数 xxdm 格式不正确'],
    [[{ keyword: 'type', instancePath: '/mm', params: {} }], '参数 mm 格式不正确'],
    [[{ keyword: 'maxLength', instancePath: '/wtms', params: { limit: 200 } }], '参数 wtms 长度超出限制'],
    [[{ keyword: 'type', instancePath: '', params: {} }], '请求参数格式不正确'],
    [[], '请求参数格式不正确'],
  ])('%j -> %s', (errors, message) => {
    expect(describeValidationError(errors)).toBe(message);
  });
});

describe('responses', () => {
  it('carry security headers', async () => {
    const response = await postJson(server.app, '/pub/hqzzxxdm', {});
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('never carry the stored token hash or password hash', async () => {
    const { headers } = await employerSession(server.app);
    const response = await postJson(server.app, '/com/glxj/getdwxx', {}, { headers });
    expect(response.body).not.toMatch(/scrypt\$|token_hash|password/);
  });
});

describe('production mode', () => {
  it('has no SMS outbox endpoint', async () => {
    const production = await startTestServer({ config: { dev: false } });
    try {
      const response = await production.app.inject({
        method: 'GET',
        url: '/pub/dev/smsOutbox?sjhm=13800000000',
      });
      expect(response.statusCode).toBe(404);
      expect(production.app.smsOutbox).toBeNull();
    } finally {
      await production.close();
    }
  });
});
