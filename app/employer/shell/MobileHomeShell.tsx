import { lazy, Suspense } from 'react';
import { PageLoading } from '../../../ui/PageLoading';
import { loadChunk } from '../../api/chunkLoad';
import { usePermissions } from '../../session/permissions';
import { pathAllowed } from '../routes/routeAccess';
import { PhoneShell } from './PhoneShell';

const MobileHomeScreen = lazy(() =>
  loadChunk('MobileHomeScreen', () => import('../../../features/auth/screens/MobileHomeScreen')),
);

/** Route dwmobileHome: the phone home inside the tab-bar layout, its shortcuts those the user's role opens. */
export default function MobileHomeShell() {
  const { grants } = usePermissions();
  return (
    <PhoneShell>
      <Suspense fallback={<PageLoading />}>
        <MobileHomeScreen canOpen={(path) => pathAllowed(path, grants)} />
      </Suspense>
    </PhoneShell>
  );
}
