export { notice } from './notice';
export { NoticeHost } from './NoticeHost';
