// Ejected from `test-storybook --eject`: the Storybook test runner's Jest config, pointed at Debian's
// Chromium (never a downloaded browser) with the flags every headless run here uses.
import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const testRunnerConfig = getJestConfig();
// Where scripts/test-stories.mjs (given --outputFile=<path>, and passing --json) wants Jest's JSON report.
const outputFile = process.env.TEST_STORIES_OUTPUT_FILE;

/**
 * @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
      // Emulates prefers-reduced-motion: the skeleton shimmer stops and Storybook's background fade
      // is skipped, so axe and assertions see settled colours.
      contextOptions: { reducedMotion: 'reduce' },
    },
  },
  // .storybook/test-runner.ts imports './viewports.js' (Storybook's Node loader needs the suffix);
  // Jest resolves the same file through its own resolver, which needs it stripped.
  moduleNameMapper: { ...testRunnerConfig.moduleNameMapper, '^(\\./viewports)\\.js$': '$1' },
  ...(outputFile ? { outputFile } : {}),
  // A story's play function plus the axe pass can exceed the 15 s default on two shared cores.
  testTimeout: 30000,
};
