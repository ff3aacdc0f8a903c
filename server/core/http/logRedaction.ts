import type { FastifyRequest } from 'fastify';

/** Query parameters that carry credentials (getAppToken's encrypted password, device id). */
const SECRET_PARAMETERS = new Set(['pwd', 'mm', 'password', 'deviceId', 'token', 'code']);

/** The URL with the values of credential parameters replaced, for logs. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const name = separator === -1 ? pair : pair.slice(0, separator);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came.
      }
      return separator !== -1 && SECRET_PARAMETERS.has(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/** Fastify's request log entry, with credential query values redacted (a GET login carries them). */
export function requestLogEntry(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
