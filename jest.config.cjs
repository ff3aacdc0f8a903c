/** @type {import('jest').Config['transform']} */
const tsJest = { '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.jest.json' }] };

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'web',
      // jest-fixed-jsdom keeps Node's fetch, Request and streams, which RTK Query and MSW 2 need.
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      transform: tsJest,
      testMatch: ['<rootDir>/tests/{ui,app,features}/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup/web.ts'],
      moduleNameMapper: { '\\.(svg|png|jpe?g|gif|webp|css)$': '<rootDir>/tests/setup/file-stub.ts' },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      transform: tsJest,
      testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      transform: tsJest,
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
    },
  ],
};
