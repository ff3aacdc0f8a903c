import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  // The MSW worker lives here, not in the app's public folder, so it never ships in the app build.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal(viteConfig) {
    return {
      ...viteConfig,
      // The app is served under /dwpage/; Storybook's static build must stay relative to its own folder.
      base: './',
      // Chunk-size budgets and the first-screen chunk groups are the app's; Storybook's own runtime
      // (with axe) is large by nature and splits its own way.
      build: { ...viteConfig.build, rolldownOptions: undefined, chunkSizeWarningLimit: 4096 },
      logLevel: 'warn',
    };
  },
};

export default config;
