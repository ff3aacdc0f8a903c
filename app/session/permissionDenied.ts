import { createAction } from '@reduxjs/toolkit';

/**
 * The server refused an employer call for a missing permission (code 4030): the user's grants may
 * have changed since they were read, so app/session/permissionsApi.ts reads them again. Its own module:
 * the base query dispatches it and cannot import the api it belongs to.
 */
export const permissionDenied = createAction('employerSession/permissionDenied');
