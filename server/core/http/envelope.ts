import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SUCCESS_CODE, type Envelope } from '../../../contract/envelope';

export const SUCCESS_MESSAGE = '成功';
export const VALIDATION_FAILED_CODE = 400;
export const SERVER_BUSY_MESSAGE = '服务器繁忙，请稍后再试';

export function ok<T>(result: T, message = SUCCESS_MESSAGE): Envelope<T> {
  return { code: SUCCESS_CODE, result, message };
}

/**
 * A failure the caller should see: `code` and `message` go into the envelope. The HTTP status stays
 * 200 (school clients read the body code) unless a transport-level status is given.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 200,
  ) {
    // A refusal is an answer, not a fault: no stack is captured (in the opening-minute rush's profile,
    // capturing them took 28 ms of the 900 refusals).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'ApiError';
  }
}

export function failure(code: number, message: string): Envelope<null> {
  return { code, result: null, message };
}

type AjvError = {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
};

/** Turns the first schema error into a Chinese message naming the contract field. */
export function describeValidationError(errors: readonly AjvError[]): string {
  const [first] = errors;
  if (first === undefined) return '请求参数格式不正确';
  const path = first.instancePath.split('/').filter(Boolean).join('.');
  if (first.keyword === 'required') {
    const missing = first.params.missingProperty;
    const field = [path, typeof missing === 'string' ? missing : ''].filter(Boolean).join('.');
    return `参数 ${field} 不能为空`;
  }
  if (path === '') return '请求参数格式不正确';
  if (first.keyword === 'minLength' && first.params.limit === 1) return `参数 ${path} 不能为空`;
  if (first.keyword === 'maxLength') return `参数 ${path} 长度超出限制`;
  return `参数 ${path} 格式不正确`;
}

const transportErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: '请求内容过大' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: '不支持的请求内容类型' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: '请求内容长度不正确' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: '请求内容不能为空' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: '请求内容不是有效的 JSON' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, message: '请求内容类型不正确' },
};

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    return reply.code(error.httpStatus).send(failure(error.code, error.message));
  }
  if (error.validation) {
    return reply.code(200).send(failure(VALIDATION_FAILED_CODE, describeValidationError(error.validation)));
  }
  const transport = transportErrors[error.code];
  if (transport !== undefined) {
    return reply.code(transport.status).send(failure(transport.status, transport.message));
  }
  // Other client errors from Fastify or its plugins (e.g. a poisoned JSON body): no stack, no details.
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.code(error.statusCode).send(failure(error.statusCode, '请求格式不正确'));
  }
  request.log.error({ err: error, reqId: request.id }, 'unhandled error');
  return reply.code(500).header('x-request-id', request.id).send(failure(500, SERVER_BUSY_MESSAGE));
}

/** Registers the envelope error handler and an envelope for unknown API paths. */
export const envelopePlugin = fp(
  (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send(failure(404, `接口不存在：${request.method} ${request.url.split('?')[0] ?? ''}`)),
    );
    return Promise.resolve();
  },
  { name: 'envelope' },
);
