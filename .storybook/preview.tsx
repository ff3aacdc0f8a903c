import type { Decorator, Preview } from '@storybook/react-vite';
import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore, type RootState } from '../app/store';
import { handlers } from '../stories/mocks/handlers';
import { seedMockPermissions } from '../stories/mocks/seedPermissions';
import { DEFAULT_PRIMARY, ThemeRoot, color } from '../ui/theme';
import { schoolColours } from './schoolColours';
import { defaultViewport, viewports } from './viewports';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** Initial path of the story's MemoryRouter; '/' when unset. */
    route?: string;
    /** `false` for a story that renders its own (data) router. */
    router?: boolean;
    /** State the story's fresh Redux store starts from. */
    store?: { preloadedState?: Partial<RootState> };
  }
}

/**
 * The school colour of a story, first match wins:
 * 1. an arg `wzzsd` (a story can declare `argTypes: { wzzsd: { control: 'color' } }` for a picker);
 * 2. the global `wzzsd`: the toolbar, a story's `globals: { wzzsd: '#ffe14d' }`, or any hex in the
 *    URL, e.g. `iframe.html?id=ui-button--primary&globals=wzzsd:!hex(ff6600)`.
 */
function storyWzzsd(args: Record<string, unknown>, globals: Record<string, unknown>): string {
  if (typeof args.wzzsd === 'string' && args.wzzsd) return args.wzzsd;
  if (typeof globals.wzzsd === 'string' && globals.wzzsd) return globals.wzzsd;
  return DEFAULT_PRIMARY;
}

// ThemeRoot only rewrites CSS variables when wzzsd changes, and this tree is never keyed on the
// colour, so a colour change recolours mounted components instead of remounting them.
const withTheme: Decorator = (Story, { args, globals }) => (
  <ThemeRoot wzzsd={storyWzzsd(args, globals)}>
    <Story />
  </ThemeRoot>
);

/**
 * One store per mounted story (Storybook remounts on every story switch), so caches never leak. The
 * logged-in user's grants are read already, as behind the app's route gate.
 */
function StoryStore({
  preloadedState,
  children,
}: {
  preloadedState?: Partial<RootState>;
  children: ReactNode;
}) {
  const [store] = useState(() => seedMockPermissions(makeStore(preloadedState)));
  return <Provider store={store}>{children}</Provider>;
}

const withStore: Decorator = (Story, { parameters }) => (
  <StoryStore preloadedState={parameters.store?.preloadedState}>
    <Story />
  </StoryStore>
);

const withRouter: Decorator = (Story, { parameters }) =>
  parameters.router === false ? (
    <Story />
  ) : (
    <MemoryRouter initialEntries={[parameters.route ?? '/']}>
      <Story />
    </MemoryRouter>
  );

const apiPrefixes = ['/com/', '/stu/', '/pub/', '/web/', '/mgr/', '/im-api/'];

async function startMockWorker() {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    // Relative, so the worker is found wherever the static build is served.
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request)) return;
      // A product API call without a handler is a story bug worth seeing; Storybook's own files are not.
      if (apiPrefixes.some((prefix) => new URL(request.url).pathname.startsWith(prefix))) print.error();
    },
  });
  return worker;
}

const preview: Preview = {
  // Listed innermost first: the theme wraps the store, which wraps the router and the story.
  decorators: [withRouter, withStore, withTheme],
  loaders: [mswLoader(startMockWorker)],
  globalTypes: {
    wzzsd: {
      description: '学校主题色 wzzsd',
      toolbar: {
        title: '主题色',
        icon: 'paintbrush',
        items: schoolColours.map(({ value, title }) => ({ value, title: `${title} ${value}` })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    wzzsd: DEFAULT_PRIMARY,
    viewport: { value: defaultViewport, isRotated: false },
    backgrounds: { value: 'surface' },
  },
  parameters: {
    layout: 'padded',
    viewport: { options: viewports },
    // Components sit on white panels (the roles like primaryText are tuned for them); a story can
    // pick the muted page colour with `globals: { backgrounds: { value: 'page' } }`.
    backgrounds: {
      options: {
        surface: { name: '面板 background', value: color.background },
        page: { name: '页面 backgroundMuted', value: color.backgroundMuted },
      },
    },
    // Every story runs axe; the test runner fails the story on any violation.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color|wzzsd)$/i } },
  },
};

export default preview;
