import { STUDENT_REFUSED_CODE } from '../../contract/applications';
import { ApiError } from '../core/http/envelope';

const NOT_FOUND_CODE = 404;
export const APPLICATION_NOT_FOUND = '申请不存在';

/** Missing, or another employer's: one answer, so nobody learns that an id exists. */
export const applicationNotFound = () => new ApiError(NOT_FOUND_CODE, APPLICATION_NOT_FOUND);

/** A refusal to a student (code 4002: the student client shows the message). */
export const studentRefusal = (message: string) => new ApiError(STUDENT_REFUSED_CODE, message);
