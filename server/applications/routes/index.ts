import type { FastifyInstance } from 'fastify';
import { employerApplicationRoutes } from './employerRoutes';
import { studentApplicationRoutes } from './studentRoutes';

/** Applications for both audiences: the employer's /com/jlgl and /com/rcjs, the student's /stu calls. */
export function applicationRoutes(app: FastifyInstance): Promise<void> {
  employerApplicationRoutes(app);
  studentApplicationRoutes(app);
  return Promise.resolve();
}
