import type { EmployerAccounts } from '../workflow';
import { usersOfEmployer } from './employers';
import { employerNameOf } from './employerNames';
import { assertEmployerPassed } from './standing';

/** What positions and announcements need of employer accounts (the workflow's posting lifecycle and calls). */
export const employerAccounts: EmployerAccounts = {
  assertPassed: assertEmployerPassed,
  nameOf: employerNameOf,
  usersOf: usersOfEmployer,
};
