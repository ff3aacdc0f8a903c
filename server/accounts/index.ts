// What other capabilities may use of employer accounts.
export { employerAuthPlugin } from './auth';
export {
  actorNameOf,
  addMembership,
  usersOfEmployer,
  findAccountByMobile,
  hasAnyEmployer,
  insertEmployer,
  insertEmployerUser,
} from './employers';
export { employerIndustryOf } from './employerNames';
export { employerAccounts } from './postingAccounts';
export { decryptPassword, loadOrCreateKeyPair, type PasswordKeyPair } from './rsa';
export { employerRoutes } from './routes';
export { EMPLOYER_SESSION_MS, findEmployerSession } from './sessions';
export { assertEmployerPassed, employerStanding, insertStanding } from './standing';
export { passedSiteCodesOf } from './subSites';
