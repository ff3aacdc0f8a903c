export { ActionBar, type ActionBarItem, type ActionBarProps } from './ActionBar';
