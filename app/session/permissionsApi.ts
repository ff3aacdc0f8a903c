import type { ListenerMiddlewareInstance, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Envelope } from '../../contract/envelope';
import { accountAdminPaths, type MyPermissions } from '../../contract/permissions';
import { baseApi } from '../api/baseApi';
import { permissionDenied } from './permissionDenied';

export const permissionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * What the logged-in user may do (GET /com/js/mine). The argument is the session's token, as the
     * cache key only (the header carries it): a login as someone else, or at another employer, reads
     * its own answer and never shows the previous user's grants.
     */
    myPermissions: build.query<MyPermissions, string>({
      query: () => accountAdminPaths.myPermissions,
      transformResponse: (envelope: Envelope<MyPermissions>) => envelope.result,
      providesTags: ['MyPermissions'],
    }),
  }),
});

/** A 4030 means the grants read earlier are out of date (the main account changed the role): read them again. */
export function refetchPermissionsOnDenial<S>(
  listener: ListenerMiddlewareInstance<S, ThunkDispatch<S, unknown, UnknownAction>>,
): void {
  listener.startListening({
    actionCreator: permissionDenied,
    effect: (_action, api) => {
      api.dispatch(baseApi.util.invalidateTags(['MyPermissions']));
    },
  });
}
