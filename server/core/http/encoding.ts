import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BodyEncoding } from '../../fastifyTypes';
import { ApiError } from './envelope';

const mediaTypes: Record<BodyEncoding, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

/**
 * Routes declare `config: { encoding }`; a body sent in another encoding answers 415 before it is
 * parsed, so a form route never silently accepts JSON (and the reverse). A request without a
 * Content-Type carries no body and falls through to the schema's required-field checks.
 */
export const encodingPlugin = fp(
  (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => {
      const expected = request.routeOptions.config.encoding;
      const header = request.headers['content-type'];
      const mediaType = header?.split(';')[0]?.trim().toLowerCase();
      if (expected !== undefined && mediaType !== undefined && mediaType !== mediaTypes[expected]) {
        done(new ApiError(415, `请求内容类型不正确，应为 ${mediaTypes[expected]}`, 415));
        return;
      }
      done();
    });
    // An empty POST body validates as an empty object, so the schema names the missing field
    // ('参数 sjhm 不能为空') instead of rejecting the body as a whole.
    app.addHook('preValidation', (request, _reply, done) => {
      if (request.body === undefined || request.body === null) request.body = {};
      done();
    });
    return Promise.resolve();
  },
  { name: 'encoding' },
);
