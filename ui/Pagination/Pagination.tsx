import { useState, type KeyboardEvent } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  StyledArrow,
  StyledEllipsisButton,
  StyledJumpInput,
  StyledJumper,
  StyledPageButton,
  StyledPageList,
  StyledPagination,
  StyledSimpleButton,
  StyledSimpleIndicator,
  StyledSimplePagination,
  StyledSizeSelect,
  StyledTotal,
} from './Pagination.styles';
import {
  PAGE_SIZE_OPTIONS,
  clampPage,
  formatTotal,
  pageAfterSizeChange,
  pageCount,
  pageItems,
  parseJumpPage,
} from './pageList';

export type PaginationProps = {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  showSizeChanger?: boolean;
  showQuickJumper?: boolean;
  showTotal?: boolean;
  disabled?: boolean;
  /** Phone shows the compact 上一页 1/10 下一页 form with 44 px buttons. */
  variant?: 'desktop' | 'phone';
  'aria-label'?: string;
};

/** Pages through a list. Page numbers are buttons; the current one carries aria-current="page". */
export function Pagination({
  page,
  pageSize,
  total,
  onChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  showSizeChanger = true,
  showQuickJumper = true,
  showTotal = true,
  disabled = false,
  variant = 'desktop',
  'aria-label': ariaLabel = '分页',
}: PaginationProps) {
  const [jumpInput, setJumpInput] = useState('');
  const count = pageCount(total, pageSize);
  const current = clampPage(page, count);
  const goTo = (target: number) => {
    const next = clampPage(target, count);
    if (next !== current) onChange(next, pageSize);
  };

  if (variant === 'phone') {
    return (
      <StyledSimplePagination data-ui="pagination" aria-label={ariaLabel}>
        <StyledSimpleButton
          type="button"
          disabled={disabled || current <= 1}
          onClick={() => goTo(current - 1)}
        >
          上一页
        </StyledSimpleButton>
        <StyledSimpleIndicator aria-live="polite">
          <VisuallyHidden>{`第 ${current} 页，共 ${count} 页`}</VisuallyHidden>
          <span aria-hidden="true">
            <strong>{current}</strong>/{count}
          </span>
        </StyledSimpleIndicator>
        <StyledSimpleButton
          type="button"
          disabled={disabled || current >= count}
          onClick={() => goTo(current + 1)}
        >
          下一页
        </StyledSimpleButton>
      </StyledSimplePagination>
    );
  }

  const jump = () => {
    const target = parseJumpPage(jumpInput, count);
    setJumpInput('');
    if (target !== null) goTo(target);
  };
  const onJumpKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') jump();
  };

  return (
    <StyledPagination data-ui="pagination" aria-label={ariaLabel}>
      {showTotal && <StyledTotal>{formatTotal(total)}</StyledTotal>}
      <StyledPageList>
        <li>
          <StyledPageButton
            type="button"
            aria-label="上一页"
            disabled={disabled || current <= 1}
            onClick={() => goTo(current - 1)}
          >
            <StyledArrow aria-hidden="true">‹</StyledArrow>
          </StyledPageButton>
        </li>
        {pageItems(current, count).map((item) => {
          if (item.type === 'page')
            return (
              <li key={item.page}>
                <StyledPageButton
                  type="button"
                  $current={item.page === current}
                  aria-current={item.page === current ? 'page' : undefined}
                  aria-label={`第 ${item.page} 页`}
                  disabled={disabled}
                  onClick={() => goTo(item.page)}
                >
                  {item.page}
                </StyledPageButton>
              </li>
            );
          const label = `${item.direction === 'previous' ? '向前' : '向后'} ${item.jump} 页`;
          return (
            <li key={item.direction}>
              <StyledEllipsisButton
                type="button"
                aria-label={label}
                title={label}
                disabled={disabled}
                onClick={() => goTo(item.target)}
              >
                <span aria-hidden="true">•••</span>
              </StyledEllipsisButton>
            </li>
          );
        })}
        <li>
          <StyledPageButton
            type="button"
            aria-label="下一页"
            disabled={disabled || current >= count}
            onClick={() => goTo(current + 1)}
          >
            <StyledArrow aria-hidden="true">›</StyledArrow>
          </StyledPageButton>
        </li>
      </StyledPageList>
      {showSizeChanger && (
        <StyledSizeSelect
          aria-label="每页条数"
          value={pageSize}
          disabled={disabled}
          onChange={(event) => {
            const size = Number(event.target.value);
            onChange(pageAfterSizeChange(current, pageSize, size, total), size);
          }}
        >
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {size} 条/页
            </option>
          ))}
        </StyledSizeSelect>
      )}
      {showQuickJumper && (
        <StyledJumper>
          跳至
          <StyledJumpInput
            inputMode="numeric"
            aria-label="跳至页码"
            value={jumpInput}
            disabled={disabled}
            onChange={(event) => setJumpInput(event.target.value)}
            onKeyDown={onJumpKeyDown}
            onBlur={jump}
          />
          页
        </StyledJumper>
      )}
    </StyledPagination>
  );
}
