// Ejected from `test-storybook --eject`: the Storybook test runner's Jest config, pointed at Debian's
// Chromium (never a downloaded browser) with the flags every headless run here uses.
import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const testRunnerConfig = getJestConfig();

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
      // Transitions and shimmer stay still, so axe and assertions see settled colours.
      contextOptions: { reducedMotion: 'reduce' },
    },
  },
  // A story's play function plus the axe pass can exceed the 15 s default on two shared cores.
  testTimeout: 30000,
};
