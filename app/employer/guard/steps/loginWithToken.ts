import { pathTo } from '../../routes/routeIndex';
import { NEXT, redirectTo, type GuardOutcome, type GuardTarget } from '../guardTypes';

/** Step 2: someone already holding a company token who opens Login goes to the employer home. */
export function loginWithToken(target: GuardTarget, token: string | null): GuardOutcome {
  return target.route?.name === 'Login' && token ? redirectTo(pathTo('dwsypage')) : NEXT;
}
