/** @type {import('jest').Config['transform']} */
const tsJest = { '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.jest.json' }] };

// Node-side projects also load ESM-only packages (Kysely 0.29, cookie 2) and @fastify/cookie, which
// imports cookie with a dynamic import(); esbuild compiles them to CommonJS. sanitize-html is CommonJS
// but requires its own ESM-only htmlparser2 and that one's dependencies (listed too, or the path
// through node_modules/sanitize-html/ would be ignored).
const esmOnlyPackages = [
  'kysely',
  'cookie',
  '@fastify/cookie',
  'sanitize-html',
  'htmlparser2',
  'domhandler',
  'domutils',
  'domelementtype',
  'dom-serializer',
  'entities',
];
const nodeTransform = {
  ...tsJest,
  [`node_modules/(${esmOnlyPackages.join('|')})/.+\\.js$`]: '<rootDir>/scripts/jest-esm-transform.mjs',
};
const nodeTransformIgnore = [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`];

// msw 2 depends on a few ESM-only packages that jsdom tests must load too.
const webEsmOnlyPackages = ['rettime', '@open-draft/deferred-promise', 'until-async'];
const webTransform = {
  ...tsJest,
  [`node_modules/(${webEsmOnlyPackages.join('|')})/.+\\.m?js$`]: '<rootDir>/scripts/jest-esm-transform.mjs',
};
const webTransformIgnore = [`/node_modules/(?!(${webEsmOnlyPackages.join('|')})/)`];

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'web',
      // jest-fixed-jsdom keeps Node's fetch, Request and streams, which RTK Query and MSW 2 need.
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      transform: webTransform,
      transformIgnorePatterns: webTransformIgnore,
      testMatch: ['<rootDir>/tests/{ui,app,features,contract}/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup/web.ts'],
      moduleNameMapper: { '\\.(svg|png|jpe?g|gif|webp|css)$': '<rootDir>/tests/setup/file-stub.ts' },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      transform: nodeTransform,
      transformIgnorePatterns: nodeTransformIgnore,
      testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup/server.ts'],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      transform: nodeTransform,
      transformIgnorePatterns: nodeTransformIgnore,
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
    },
  ],
};
