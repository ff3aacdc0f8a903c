// What other capabilities may use of students.
export { studentAuthPlugin } from './auth';
export { studentRoutes } from './routes';
export { hasAnyStudent, insertStudent } from './students';
