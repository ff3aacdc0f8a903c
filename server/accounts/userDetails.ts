import { checkEmail, checkIllegalCharsNamed, checkLandline } from '../../ui/validators';
import type { EmployerUserDetails } from '../../contract/account';
import { ApiError } from '../core/http/envelope';

/** Longest name and post, in characters, the forms accept. */
export const DETAIL_TEXT_LIMIT = 50;

/** Trimmed, present, not too long and free of the characters the forms reject; the message names the field. */
function text(value: string, label: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw new ApiError(400, `请输入${label}`);
  if ([...trimmed].length > DETAIL_TEXT_LIMIT) {
    throw new ApiError(400, `${label}不能超过${DETAIL_TEXT_LIMIT}个字`);
  }
  const illegal = checkIllegalCharsNamed(trimmed);
  if (illegal !== null) throw new ApiError(400, `${label}：${illegal}`);
  return trimmed;
}

/** The details of screen wsdwyh, checked with the forms' rules: name, post and e-mail required. */
export function normalizeUserDetails(input: EmployerUserDetails): EmployerUserDetails {
  const xm = text(input.xm, '姓名');
  const zw = text(input.zw, '职务');
  const yx = input.yx.trim();
  if (yx === '') throw new ApiError(400, '请输入电子邮箱');
  const emailProblem = checkEmail(yx);
  if (emailProblem !== null) throw new ApiError(400, emailProblem);
  const gddh = input.gddh.trim();
  const landlineProblem = gddh === '' ? null : checkLandline(gddh);
  if (landlineProblem !== null) throw new ApiError(400, landlineProblem);
  return { xm, zw, yx, gddh };
}
