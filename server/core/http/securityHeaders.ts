import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Header name → value, as helmet would set them on a response. */
export type SecurityHeaders = ReadonlyArray<readonly [name: string, value: string]>;

/**
 * The headers helmet sets for these options, found by running its middleware once against a response
 * that only records them. Our options hold no per-request parts (no nonces, no directive functions),
 * so every response would get exactly these.
 */
export function helmetHeaders(options: HelmetOptions): SecurityHeaders {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string) => void headers.push([name, value]),
    removeHeader: () => undefined,
  };
  // Helmet 8 throws option errors itself; `next` is only called when it is done.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Helmet's headers on every response, set in onRequest as @fastify/helmet did, but computed once per
 * route at registration: @fastify/helmet rebuilds helmet's middleware on every request. A route may
 * declare `helmet: false` (no headers) or its own options, merged over the global ones.
 */
export const securityHeadersPlugin = fp(
  (app: FastifyInstance, globalOptions: HelmetOptions) => {
    const globalHeaders = helmetHeaders(globalOptions);
    app.addHook('onRoute', (route) => {
      const { helmet: routeOptions } = route;
      if (routeOptions === undefined) return;
      // HelmetOptions is a union too wide for TypeScript to check a spread of two of them against.
      const merged = { ...globalOptions, ...routeOptions } as HelmetOptions;
      const securityHeaders = routeOptions === false ? [] : helmetHeaders(merged);
      route.config = { ...route.config, securityHeaders };
    });
    app.addHook('onRequest', (request, reply, done) => {
      const headers = request.routeOptions.config.securityHeaders ?? globalHeaders;
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
    return Promise.resolve();
  },
  { name: 'security-headers' },
);
