import type { RouteObject } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import type { RootState } from '../../../app/store';
import { initialSiteState } from '../../../app/site/siteSlice';
import {
  DEMO_STAFF,
  DEMO_STAFF_TOKEN,
  emptyQueues,
  neverAnswers,
  resetConsoleMocks,
  serverFailure,
} from '../../mocks/handlers/console';
import { demoSiteSetting, demoSystemConfig } from '../../mocks/handlers/site';
import { ScreenRouter, phoneGlobals } from '../support';

/** Finding what a call brings: generous, the machine running the stories is shared. */
export const slow = { timeout: 8000 };

/**
 * Store states of the console's stories: the demo staff member's session at site 00000 (or none, or
 * a browser that never logged in), on a desktop or a phone.
 */
export function consoleState({
  phone = false,
  loggedIn = true,
  knownSite = true,
}: { phone?: boolean; loggedIn?: boolean; knownSite?: boolean } = {}): Partial<RootState> {
  return {
    device: { isPhone: phone },
    site: { ...initialSiteState, setting: demoSiteSetting, zzxxdm: '00000', config: demoSystemConfig },
    staffSession: {
      token: loggedIn ? DEMO_STAFF_TOKEN : null,
      xxdm: knownSite ? DEMO_STAFF.xxdm : null,
    },
  };
}

/** Renders a screen under its route at an address (stand-in pages where it leads among `routes`). */
export const renderAt = (routes: RouteObject[], at: string) => () => <ScreenRouter routes={routes} at={at} />;

/**
 * A console screen's stories: logged in, each starting from the mock's initial queues, the screen
 * under its route at `at` (stand-in pages where it leads among `routes`).
 */
export function consoleScreen(routes: RouteObject[], at: string) {
  return {
    parameters: { router: false, store: { preloadedState: consoleState() } },
    beforeEach: () => {
      resetConsoleMocks();
    },
    render: renderAt(routes, at),
  };
}

/** A story on a phone, logged in. */
export const consolePhone = {
  globals: phoneGlobals,
  parameters: { store: { preloadedState: consoleState({ phone: true }) } },
};

/** A review page's action buttons. */
export const reviewActions = (root: HTMLElement) =>
  within(within(root).getByRole('group', { name: '审核操作' }));

/** Finds a state by its badge. */
export const badge = { selector: '[data-ui="status-badge"]' };

type Canvas = { canvasElement: HTMLElement };

/** Every queue is clear: the screen says so. */
export const emptyQueueStory = (text: string) => ({
  parameters: { msw: { handlers: emptyQueues } },
  play: async ({ canvasElement }: Canvas) => {
    await expect(await within(canvasElement).findByText(text, {}, slow)).toBeVisible();
  },
});

/** The list call never answers: the table is there, busy. */
export const loadingQueueStory = (listPath: string, tableName: string) => ({
  parameters: { msw: { handlers: [neverAnswers('get', listPath)] } },
  play: async ({ canvasElement }: Canvas) => {
    const table = await within(canvasElement).findByRole('table', { name: tableName });
    await expect(table.closest('[aria-busy="true"]')).not.toBeNull();
  },
});

/** The screen's read fails with the server's 500: an alert says what failed. */
export const loadErrorStory = (path: string, text: string) => ({
  parameters: { msw: { handlers: [serverFailure('get', path)] } },
  play: async ({ canvasElement }: Canvas) => {
    await expect(await within(canvasElement).findByRole('alert', {}, slow)).toHaveTextContent(text);
  },
});
