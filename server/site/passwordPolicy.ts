import { checkPassword, checkPasswordExtras, passwordLevelFromConfig } from '../../ui/validators';
import { ApiError } from '../core/http/envelope';
import type { Site } from './sites';

/** The site's strength rule (pwdlevel) and the extra rules, with the forms' own messages. */
export function assertPasswordAllowed(password: string, site: Site): void {
  const problem =
    checkPassword(password, passwordLevelFromConfig(site.password_level)) ?? checkPasswordExtras(password);
  if (problem !== null) throw new ApiError(400, problem);
}
