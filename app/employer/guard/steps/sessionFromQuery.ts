import { employerSessionHandedOver, type HandedOverSession } from '../../../session/employerSessionSlice';
import { NEXT, redirectTo, type GuardOutcome, type GuardTarget } from '../guardTypes';

const SESSION_QUERY = ['comToken', 'xxdm', 'dwmc'] as const;

/**
 * Step 4: dwsypage opened with comToken (and xxdm, dwmc) in the query, as another system hands a
 * session over, stores them (a different token drops the earlier employer's ids). The page is then
 * reopened without them, so the token does not stay in the address bar or the history.
 */
export function sessionFromQuery(
  target: GuardTarget,
  dispatch: (action: ReturnType<typeof employerSessionHandedOver>) => unknown,
): GuardOutcome {
  const token = target.query.get('comToken');
  if (target.route?.name !== 'dwsypage' || !token) return NEXT;
  const update: HandedOverSession = { token };
  const xxdm = target.query.get('xxdm');
  const dwmc = target.query.get('dwmc');
  if (xxdm) update.xxdm = xxdm;
  if (dwmc) update.dwmc = dwmc;
  dispatch(employerSessionHandedOver(update));
  const rest = new URLSearchParams(target.query);
  for (const key of SESSION_QUERY) rest.delete(key);
  const search = rest.toString();
  return redirectTo(`${target.pathname}${search ? `?${search}` : ''}`);
}
