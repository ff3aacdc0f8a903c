export { Drawer, type DrawerProps } from './Drawer';
export type { DrawerPlacement } from './Drawer.styles';
