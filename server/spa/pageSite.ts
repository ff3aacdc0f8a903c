import type { FastifyRequest } from 'fastify';
import { SCHOOL_CODE_PATTERN } from '../../contract/site';

const schoolCode = new RegExp(SCHOOL_CODE_PATTERN);
const valid = (value: unknown): string | null =>
  typeof value === 'string' && schoolCode.test(value) ? value : null;

/** The `xxdm` query a school's link puts on any page. */
const queryCode = (request: FastifyRequest) => valid((request.query as Record<string, unknown>).xxdm);

/** The employer app's pages that name their school: /login/{xxdm}/{mode}, /dwzc/{xxdm}, /dwwxdl/{xxdm}. */
const EMPLOYER_SCHOOL_PAGE = /^\/dwpage\/(?:login|dwzc|dwwxdl)\/([^/?]+)/;
const PUBLIC_SITE_PAGE = /^\/site\/([^/?]+)/;
/** The student portal's school cookie (app/session/studentSessionStorage.ts). */
const STUDENT_SCHOOL_COOKIE = 'schoolCode';

export type Surface = 'employer' | 'student' | 'console' | 'publicSite';

/**
 * The school site whose colour a page's first HTML wears, as its client will pick it: the address's
 * ?xxdm=, else the school the path names, else (student portal) the student's school cookie; null:
 * the main site. What lives only in the browser's storage (an employer's or a staff member's school)
 * is unknown here, so those pages start in the main site's colour.
 */
export function pageSiteCode(request: FastifyRequest, surface: Surface): string | null {
  const path = request.url;
  switch (surface) {
    case 'publicSite':
      return valid(PUBLIC_SITE_PAGE.exec(path)?.[1]);
    case 'employer':
      return queryCode(request) ?? valid(EMPLOYER_SCHOOL_PAGE.exec(path)?.[1]);
    case 'student':
      return queryCode(request) ?? valid(request.cookies[STUDENT_SCHOOL_COOKIE]);
    case 'console':
      return null;
  }
}
