import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PhoneLayout } from '../../ui/Layout';
import { ScreenRouter, landing, phoneGlobals, storeState } from './support';

/** The parameters of a logged-in employer's screen story: its own data router, on the grey page. */
export const employerScreenParameters = {
  layout: 'padded',
  router: false,
  store: { preloadedState: storeState({ loggedIn: true }) },
};

/** A story on a phone, logged in. */
export const phoneStory = {
  globals: phoneGlobals,
  parameters: { store: { preloadedState: storeState({ phone: true, loggedIn: true }) } },
};

/**
 * A screen of the employer surface under its route, with stand-in pages where it leads; on phones as
 * the shell shows it, inside the phone layout whose top bar is the page heading. `at(address, phone)`
 * renders it at an address of that route.
 */
export function employerScreenAt({
  path,
  phoneTitle,
  screen,
  leadsTo,
}: {
  path: string;
  phoneTitle: string;
  screen: ReactElement;
  leadsTo: readonly string[];
}) {
  const routes = (phone: boolean): RouteObject[] => [
    { path, element: phone ? <PhoneLayout title={phoneTitle}>{screen}</PhoneLayout> : screen },
    ...leadsTo.map(landing),
  ];
  return (address: string = path, phone = false) => ({
    render: () => <ScreenRouter routes={routes(phone)} at={address} />,
  });
}
