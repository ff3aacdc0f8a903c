import { isDeepStrictEqual } from 'node:util';
import type { Page, Response } from 'playwright-core';

/** Generous for a machine shared by many jobs, but bounded: a UI state that never comes fails the step. */
export const UI_TIMEOUT_MS = 30_000;
export const STEP_TIMEOUT_MS = 90_000;
export const SETUP_TIMEOUT_MS = 180_000;

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * Waits until `read` gives `expected`, then asserts it, so a state that never comes fails with a
 * diff of what the page shows instead (a redirect chain or an async guard may take a moment).
 */
export async function settlesTo<T>(read: () => Promise<T>, expected: T, timeoutMs = UI_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  let actual = await read();
  while (!isDeepStrictEqual(actual, expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    actual = await read();
  }
  expect(actual).toEqual(expected);
}

/** Resolves with the first API answer (of `path`, when given) whose envelope carries `code`. */
export function envelopeWithCode(page: Page, code: number, path?: string): Promise<Response> {
  return page.waitForResponse(
    async (response) => {
      if (path !== undefined && new URL(response.url()).pathname !== path) return false;
      if (!response.headers()['content-type']?.includes('application/json')) return false;
      const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
      return body?.code === code;
    },
    { timeout: UI_TIMEOUT_MS },
  );
}
