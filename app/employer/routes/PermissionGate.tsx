import type { ComponentType } from 'react';
import type { Permission } from '../../../contract/permissions';
import { PageLoading } from '../../../ui/PageLoading';
import { useAppSelector } from '../../api/hooks';
import { selectEmployerToken } from '../../session/employerSessionSlice';
import { usePermissions } from '../../session/permissions';
import { ForbiddenScreen } from './ForbiddenScreen';
import { routeAccess } from './routeAccess';

/** A route's screen behind its permission: the loading page, then the screen or 无权访问 (routeAccess). */
export function gated(Screen: ComponentType, permission: Permission): ComponentType {
  function GatedScreen() {
    const signedIn = useAppSelector(selectEmployerToken) !== null;
    const permissions = usePermissions();
    switch (routeAccess({ permission }, signedIn, permissions)) {
      case 'loading':
        return <PageLoading />;
      case 'forbidden':
        return <ForbiddenScreen permission={permission} mainAccountName={permissions.mainAccountName} />;
      case 'allowed':
        return <Screen />;
    }
  }
  GatedScreen.displayName = `Gated(${Screen.displayName ?? Screen.name})`;
  return GatedScreen;
}
