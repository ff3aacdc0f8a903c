import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import {
  MAIN_ACCOUNT_GRANTS,
  NO_GRANTS,
  hasPermission,
  type MyPermissions,
  type Permission,
  type PermissionGrants,
} from '../../contract/permissions';
import { useAppSelector } from '../api/hooks';
import { selectEmployerToken } from './employerSessionSlice';
import { permissionsApi } from './permissionsApi';

/** What the logged-in employer user may do, as the screens read it. */
export type UserPermissions = {
  grants: PermissionGrants;
  isMain: boolean;
  /** Who to ask for more ('' until known). */
  mainAccountName: string;
  roleName: string;
  /** The grants are being read for this session: nothing is known yet (no grant counts). */
  isLoading: boolean;
};

const NOBODY: UserPermissions = {
  grants: NO_GRANTS,
  isMain: false,
  mainAccountName: '',
  roleName: '',
  isLoading: false,
};

/**
 * The permissions of a session: none without a login; none while they load (so nothing is offered
 * that may be taken back); the answer once read. When the answer cannot be read the client offers
 * everything, as a backend without roles would: the server still refuses what it must (code 4030).
 */
export function userPermissions({
  signedIn,
  answer,
  failed,
}: {
  signedIn: boolean;
  answer: MyPermissions | undefined;
  failed: boolean;
}): UserPermissions {
  if (!signedIn) return NOBODY;
  if (answer !== undefined) return { ...answer, isLoading: false };
  if (failed) return { ...NOBODY, grants: MAIN_ACCOUNT_GRANTS, isMain: true };
  return { ...NOBODY, isLoading: true };
}

/** The current employer user's permissions, read once per session (GET /com/js/mine). */
export function usePermissions(): UserPermissions {
  const token = useAppSelector(selectEmployerToken);
  // currentData, not data: data would still hold the previous session's answer while this one loads.
  const { currentData, isError } = permissionsApi.useMyPermissionsQuery(token ?? skipToken);
  return useMemo(
    () => userPermissions({ signedIn: token !== null, answer: currentData, failed: isError }),
    [token, currentData, isError],
  );
}

/** Whether the current user holds `permission` (false while the grants load). */
export function useCan(permission: Permission): boolean {
  return hasPermission(usePermissions().grants, permission);
}
