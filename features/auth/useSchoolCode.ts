import { useParams, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/api/hooks';
import { pageSchoolCode, resolveSchoolCode } from '../../app/api/site';

/**
 * The school site a page works for: the `xxdm` query, else the route's :xxdm, else the fallback of
 * the guard (stored, then main site, then 00000). The guard themes the page by the same rule.
 */
export function useSchoolCode(): string {
  const params = useParams();
  const [query] = useSearchParams();
  const fallback = useAppSelector(resolveSchoolCode);
  return pageSchoolCode({ params, query }, fallback);
}
