// What other capabilities may use of the students' resumes.
export { resumeRoutes } from './routes';
export { readResume, readResumeView, resumeSnapshotOf } from './store';
export { searchTalent, type TalentSearchRequest } from './search';
