import { lazy, Suspense } from 'react';
import { PageLoading } from '../routes/PageLoading';
import { loadChunk } from '../routes/chunkLoad';
import { PhoneShell } from './PhoneShell';

const MobileHomeScreen = lazy(() =>
  loadChunk('MobileHomeScreen', () => import('../../features/auth/screens/MobileHomeScreen')),
);

/** Route dwmobileHome: the phone home inside the tab-bar layout. */
export default function MobileHomeShell() {
  return (
    <PhoneShell>
      <Suspense fallback={<PageLoading />}>
        <MobileHomeScreen />
      </Suspense>
    </PhoneShell>
  );
}
