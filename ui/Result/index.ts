export { Result, type ResultProps } from './Result';
export type { ResultStatus } from './Result.styles';
export { NotFoundPage, type NotFoundPageProps } from './NotFoundPage';
