import { expect, within } from 'storybook/test';
import { neverAnswers, serverFailure } from '../../mocks/handlers/console';
import { MOCK_TALK_ID } from '../../mocks/handlers/talks';
import { phoneGlobals, storeState } from '../support';

/** Finding what a call brings: generous, the machine running the stories is shared. */
export const slow = { timeout: 8000 };

/** A step of the flow at the mock's draft (?id= as each step's link carries it). */
export const withDraft = (path: string, id: string = MOCK_TALK_ID) => `${path}?id=${encodeURIComponent(id)}`;

/** A story whose call fails with the server's generic 500 answer. */
export const failing = (method: 'get' | 'post', path: string) => ({
  parameters: { msw: { handlers: [serverFailure(method, path)] } },
});

/** A story whose call never answers (loading states). */
export const waiting = (method: 'get' | 'post', path: string) => ({
  parameters: { msw: { handlers: [neverAnswers(method, path)] } },
});

/** A story as another account of the employer (the mocks tell accounts by their tokens). */
export const asAccount = (token: string, phone = false) => ({
  ...(phone ? { globals: phoneGlobals } : {}),
  parameters: { store: { preloadedState: storeState({ phone, loggedIn: true, token }) } },
});

/** A skeleton or table is busy, its hidden label naming what loads. */
export async function expectBusy(root: HTMLElement, label: string) {
  const text = await within(root).findByText(label, {}, slow);
  await expect(text.closest('[aria-busy="true"]')).not.toBeNull();
}

/** A state as its badge shows it (a button may say the same words). */
export const badge = { selector: '[data-ui="status-badge"]' };

/** A badge whose whole text (the countdown is a part of its own) matches. */
export const badgeMatching =
  (pattern: RegExp) =>
  (_content: string, element: Element | null): boolean =>
    element?.getAttribute('data-ui') === 'status-badge' && pattern.test(element.textContent ?? '');
