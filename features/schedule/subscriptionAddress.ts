/** The full addresses of a subscription path: https(s) to copy, webcal to open in a calendar app. */
export function subscriptionAddresses(
  path: string,
  location: Pick<Location, 'protocol' | 'host'>,
): { https: string; webcal: string } {
  return {
    https: `${location.protocol}//${location.host}${path}`,
    webcal: `webcal://${location.host}${path}`,
  };
}
