import { useParams, useSearchParams } from 'react-router-dom';
import { SCHOOL_CODE_PATTERN } from '../../contract/site';
import { useAppSelector } from '../../app/api/hooks';
import { resolveSchoolCode } from '../../app/api/site';

const schoolCode = new RegExp(SCHOOL_CODE_PATTERN);

/** A five-digit school code, or null for anything else (a mistyped link must not reach the server). */
function validSchoolCode(value: string | null | undefined): string | null {
  return value && schoolCode.test(value) ? value : null;
}

/**
 * The school site a page works for: the `xxdm` query (a link from a sub-site names it), else the
 * route's :xxdm, else the fallback of the guard (stored, then main site, then 00000).
 */
export function useSchoolCode(): string {
  const params = useParams();
  const [query] = useSearchParams();
  const fallback = useAppSelector(resolveSchoolCode);
  return validSchoolCode(query.get('xxdm')) ?? validSchoolCode(params.xxdm) ?? fallback;
}
