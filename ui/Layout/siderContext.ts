import { createContext, useContext } from 'react';

/** DesktopLayout tells the SideNav inside its sider whether the sider is folded to an icon rail. */
export type SiderState = { collapsed: boolean; expand: () => void };

export const SiderContext = createContext<SiderState | null>(null);

export const useSider = () => useContext(SiderContext);
