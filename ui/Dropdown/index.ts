export { Dropdown, type DropdownItem, type DropdownProps } from './Dropdown';
