import { createContext, useContext } from 'react';

/**
 * Whether the public site shows as on a phone: the site's shell detects it (app/publicSite); a story
 * or test gives it. null: nobody said, a desktop.
 */
export const SitePhoneContext = createContext<boolean | null>(null);

export const useIsPhone = (): boolean => useContext(SitePhoneContext) ?? false;
