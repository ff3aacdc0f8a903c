export { Pagination, type PaginationProps } from './Pagination';
export { PAGE_SIZE_OPTIONS, pageCount } from './pageList';
