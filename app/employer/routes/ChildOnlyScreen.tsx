import { Outlet } from 'react-router-dom';

/** A parent route without a layout of its own yet: it shows its child. */
export default function ChildOnlyScreen() {
  return <Outlet />;
}
