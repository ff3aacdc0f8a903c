import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
// The .js suffix: Storybook's Node loader resolves it to viewports.ts and rejects bare paths.
import { viewportSize } from './viewports.js';

/**
 * The runner opens iframe.html directly, where Storybook's viewport toolbar has no effect, so the
 * page is sized from the story's viewport global instead: phone stories really run at 390 px.
 * Accessibility needs no hook here: `parameters.a11y.test: 'error'` (preview.tsx) makes the
 * runner fail a story on any axe violation reported by addon-a11y.
 */
type StoryWithGlobals = { storyGlobals?: { viewport?: { value?: unknown } } };

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    // getStoryContext resolves to the prepared story, which also carries the story's own globals.
    const story = (await getStoryContext(page, context)) as StoryWithGlobals;
    await page.setViewportSize(viewportSize(story.storyGlobals?.viewport?.value));
  },
};

export default config;
